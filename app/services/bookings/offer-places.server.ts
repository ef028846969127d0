/**
 * The places held by waiting-list offers (waiting-list.server.ts): an offer not yet run out
 * takes a place exactly as an open checkout hold does, so the public never sees a place that is
 * held for someone on the list, and every rule that counts places under the date's lock
 * (checkout, phone booking, move, day settings, fulfilment) leaves it alone.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { waitingListEntries } from "~/db/schema";

type Reader = Pick<Database, "select">;

/** Offers that hold a place at `now`. */
const holdsPlace = (now: Date) =>
  and(eq(waitingListEntries.status, "offered"), gt(waitingListEntries.offerExpiresAt, now));

/** The places held by offers on each date (dates with none are left out). */
export async function offersHeld(db: Reader, dates: string[], now: Date): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: waitingListEntries.eventDate, held: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(and(inArray(waitingListEntries.eventDate, dates), holdsPlace(now)))
    .groupBy(waitingListEntries.eventDate);
  return new Map(rows.map((row) => [row.date, Number(row.held)]));
}

/** How many are on each date's waiting list (waiting, or holding an offer); dates with none are left out. */
export async function peopleWaiting(db: Reader, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: waitingListEntries.eventDate, waiting: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(
      and(
        inArray(waitingListEntries.eventDate, dates),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    )
    .groupBy(waitingListEntries.eventDate);
  return new Map(rows.map((row) => [row.date, Number(row.waiting)]));
}
