/**
 * The analytics page's figures for a period (report.ts): finished days from their daily counts
 * (`analytics_daily`), days not rolled up yet (today, or yesterday before the job ran) counted
 * from the raw views by the same rules (rollup.server.ts), merged in one query; leads and paid
 * bookings by the source they were attributed to, in another, run alongside.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { addDays, budapestInstant } from "~/lib/event-dates";
import type { AnalyticsDay, AnalyticsPeriod, AnalyticsReport, AnalyticsRow, ConversionRow } from "./report";
import { dailyCountsSql, rowsOf } from "./rollup.server";

/** The longest any list of the report gets. */
export const REPORT_LIST_LENGTH = 20;

/** Lead and booking sources nobody could attribute show as this. */
export const UNKNOWN_SOURCE = "unknown";

type ListDimension = "page" | "source" | "campaign" | "referrer" | "language" | "device";

/** What brought people is ranked by entrances; what they saw, by views. */
const BY_ENTRANCES: ListDimension[] = ["source", "campaign", "referrer"];

interface CountRow {
  kind: "day" | "list";
  day: string | null;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
  entrances: number;
}

/**
 * The day totals and, per dimension, the values over the whole period (each list cut to 20 by
 * its ranking; sources in full, for the conversions).
 */
function periodCounts(db: Database, { from, to }: AnalyticsPeriod) {
  const raw = dailyCountsSql(
    sql`pv.day between ${from} and ${to} and not exists (select 1 from analytics_rollups r where r.day = pv.day)`,
  );
  return db.execute(sql`
    with counts as materialized (
      select day, dimension, value, views, visitors, entrances from analytics_daily
      where day between ${from} and ${to}
      union all
      (${raw})
    ),
    lists as (
      select dimension, value,
        sum(views)::int as views, sum(visitors)::int as visitors, sum(entrances)::int as entrances,
        row_number() over (
          partition by dimension
          order by case when dimension in ('source', 'campaign', 'referrer') then sum(entrances) else sum(views) end desc,
            sum(views) desc, value
        ) as rank
      from counts where dimension not in ('total', 'medium')
      group by dimension, value
    )
    select 'day' as kind, day::text as day, dimension, value, views, visitors, entrances
    from counts where dimension = 'total'
    union all
    select 'list', null, dimension, value, views, visitors, entrances
    from lists where rank <= ${REPORT_LIST_LENGTH} or dimension = 'source'`);
}

/** Leads, and bookings paid for, created in the period (Budapest days), by attributed source. */
function conversionCounts(db: Database, { from, to }: AnalyticsPeriod) {
  const start = budapestInstant(from, "00:00").toISOString();
  const end = budapestInstant(addDays(to, 1), "00:00").toISOString();
  return db.execute(sql`
    select 'lead' as kind, coalesce(visit_source, ${UNKNOWN_SOURCE}) as source, count(*)::int as n
    from leads where created_at >= ${start} and created_at < ${end}
    group by 2
    union all
    select 'booking', coalesce(visit_source, ${UNKNOWN_SOURCE}), count(*)::int
    from consultation_bookings
    where paid_at is not null and created_at >= ${start} and created_at < ${end}
    group by 2`);
}

/** Every day from `from` to `to`, both included. */
function daysOf({ from, to }: AnalyticsPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The report for a period of Budapest days, both ends included. */
export async function analyticsReport(db: Database, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const [countsResult, conversionResult] = await Promise.all([
    periodCounts(db, period),
    conversionCounts(db, period),
  ]);
  const counts = rowsOf<CountRow>(countsResult);
  const attributed = rowsOf<{ kind: "lead" | "booking"; source: string; n: number }>(conversionResult);

  const byDay = new Map<string, AnalyticsDay>();
  const lists = new Map<string, AnalyticsRow[]>();
  for (const row of counts) {
    const { value, views, visitors, entrances } = row;
    if (row.kind === "day") {
      // A day is either rolled up or raw, never both; adding keeps a stray overlap visible.
      const day = byDay.get(row.day!) ?? { day: row.day!, views: 0, visitors: 0 };
      day.views += views;
      day.visitors += visitors;
      byDay.set(row.day!, day);
    } else {
      const list = lists.get(row.dimension) ?? [];
      list.push({ value, views, visitors, entrances });
      lists.set(row.dimension, list);
    }
  }
  const days = daysOf(period).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
  const list = (dimension: ListDimension) => {
    const key = BY_ENTRANCES.includes(dimension) ? "entrances" : "views";
    return (lists.get(dimension) ?? [])
      .sort((a, b) => b[key] - a[key] || b.views - a.views || (a.value < b.value ? -1 : 1))
      .slice(0, REPORT_LIST_LENGTH);
  };

  const conversions = new Map<string, ConversionRow>();
  const conversion = (source: string) => {
    const row = conversions.get(source) ?? { source, visitors: 0, leads: 0, paidBookings: 0 };
    conversions.set(source, row);
    return row;
  };
  // A source's visitors per day are the distinct hashes of its entrances: its daily count.
  for (const row of lists.get("source") ?? []) conversion(row.value).visitors = row.visitors;
  let leads = 0;
  let paidBookings = 0;
  for (const { kind, source, n } of attributed) {
    if (kind === "lead") {
      conversion(source).leads += n;
      leads += n;
    } else {
      conversion(source).paidBookings += n;
      paidBookings += n;
    }
  }

  return {
    period,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      leads,
      paidBookings,
    },
    days,
    pages: list("page"),
    sources: list("source"),
    campaigns: list("campaign"),
    referrers: list("referrer"),
    languages: list("language"),
    devices: list("device"),
    conversions: [...conversions.values()]
      .sort(
        (a, b) =>
          b.visitors - a.visitors ||
          b.leads - a.leads ||
          b.paidBookings - a.paidBookings ||
          (a.source < b.source ? -1 : 1),
      )
      .slice(0, REPORT_LIST_LENGTH),
  };
}
