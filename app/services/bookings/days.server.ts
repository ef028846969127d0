/** Which consultation days are offered, with their capacity and times (the `consultation_days` rows). */
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import type { Database } from "~/db/client.server";
import { consultationBookings, consultationDays } from "~/db/schema";
import { addDays, budapestToday, upcomingEventDates } from "~/lib/event-dates";
import { offersHeld, peopleWaiting } from "./offer-places.server";

/**
 * Which consultation days are offered, and with what capacity, appointment times and places per
 * time: the rows of `consultation_days`, the one answer every page, checkout and scheduler asks
 * for (docs/decisions/0019-consultation-days-as-rows.md).
 *
 * The content's rule (`consultationEvent.schedule`) only proposes days: each one it names ahead
 * is inserted once, with the content's capacity and times, and never again, so a day the clinic
 * closed stays closed and a day it changed keeps its changes. Every read goes to the database
 * (no per-process cache), so a change made through one app server shows on all of them at once.
 */

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert">;

export interface ConsultationDay {
  date: string;
  open: boolean;
  capacity: number;
  appointmentTimes: string[];
  placesPerTime: number;
  reason: string | null;
  /** False for a date that has no row (a past day, or one never offered): it offers nothing. */
  stored: boolean;
}

/** What a day the rule proposes (or staff add) starts with: the content's figures. */
export const dayDefaults = () => ({
  capacity: consultationEvent.capacity,
  appointmentTimes: [...consultationEvent.appointmentTimes],
  placesPerTime: consultationEvent.placesPerTime,
});

/** The days the content's rule names from tomorrow (Budapest) on; not yet what is offered. */
export function proposedEventDates(now = new Date()): string[] {
  return upcomingEventDates(now, consultationEvent.schedule);
}

type DayRow = typeof consultationDays.$inferSelect;
const fromRow = (row: DayRow): ConsultationDay => ({
  date: row.date,
  open: row.open,
  capacity: row.capacity,
  appointmentTimes: row.appointmentTimes,
  placesPerTime: row.placesPerTime,
  reason: row.reason,
  stored: true,
});
const missing = (date: string): ConsultationDay => ({
  date,
  open: false,
  ...dayDefaults(),
  reason: null,
  stored: false,
});

/**
 * Stores the rule's proposed days that have no row yet. Reads first, so the usual request (every
 * proposed day already stored) writes nothing; `on conflict do nothing` keeps two servers doing
 * it at once harmless.
 */
export async function proposeDays(db: Writer, now = new Date()): Promise<void> {
  const proposed = proposedEventDates(now);
  if (proposed.length === 0) return;
  const stored = await db
    .select({ date: consultationDays.date })
    .from(consultationDays)
    .where(inArray(consultationDays.date, proposed));
  const known = new Set(stored.map((row) => row.date));
  const fresh = proposed.filter((date) => !known.has(date));
  if (fresh.length === 0) return;
  await db
    .insert(consultationDays)
    .values(fresh.map((date) => ({ date, ...dayDefaults() })))
    .onConflictDoNothing();
}

/**
 * The days on offer: open rows from tomorrow (Budapest) on, oldest first. The rule only ever
 * stores days within its horizon, so a later row is one the clinic added itself.
 */
export async function offeredDays(db: Writer, now = new Date()): Promise<ConsultationDay[]> {
  await proposeDays(db, now);
  const rows = await db
    .select()
    .from(consultationDays)
    .where(and(eq(consultationDays.open, true), gt(consultationDays.date, budapestToday(now))))
    .orderBy(asc(consultationDays.date));
  return rows.map(fromRow);
}

export async function offeredDates(db: Writer, now = new Date()): Promise<string[]> {
  return (await offeredDays(db, now)).map((day) => day.date);
}

/** Several days as stored (a date without a row comes back closed, with the defaults). */
export async function findDays(db: Writer, dates: string[], now = new Date()): Promise<ConsultationDay[]> {
  if (dates.length === 0) return [];
  await proposeDays(db, now);
  const rows = await db.select().from(consultationDays).where(inArray(consultationDays.date, dates));
  const byDate = new Map(rows.map((row) => [row.date, fromRow(row)]));
  return dates.map((date) => byDate.get(date) ?? missing(date));
}

export async function findDay(db: Writer, date: string, now = new Date()): Promise<ConsultationDay> {
  const [day] = await findDays(db, [date], now);
  return day;
}

/**
 * A day as stored, read inside a transaction that holds the date's lock (`lockEventDate`): what
 * a checkout, a move or a payment counts against, after any change to the day has committed.
 */
export async function lockedDay(tx: Reader, date: string): Promise<ConsultationDay> {
  const [row] = await tx.select().from(consultationDays).where(eq(consultationDays.date, date));
  return row ? fromRow(row) : missing(date);
}

/** Whether a day takes bookings at `now`: open, and after today (Budapest). */
export const isBookable = (day: ConsultationDay, now: Date) =>
  day.stored && day.open && day.date > budapestToday(now);

/** What staff see of each day: its settings and its places sold, held and free. */
export interface StaffDay extends ConsultationDay {
  paid: number;
  held: number;
  free: number;
  /** On its waiting list: waiting, or holding an offer. */
  waiting: number;
}

/**
 * The days staff see: every stored day from a month ago on, and any earlier-month day that had
 * bookings, with their counts.
 */
export async function staffDays(db: Database, now = new Date()): Promise<StaffDay[]> {
  await proposeDays(db, now);
  const since = addDays(budapestToday(now), -31);
  const stored = await db
    .select({ date: consultationDays.date })
    .from(consultationDays)
    .where(gte(consultationDays.date, since));
  const booked = await db
    .selectDistinct({ date: consultationBookings.eventDate })
    .from(consultationBookings)
    .where(
      and(
        gte(consultationBookings.eventDate, since),
        inArray(consultationBookings.status, ["paid", "scheduled", "refunded"]),
      ),
    );
  const dates = [...new Set([...stored, ...booked].map((row) => row.date))].sort();
  return dayCounts(db, await findDays(db, dates, now), now);
}

/** Each day's places: paid (or scheduled), held by an open checkout or a waiting-list offer, and free. */
export async function dayCounts(db: Reader, days: ConsultationDay[], now = new Date()): Promise<StaffDay[]> {
  const dates = days.map((day) => day.date);
  const rows =
    dates.length === 0
      ? []
      : await db
          .select({
            date: consultationBookings.eventDate,
            paid: sql<number>`count(*) filter (where ${consultationBookings.status} in ('paid', 'scheduled'))::int`,
            held: sql<number>`count(*) filter (where ${consultationBookings.status} = 'pending' and ${consultationBookings.expiresAt} > ${now.toISOString()}::timestamptz)::int`,
          })
          .from(consultationBookings)
          .where(inArray(consultationBookings.eventDate, dates))
          .groupBy(consultationBookings.eventDate);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const [offers, waiting] = await Promise.all([offersHeld(db, dates, now), peopleWaiting(db, dates)]);
  return days.map((day) => {
    const paid = Number(byDate.get(day.date)?.paid ?? 0);
    const held = Number(byDate.get(day.date)?.held ?? 0) + (offers.get(day.date) ?? 0);
    const free = day.open ? Math.max(0, day.capacity - paid - held) : 0;
    return { ...day, paid, held, free, waiting: waiting.get(day.date) ?? 0 };
  });
}
