import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import { confirmationEmail } from "~/content/booking-emails";
import { consultationEvent } from "~/content/event";
import type { Database } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { newBookingReference } from "~/lib/booking-reference";
import { formatEventDate } from "~/lib/event-dates";
import { logger } from "~/lib/logger.server";
import { manageBookingUrl } from "./booking-links.server";
import { findDay, findDays, isBookable, lockedDay } from "./bookings/days.server";
import { planReminders } from "./bookings/reminders.server";
import { paidAtText, staffFactsOf } from "./bookings/staff-facts.server";
import { calendarAttachment } from "./bookings/calendar.server";
import { checkDiscountCode } from "./discounts.server";
import { queueEmails } from "./outbox.server";
import { SESSION_ID_PLACEHOLDER, type PaymentProvider } from "./payments.server";

export type Booking = typeof consultationBookings.$inferSelect;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Stripe counts its 30-minute minimum from its own clock, once our request has arrived. */
const SESSION_MARGIN_MS = 2 * 60_000;
/**
 * A place stays held a little after its checkout closes: news of a payment made in the last
 * second (the webhook, the redirect back) arrives later than the payment itself.
 */
const PAYMENT_NEWS_GRACE_MS = 5 * 60_000;
export const FULLY_BOOKED = "That consultation day is fully booked. Please choose another date.";
export const DAY_NOT_OFFERED = "That consultation day is not available. Please choose another date.";
/**
 * Draws of a booking reference before a checkout gives up. Two equal draws are about one in
 * 10¹¹ apart, so a second draw is already rare; five make a failure practically impossible.
 */
const REFERENCE_ATTEMPTS = 5;
const REFERENCE_CONSTRAINT = "consultation_bookings_reference_key";

export class BookingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
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

export async function placesTaken(tx: Transaction, eventDate: string, now: Date): Promise<number> {
  const [{ taken }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.eventDate, eventDate), takesPlace(now)));
  return Number(taken);
}

/**
 * Places that can still be booked on each date: the day's capacity minus paid bookings and open
 * holds (none on a closed day).
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
  for (const row of rows) result[row.date] = Math.max(0, (capacity.get(row.date) ?? 0) - Number(row.taken));
  return result;
}

interface CheckoutInput {
  eventDate: string;
  successUrl: string;
  cancelUrl: string;
  /** The patient's name and phone as typed on the event page (stored on the hold at once). */
  customerName?: string;
  customerPhone?: string;
  /**
   * A newsletter code as typed: checked now (unknown or used: DiscountCodeRefused, and no hold
   * is made), stored on the hold, and used when the payment arrives (services/fulfilment.server.ts).
   */
  discountCode?: string;
  /** How long the place is held while the checkout is open (a phone booking's emailed link: longer). */
  holdMinutes?: number;
  /** Stored on the hold: a phone booking's patient, channel and who took the call. */
  details?: Pick<
    typeof consultationBookings.$inferInsert,
    "customerName" | "customerPhone" | "customerEmail" | "channel" | "bookedBy"
  >;
}

/** True for the unique violation of a booking reference (the error or one it wraps). */
function isReferenceTaken(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: string; constraint?: string };
    if (fields.code === "23505" && (fields.constraint ?? fields.message).includes(REFERENCE_CONSTRAINT))
      return true;
  }
  return false;
}

/** Runs `insert` with a fresh reference, drawing again when one is already taken. */
async function withFreshReference<T>(
  draw: () => string,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(draw());
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      logger.warn({ attempt }, "booking reference already taken; drawing another");
    }
  }
}

/**
 * Holds one place on the date, then opens the provider's checkout session for it.
 *
 * The place is taken first, in a short transaction under the date's lock (a pending row with a
 * provisional session id and an expiry), and the provider is called after the commit: a
 * Stripe call can take seconds, and holding the lock through it would queue every other
 * checkout for that day behind it (on PGlite, every query). If the provider fails, the hold is
 * deleted, so nothing is left stored and the place is free again.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  input: CheckoutInput,
  now = new Date(),
  /** Where references come from (tests hand out a taken one). */
  drawReference: () => string = newBookingReference,
) {
  if (!isBookable(await findDay(db, input.eventDate, now), now)) throw new BookingError(400, DAY_NOT_OFFERED);
  const discountCode = input.discountCode ? await checkDiscountCode(db, input.discountCode) : null;
  const holdMinutes = input.holdMinutes ?? consultationEvent.checkoutMinutes;
  const closesAt = new Date(now.getTime() + holdMinutes * 60_000 + SESSION_MARGIN_MS);
  const hold = await withFreshReference(drawReference, (reference) =>
    db.transaction(async (tx) => {
      await lockEventDate(tx, input.eventDate);
      // The day as it is now: closed or made smaller a moment ago counts.
      const day = await lockedDay(tx, input.eventDate);
      if (!isBookable(day, now)) throw new BookingError(400, DAY_NOT_OFFERED);
      if ((await placesTaken(tx, input.eventDate, now)) >= day.capacity)
        throw new BookingError(409, FULLY_BOOKED);
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          // session_id is unique and required: a placeholder until the provider names the session.
          sessionId: `hold_${crypto.randomUUID()}`,
          reference,
          provider: provider.kind,
          status: "pending",
          eventDate: input.eventDate,
          amountCents: consultationEvent.feeEur * 100,
          currency: consultationEvent.currency,
          customerName: input.customerName ?? null,
          customerPhone: input.customerPhone ?? null,
          discountCode,
          expiresAt: new Date(closesAt.getTime() + PAYMENT_NEWS_GRACE_MS),
          ...input.details,
        })
        .returning({ id: consultationBookings.id, reference: consultationBookings.reference });
      return row;
    }),
  );

  const successUrl = new URL(input.successUrl);
  successUrl.searchParams.set("session_id", "SESSION_ID");
  let session;
  try {
    session = await provider.createCheckoutSession({
      eventDate: input.eventDate,
      amountCents: consultationEvent.feeEur * 100,
      currency: consultationEvent.currency,
      description: `Consultation day, ${formatEventDate(input.eventDate)} (credited toward treatment)`,
      successUrl: successUrl.toString().replace("SESSION_ID", SESSION_ID_PLACEHOLDER),
      cancelUrl: input.cancelUrl,
      idempotencyKey: `checkout-${hold.id}`,
      bookingId: hold.id,
      expiresAt: closesAt,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
    });
  } catch (error) {
    await db.delete(consultationBookings).where(eq(consultationBookings.id, hold.id));
    throw error;
  }
  await db
    .update(consultationBookings)
    .set({ sessionId: session.id, updatedAt: now })
    .where(eq(consultationBookings.id, hold.id));
  return { ...session, bookingId: hold.id, reference: hold.reference, closesAt };
}

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

export interface ScheduleSettings {
  clinicInbox: string;
  siteUrl: string;
}

/**
 * Sets the appointment of a paid booking, in one transaction: only a time the day offers,
 * only while that time has a place left (concurrent requests for the last place are
 * serialised by a transaction lock on the date and time), then queues the confirmation.
 */
export async function scheduleAppointment(
  db: Database,
  sessionId: string,
  appointment: { date: unknown; time: unknown },
  settings: ScheduleSettings,
): Promise<Booking> {
  const { date, time } = appointment;
  if (
    typeof date !== "string" ||
    !isoDatePattern.test(date) ||
    typeof time !== "string" ||
    !timePattern.test(time)
  ) {
    throw new BookingError(400, "Please send appointment_date as YYYY-MM-DD and appointment_time as HH:MM.");
  }
  if (!(await findDay(db, date)).appointmentTimes.includes(time))
    throw new BookingError(400, "That time is not offered on the consultation day.");
  const known = await findBooking(db, sessionId);
  const manageUrl = known ? await manageBookingUrl(db, settings.siteUrl, known.id) : "";

  return db.transaction(async (tx) => {
    await lockAppointmentTime(tx, date, time);
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId))
      .for("update");
    if (!booking) throw new BookingError(404, "We could not find this booking.");
    if (
      booking.status === "scheduled" &&
      booking.appointmentDate === date &&
      booking.appointmentTime === time
    )
      return booking;
    if (booking.status === "scheduled") {
      throw new BookingError(
        409,
        "This booking already has an appointment. To change it, please contact the clinic.",
      );
    }
    if (booking.status !== "paid") throw new BookingError(409, "This booking has not been paid yet.");
    if (booking.eventDate !== date)
      throw new BookingError(400, "The appointment must be on the day you booked.");

    if ((await timeTaken(tx, date, time)) >= (await lockedDay(tx, date)).placesPerTime) {
      throw new BookingError(409, "That time has just been taken. Please choose another time.");
    }

    const now = new Date();
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

/** Changes to one appointment time are serialised by this lock (taken after any date lock). */
export async function lockAppointmentTime(tx: Transaction, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${date}:${time}`}))`);
}

/** The reference a patient and staff see in emails and on pages. */
export const bookingReference = (booking: Booking) => booking.reference;

/** What was paid, as emails say it: '€50.00'. */
export const bookingAmount = (booking: Pick<Booking, "amountCents">) =>
  `€${(booking.amountCents / 100).toFixed(2)}`;

export function confirmationEmails(
  booking: Booking,
  settings: ScheduleSettings,
  now: Date,
  manageUrl: string,
) {
  const date = formatEventDate(booking.appointmentDate!);
  const facts = {
    when: `${date} at ${booking.appointmentTime}`,
    date,
    time: booking.appointmentTime!,
    reference: booking.reference,
    siteUrl: settings.siteUrl,
    manageUrl,
  };
  const staffFacts = {
    ...facts,
    ...staffFactsOf(booking, settings.siteUrl),
    amount: bookingAmount(booking),
    paidAt: paidAtText(booking),
  };
  const attachment = calendarAttachment(booking, settings.siteUrl, now, "PUBLISH");
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: "booking-confirmation",
            to: booking.customerEmail,
            subject: confirmationEmail.patientSubject(facts),
            text: confirmationEmail.patientText(facts),
            attachments: [attachment],
          },
        ]
      : []),
    {
      kind: "booking-staff",
      to: settings.clinicInbox,
      replyTo: booking.customerEmail ?? undefined,
      subject: confirmationEmail.staffSubject(staffFacts),
      text: confirmationEmail.staffText(staffFacts),
      attachments: [attachment],
    },
  ];
}

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
