/**
 * Who has a place on an event day: the date's lock every change runs under, the count of places
 * taken (paid, scheduled, held by an open checkout or by a waiting-list offer), the places left,
 * and BookingError.
 */
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { findDays } from "./days.server";
import { offersHeld } from "./offer-places.server";
import type { Transaction } from "./types.server";

/** A refusal the caller shows as it is, with the HTTP status it answers with. */
export class BookingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    /** The API's code for it ('BOOKING' for a rule's refusal). */
    readonly code: "BOOKING" | "NOT_FOUND" | "INVALID" | "FOREIGN_URL" = "BOOKING",
  ) {
    super(message);
  }
}

/**
 * Every change to who has a place on an event day runs under this lock (a transaction-scoped
 * advisory lock: the same key on every app server, released on commit or rollback).
 */
export async function lockEventDate(tx: Transaction, eventDate: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-date:${eventDate}`}))`);
}

/**
 * Bookings that take a place at `now`: paid, scheduled, or a checkout whose hold has not run
 * out. A pending row past its expiry is free at once, whether or not the sweep has marked it.
 */
const takesPlace = (now: Date) =>
  or(
    inArray(consultationBookings.status, ["paid", "scheduled"]),
    and(eq(consultationBookings.status, "pending"), gt(consultationBookings.expiresAt, now)),
  );

/** Places taken on a date: bookings that take one, and waiting-list offers not yet run out. */
export async function placesTaken(tx: Transaction, eventDate: string, now: Date): Promise<number> {
  const [{ taken }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.eventDate, eventDate), takesPlace(now)));
  const offered = (await offersHeld(tx, [eventDate], now)).get(eventDate) ?? 0;
  return Number(taken) + offered;
}

/**
 * Places that can still be booked on each date: the day's capacity minus paid bookings, open
 * holds and waiting-list offers (none on a closed day).
 */
export async function seatsLeft(
  db: Database,
  dates: string[],
  now = new Date(),
): Promise<Record<string, number>> {
  const days = await findDays(db, dates, now);
  const capacity = new Map(days.map((day) => [day.date, day.open ? day.capacity : 0]));
  const result: Record<string, number> = Object.fromEntries(dates.map((d) => [d, capacity.get(d) ?? 0]));
  if (dates.length === 0) return result;
  const rows = await db
    .select({ date: consultationBookings.eventDate, taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(and(inArray(consultationBookings.eventDate, dates), takesPlace(now)))
    .groupBy(consultationBookings.eventDate);
  const taken = new Map(rows.map((row) => [row.date, Number(row.taken)]));
  for (const [date, held] of await offersHeld(db, dates, now)) taken.set(date, (taken.get(date) ?? 0) + held);
  for (const [date, count] of taken) result[date] = Math.max(0, (capacity.get(date) ?? 0) - count);
  return result;
}
