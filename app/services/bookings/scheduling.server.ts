/**
 * Choosing an appointment time after payment: the free times of a day, the lock on one time,
 * and scheduling a paid booking (its confirmation and reminders queued in the same transaction).
 */
import { and, eq, sql } from "drizzle-orm";
import { bookingRefusalsIn } from "~/content/in/event";
import type { Database } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { bookingApiWords } from "~/content/booking-api";
import { isSessionId } from "~/lib/schemas/booking";
import { bookingLinkSecret, manageBookingUrl, verifyBookingToken } from "./links.server";
import { queueEmails } from "../mail/outbox.server";
import { confirmationEmails } from "./confirmation-emails.server";
import { findDay, lockedDay } from "./days.server";
import { BookingError } from "./holds.server";
import { findBooking } from "./records.server";
import { planReminders } from "./reminders.server";
import type { Booking, Transaction } from "./types.server";

/** Free appointment times on an event day, with how many places each has left. */
export async function freeTimes(db: Database, eventDate: string): Promise<{ time: string; left: number }[]> {
  const day = await findDay(db, eventDate);
  const rows = await db
    .select({ time: consultationBookings.appointmentTime, taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(
      and(eq(consultationBookings.appointmentDate, eventDate), eq(consultationBookings.status, "scheduled")),
    )
    .groupBy(consultationBookings.appointmentTime);
  const taken = new Map(rows.map((r) => [r.time, Number(r.taken)]));
  return day.appointmentTimes.map((time) => ({
    time,
    left: Math.max(0, day.placesPerTime - (taken.get(time) ?? 0)),
  }));
}

/** Scheduled appointments at one date and time. */
async function timeTaken(tx: Transaction, date: string, time: string): Promise<number> {
  const [{ taken }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.appointmentDate, date),
        eq(consultationBookings.appointmentTime, time),
        eq(consultationBookings.status, "scheduled"),
      ),
    );
  return Number(taken);
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Sets the appointment of a paid booking, in one transaction: only a time the day offers,
 * only while that time has a place left (concurrent requests for the last place are
 * serialised by a transaction lock on the date and time), then queues the confirmation.
 */
export async function scheduleAppointment(
  ctx: ServiceContext,
  sessionId: string,
  appointment: { date: unknown; time: unknown },
): Promise<Booking> {
  const { db, settings } = ctx;
  const { date, time } = appointment;
  const known = await findBooking(db, sessionId);
  // Refusals are said to the patient in their language.
  const bookingRefusals = bookingRefusalsIn[known?.language ?? "en"];
  if (
    typeof date !== "string" ||
    !isoDatePattern.test(date) ||
    typeof time !== "string" ||
    !timePattern.test(time)
  ) {
    throw new BookingError(400, bookingRefusals.appointmentFormat);
  }
  if (!(await findDay(db, date)).appointmentTimes.includes(time))
    throw new BookingError(400, bookingRefusals.timeNotOffered);
  const manageUrl = known ? await manageBookingUrl(db, settings.siteUrl, known.id) : "";

  return db.transaction(async (tx) => {
    await lockAppointmentTime(tx, date, time);
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId))
      .for("update");
    if (!booking) throw new BookingError(404, bookingRefusals.bookingNotFound);
    if (
      booking.status === "scheduled" &&
      booking.appointmentDate === date &&
      booking.appointmentTime === time
    )
      return booking;
    if (booking.status === "scheduled") {
      throw new BookingError(409, bookingRefusals.alreadyScheduled);
    }
    if (booking.status !== "paid") throw new BookingError(409, bookingRefusals.notPaid);
    if (booking.eventDate !== date) throw new BookingError(400, bookingRefusals.wrongDay);

    if ((await timeTaken(tx, date, time)) >= (await lockedDay(tx, date)).placesPerTime) {
      throw new BookingError(409, bookingRefusals.timeJustTaken);
    }

    const now = ctx.now();
    const [updated] = await tx
      .update(consultationBookings)
      .set({ appointmentDate: date, appointmentTime: time, status: "scheduled", updatedAt: now })
      .where(eq(consultationBookings.id, booking.id))
      .returning();
    await queueEmails(tx, confirmationEmails(updated, settings, now, manageUrl));
    await planReminders(tx, updated, settings, now, manageUrl);
    return updated;
  });
}

/**
 * The confirmation page's choice of a time (PATCH /api/consultation-bookings/:sessionId): only
 * with the booking's own token, its manage link's, which the page was given once the payment was
 * confirmed; any other session or token is a 404, as if there were no such booking.
 */
export async function scheduleWithToken(
  ctx: ServiceContext,
  sessionId: string | undefined,
  token: string | undefined,
  appointment: { date: unknown; time: unknown },
): Promise<Booking> {
  const notFound = new BookingError(404, bookingApiWords.bookingNotFound, "NOT_FOUND");
  if (!isSessionId(sessionId)) throw notFound;
  const tokenFor = verifyBookingToken(await bookingLinkSecret(ctx.db), token);
  if (!tokenFor) throw notFound;
  const owner = await findBooking(ctx.db, sessionId);
  if (owner?.id !== tokenFor) throw notFound;
  return scheduleAppointment(ctx, sessionId, appointment);
}

/** Changes to one appointment time are serialised by this lock (taken after any date lock). */
export async function lockAppointmentTime(tx: Transaction, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${date}:${time}`}))`);
}
