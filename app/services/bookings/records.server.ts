/**
 * Finding bookings and what staff read and mark of them: a booking by session or id, its
 * reference and amount as emails say them, the bookings list and export, each day's places.
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { consultationBookings } from "~/db/schema";
import { normaliseReference } from "~/lib/booking-reference";
import type { Locale } from "~/content/locales";
import { paymentPageIn } from "~/content/in/consultation-success";
import { formatEurCents, formatEventDate } from "~/lib/format";
import { dayCounts, findDays } from "./days.server";
import type { Booking } from "./types.server";

export async function findBooking(db: Database, sessionId: string): Promise<Booking | undefined> {
  const [booking] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.sessionId, sessionId));
  return booking;
}

export async function findBookingById(db: Database, id: string): Promise<Booking | undefined> {
  const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id));
  return booking;
}

/** The reference a patient and staff see in emails and on pages. */
export const bookingReference = (booking: Booking) => booking.reference;

/** What was paid, as emails say it: '€50.00' · '50,00 €'. */
export const bookingAmount = (booking: Pick<Booking, "amountCents">, locale: Locale = "en") =>
  formatEurCents(booking.amountCents, locale);

/** A day and time as emails say them: 'Monday 1 February 2027 at 10:30' · '… um 10:30 Uhr'. */
export const dateAtTime = (isoDate: string, time: string, locale: Locale = "en") =>
  paymentPageIn[locale].confirmed.at(formatEventDate(isoDate, locale), time);

/** Staff mark who came on the day (or clear the mark). False when the booking is not a paid one. */
export async function markAttendance(
  ctx: StaffContext,
  bookingId: string,
  attendance: "attended" | "no_show" | null,
): Promise<boolean> {
  const updated = await ctx.db
    .update(consultationBookings)
    .set({ attendance, updatedAt: ctx.now() })
    .where(
      and(
        eq(consultationBookings.id, bookingId),
        inArray(consultationBookings.status, ["paid", "scheduled"]),
      ),
    )
    .returning({ id: consultationBookings.id });
  if (updated.length === 0) return false;
  await recordAudit(ctx.db, ctx.staff, "booking.attendance", `booking:${bookingId}`, {
    attendance: attendance ?? "unknown",
  });
  return true;
}

/** Each day's places: paid (or scheduled), held by an open checkout, and free (days.server.ts). */
export async function dayOccupancy(db: Database, dates: string[], now = new Date()) {
  return dayCounts(db, await findDays(db, dates, now), now);
}

/** Columns of the staff export of bookings, in order (CSV header row). */
export const bookingExportColumns = [
  "createdAt",
  "reference",
  "status",
  "eventDate",
  "appointmentDate",
  "appointmentTime",
  "customerName",
  "customerPhone",
  "customerEmail",
  "channel",
  "amountCents",
  "currency",
  "paidAt",
  "refundReference",
] as const;

export interface BookingSearch {
  since?: Date;
  until?: Date;
  /** A booking reference as staff type it ('bdc 7k3m 9q2x'); nothing matches one that cannot be. */
  reference?: string;
}

/** Bookings made in a date range, or the one with a reference, oldest first, for staff. */
export async function listBookings(db: Database, search: BookingSearch = {}): Promise<Booking[]> {
  const reference = search.reference === undefined ? undefined : normaliseReference(search.reference);
  if (reference === null) return [];
  return db
    .select()
    .from(consultationBookings)
    .where(
      and(
        search.since ? gte(consultationBookings.createdAt, search.since) : undefined,
        search.until ? lt(consultationBookings.createdAt, search.until) : undefined,
        reference ? eq(consultationBookings.reference, reference) : undefined,
      ),
    )
    .orderBy(asc(consultationBookings.createdAt));
}
