/**
 * No-shows the clinic can see (issue 44): of the consultation days in the period, how many
 * paid patients the day sheets marked as come or not come, by month and by the reminders the
 * patient had chosen (email only, SMS or WhatsApp as well), so the clinic can see what its
 * reminders do. Only marked bookings count towards a rate; unmarked ones are counted apart.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import type { AnalyticsPeriod } from "~/lib/analytics-period";
import { textChannels } from "~/lib/text-channels";
import type { AttendanceFigures, AttendanceRow } from "./report";

const add = (into: AttendanceRow, row: AttendanceRow) => {
  into.attended += row.attended;
  into.noShows += row.noShows;
  into.unmarked += row.unmarked;
};

/**
 * The period's consultation days up to `today` (a day to come has no attendance yet): paid and
 * scheduled bookings, by the month of their day and by their reminder channel. Every channel has
 * its row, even at nought, so a table always compares the three.
 */
export async function attendanceFigures(
  db: Database,
  period: AnalyticsPeriod,
  today: string,
): Promise<AttendanceFigures> {
  const until = period.to < today ? period.to : today;
  const rows = rowsOf<{
    month: string;
    channel: string;
    attended: number;
    no_shows: number;
    unmarked: number;
  }>(
    await db.execute(sql`
    select to_char(coalesce(appointment_date, event_date), 'YYYY-MM') as month,
           text_channel as channel,
           count(*) filter (where attendance = 'attended')::int as attended,
           count(*) filter (where attendance = 'no_show')::int as no_shows,
           count(*) filter (where attendance is null)::int as unmarked
      from consultation_bookings
     where status in ('paid', 'scheduled')
       and coalesce(appointment_date, event_date) between ${period.from}::date and ${until}::date
     group by 1, 2
     order by 1, 2`),
  );
  const months = new Map<string, AttendanceRow>();
  const channels = new Map<string, AttendanceRow>(
    textChannels.map((channel) => [channel, { value: channel, attended: 0, noShows: 0, unmarked: 0 }]),
  );
  for (const raw of rows) {
    const row = {
      value: raw.month,
      attended: Number(raw.attended),
      noShows: Number(raw.no_shows),
      unmarked: Number(raw.unmarked),
    };
    const month = months.get(raw.month) ?? { value: raw.month, attended: 0, noShows: 0, unmarked: 0 };
    add(month, row);
    months.set(raw.month, month);
    const channel = channels.get(raw.channel);
    if (channel) add(channel, row);
  }
  return { months: [...months.values()], channels: [...channels.values()] };
}
