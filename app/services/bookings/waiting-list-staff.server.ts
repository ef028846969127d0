/**
 * The day sheet's waiting list (issue 44): everyone who joined the day's list, first come first,
 * as staff read it (position in the queue for those still waiting, the offer's end for an offer
 * that holds a place). Drawn on the day sheet (day-sheet-view.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { staffWaitingList as t } from "~/content/staff-waiting-list";
import type { Database } from "~/db/client.server";
import { waitingListEntries } from "~/db/schema";
import { formatBudapestDateTime } from "~/lib/format";

export async function dayWaitingList(db: Pick<Database, "select">, date: string, now: Date) {
  const entries = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.eventDate, date))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  let position = 0;
  const rows = entries.map((entry) => {
    // An offer counts only until it runs out, whether or not the job has marked it yet.
    const lapsed = entry.status === "offered" && (entry.offerExpiresAt ?? now) <= now;
    const status = lapsed ? "passed" : entry.status;
    return {
      id: entry.id,
      position: status === "waiting" ? ++position : null,
      name: entry.name ?? t.notGiven,
      email: entry.email,
      phone: entry.phone ?? t.notGiven,
      channel: entry.textConsentAt ? t.channel[entry.textChannel] : t.channel.none,
      status: t.status[status],
      joined: formatBudapestDateTime(entry.createdAt),
      heldUntil:
        status === "offered" && entry.offerExpiresAt ? formatBudapestDateTime(entry.offerExpiresAt) : "",
    };
  });
  const offered = rows.filter((row) => row.heldUntil).length;
  return { rows, summary: t.summary(position, offered) };
}
