import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { cancelEmail, changeEmail, confirmationEmail, staffRefundEmail } from "~/content/booking-emails";
import { consultationEvent } from "~/content/event";
import { deskCancelledEmail } from "~/content/staff-days";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { newBookingReference, normaliseReference } from "~/lib/booking-reference";
import { addDays, budapestToday, formatEventDate } from "~/lib/event-dates";
import { buildIcs } from "~/lib/ics";
import { logger } from "~/lib/logger.server";
import { bookingLinkSecret, manageBookingUrl, verifyBookingToken } from "./booking-links.server";
import { dayCounts, findDay, findDays, isBookable, lockedDay, offeredDates } from "./bookings/days.server";
import { planReminders, withdrawReminders } from "./bookings/reminders.server";
import { paidAtText, staffFactsOf } from "./bookings/staff-facts.server";
import { queueEmails, type QueuedEmail } from "./outbox.server";
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
export async function seatsLeft(db: Database, dates: string[], now = new Date()): Promise<Record<string, number>> {
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
  const holdMinutes = input.holdMinutes ?? consultationEvent.checkoutMinutes;
  const closesAt = new Date(now.getTime() + holdMinutes * 60_000 + SESSION_MARGIN_MS);
  const hold = await withFreshReference(drawReference, (reference) =>
    db.transaction(async (tx) => {
      await lockEventDate(tx, input.eventDate);
      // The day as it is now: closed or made smaller a moment ago counts.
      const day = await lockedDay(tx, input.eventDate);
      if (!isBookable(day, now)) throw new BookingError(400, DAY_NOT_OFFERED);
      if ((await placesTaken(tx, input.eventDate, now)) >= day.capacity) throw new BookingError(409, FULLY_BOOKED);
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

interface ScheduleSettings {
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
async function lockAppointmentTime(tx: Transaction, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${date}:${time}`}))`);
}

/** The reference a patient and staff see in emails and on pages. */
export const bookingReference = (booking: Booking) => booking.reference;

/** What was paid, as emails say it: '€50.00'. */
export const bookingAmount = (booking: Pick<Booking, "amountCents">) =>
  `€${(booking.amountCents / 100).toFixed(2)}`;

const calendarUid = (booking: Booking, siteUrl: string) =>
  `booking-${booking.id}@${new URL(siteUrl).hostname}`;

/**
 * The booking's calendar file as the patient downloads it from the confirmation or manage page:
 * the same UID and SEQUENCE as the one in their emails, so opening both leaves one event.
 */
export function bookingCalendarFile(booking: Booking, siteUrl: string, now = new Date()) {
  return calendarAttachment(booking, siteUrl, now, booking.status === "cancelled" ? "CANCEL" : "PUBLISH");
}

/** The booking's invitation as it stands (or, for a cancellation, the one that withdraws it). */
export function calendarAttachment(booking: Booking, siteUrl: string, now: Date, method: "PUBLISH" | "CANCEL") {
  const ics = buildIcs({
    uid: calendarUid(booking, siteUrl),
    date: booking.appointmentDate!,
    time: booking.appointmentTime!,
    durationMinutes: 60,
    summary: confirmationEmail.icsSummary,
    description: confirmationEmail.icsDescription(bookingReference(booking)),
    location: confirmationEmail.address,
    organizerEmail: site.email,
    now,
    sequence: booking.calendarSequence,
    method,
  });
  return {
    filename: "consultation.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

function confirmationEmails(booking: Booking, settings: ScheduleSettings, now: Date, manageUrl: string) {
  const date = formatEventDate(booking.appointmentDate!);
  const facts = {
    when: `${date} at ${booking.appointmentTime}`,
    date,
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

/** Staff mark who came on the day (or clear the mark). */
export async function markAttendance(
  db: Database,
  bookingId: string,
  attendance: "attended" | "no_show" | null,
): Promise<boolean> {
  const updated = await db
    .update(consultationBookings)
    .set({ attendance, updatedAt: new Date() })
    .where(
      and(
        eq(consultationBookings.id, bookingId),
        inArray(consultationBookings.status, ["paid", "scheduled"]),
      ),
    )
    .returning({ id: consultationBookings.id });
  return updated.length > 0;
}

/**
 * Staff refund a paid booking with a reason: the booking is claimed as refunded under its
 * day's lock (its place is free at once, and a second click refunds nothing), then the
 * provider gives the money back (its idempotency key makes a retry the same refund), and the
 * patient is told.
 */
export async function refundBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  reason: string,
  settings: ScheduleSettings,
  now = new Date(),
): Promise<Booking> {
  const claimed = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId));
    if (!booking) throw new BookingError(404, "We could not find this booking.");
    await lockEventDate(tx, booking.eventDate);
    const [current] = await tx
      .update(consultationBookings)
      .set({ status: "refunded", refundReason: reason, updatedAt: now })
      .where(
        and(
          eq(consultationBookings.id, bookingId),
          inArray(consultationBookings.status, ["paid", "scheduled"]),
        ),
      )
      .returning();
    if (!current) throw new BookingError(409, "Only a paid booking can be refunded.");
    return current;
  });
  // A desk booking never went through a provider: the clinic gives back at the desk what was paid there.
  if (claimed.provider === "desk") return settleDeskRefund(db, claimed, settings, now);
  let refund;
  try {
    refund = await provider.refund(claimed.sessionId, reason);
  } catch (error) {
    // No money moved: the booking is the patient's again, and staff can try once more.
    await db
      .update(consultationBookings)
      .set({ status: claimed.appointmentTime ? "scheduled" : "paid", refundReason: null, updatedAt: now })
      .where(and(eq(consultationBookings.id, bookingId), isNull(consultationBookings.refundReference)));
    throw error;
  }
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(consultationBookings)
      .set({ refundedAt: now, refundReference: refund.id, updatedAt: now })
      .where(eq(consultationBookings.id, bookingId))
      .returning();
    await withdrawReminders(tx, recorded.id);
    if (recorded.customerEmail) {
      await queueEmails(tx, [
        {
          kind: "booking-refund",
          to: recorded.customerEmail,
          subject: staffRefundEmail.patientSubject,
          text: staffRefundEmail.patientText({
            amount: bookingAmount(recorded),
            date: formatEventDate(recorded.eventDate),
            reference: bookingReference(recorded),
            siteUrl: settings.siteUrl,
          }),
        },
      ]);
    }
    return recorded;
  });
}

/** Records a desk booking's refund (or, when nothing was paid yet, its cancellation) and tells the patient. */
async function settleDeskRefund(db: Database, claimed: Booking, settings: ScheduleSettings, now: Date) {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(consultationBookings)
      .set({ refundedAt: now, refundReference: "desk", updatedAt: now })
      .where(eq(consultationBookings.id, claimed.id))
      .returning();
    await planReminders(tx, recorded, settings, now, "");
    if (!recorded.customerEmail) return recorded;
    const facts = {
      amount: bookingAmount(recorded),
      date: formatEventDate(recorded.eventDate),
      reference: bookingReference(recorded),
      siteUrl: settings.siteUrl,
    };
    await queueEmails(tx, [
      recorded.paidAt
        ? {
            kind: "booking-refund",
            to: recorded.customerEmail,
            subject: staffRefundEmail.patientSubject,
            text: staffRefundEmail.patientText(facts),
          }
        : {
            kind: "booking-cancel",
            to: recorded.customerEmail,
            subject: deskCancelledEmail.subject(facts.date),
            text: deskCancelledEmail.text(facts),
          },
    ]);
    return recorded;
  });
}

/** Each day's places: paid (or scheduled), held by an open checkout, and free (days.server.ts). */
export async function dayOccupancy(db: Database, dates: string[], now = new Date()) {
  return dayCounts(db, await findDays(db, dates, now), now);
}

/** A day's attendees: every booking that was paid for it (refunded ones too, marked so). */
export async function dayAttendees(db: Database, date: string) {
  return db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.eventDate, date),
        inArray(consultationBookings.status, ["paid", "scheduled", "refunded"]),
      ),
    )
    .orderBy(sql`${consultationBookings.appointmentTime} nulls last`, consultationBookings.paidAt);
}

export async function findBooking(db: Database, sessionId: string): Promise<Booking | undefined> {
  const [booking] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.sessionId, sessionId));
  return booking;
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

export async function findBookingById(db: Database, id: string): Promise<Booking | undefined> {
  const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id));
  return booking;
}

/** Who changes a booking: the patient (by the manage link, under the spec's rules) or staff. */
export type BookingActor = "patient" | "staff";

export interface ChangeSettings {
  clinicInbox: string;
  siteUrl: string;
  /** Default: the patient, whose changes follow the rules below; staff may move any time. */
  by?: BookingActor;
  /** The clock (tests move it). */
  now?: Date;
}

const activeStatuses: readonly Booking["status"][] = ["paid", "scheduled"];

/** The consultation day a booking is for. */
const bookedDay = (booking: Booking) => booking.appointmentDate ?? booking.eventDate;

/** The last day the patient may move a booking to another date themselves (spec section 9). */
export const lastDayToMove = (booking: Booking) =>
  addDays(bookedDay(booking), -consultationEvent.rescheduleNoticeDays);

/**
 * What the patient may still do with a booking at `now` (Budapest days): change the time or
 * cancel until the day before the consultation day, move to another date until
 * `rescheduleNoticeDays` before it. The manage page offers only these; the changes check again.
 */
export function patientOptions(booking: Booking, now: Date) {
  const today = budapestToday(now);
  const active = activeStatuses.includes(booking.status);
  const beforeDay = today < bookedDay(booking);
  return {
    changeTime: active && beforeDay,
    move: active && today <= lastDayToMove(booking),
    cancel: active && beforeDay,
  };
}

/**
 * Whether a manage link still opens the booking: a paid, scheduled or cancelled booking,
 * until its consultation day is over (Budapest time). Afterwards the link is expired (404).
 */
export function manageLinkOpen(booking: Booking, now: Date): boolean {
  const shown: readonly Booking["status"][] = ["paid", "scheduled", "cancelled"];
  if (!shown.includes(booking.status)) return false;
  if (booking.status === "cancelled" && !booking.cancelledAt) return false; // an unpaid checkout
  return budapestToday(now) <= bookedDay(booking);
}

/** The booking a manage link opens, or undefined: a forged token, or a link past its day. */
export async function findBookingByToken(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<Booking | undefined> {
  const id = verifyBookingToken(await bookingLinkSecret(db), token);
  if (!id) return undefined;
  const booking = await findBookingById(db, id);
  return booking && manageLinkOpen(booking, now) ? booking : undefined;
}

const NOT_FOUND = "We could not find this booking.";
const notActive = (booking: Booking) =>
  booking.status === "cancelled" ? "This booking has been cancelled." : "This booking has not been paid yet.";
const callUs = `please call us on ${site.phone.display}`;

/** Changes the appointment time on the booked day (or sets it, if none was chosen yet). */
export function changeAppointmentTime(
  db: Database,
  bookingId: string,
  time: string,
  settings: ChangeSettings,
): Promise<Booking> {
  return rebook(db, bookingId, { time }, settings);
}

/**
 * Moves a booking to another offered date and a time on it. The patient may do this up to
 * `rescheduleNoticeDays` before the booked day (403 inside that); staff at any time. The new
 * day's places (holds included) and the time's places are checked under the same locks the
 * checkout and the scheduler take (409 when full).
 */
export function moveBooking(
  db: Database,
  bookingId: string,
  target: { date: string; time: string },
  settings: ChangeSettings,
): Promise<Booking> {
  return rebook(db, bookingId, target, settings);
}

async function rebook(
  db: Database,
  bookingId: string,
  target: { date?: string; time: string },
  settings: ChangeSettings,
): Promise<Booking> {
  const now = settings.now ?? new Date();
  const by = settings.by ?? "patient";
  const known = await findBookingById(db, bookingId);
  if (!known) throw new BookingError(404, NOT_FOUND);
  const date = target.date ?? known.eventDate;
  const moving = date !== known.eventDate;
  if (!(await findDay(db, date, now)).appointmentTimes.includes(target.time))
    throw new BookingError(400, "That time is not offered on the consultation day.");
  if (moving && !(await offeredDates(db, now)).includes(date)) throw new BookingError(400, DAY_NOT_OFFERED);
  const manageUrl = await manageBookingUrl(db, settings.siteUrl, known.id);

  const { booking, emails } = await db.transaction(async (tx) => {
    // Date locks first, in one order on every server (no deadlock), then the time's lock.
    for (const day of [...new Set([known.eventDate, date])].sort()) await lockEventDate(tx, day);
    await lockAppointmentTime(tx, date, target.time);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (current.eventDate !== known.eventDate)
      throw new BookingError(409, "This booking was changed a moment ago. Please look at it again.");
    if (!activeStatuses.includes(current.status)) throw new BookingError(409, notActive(current));
    if (current.appointmentDate === date && current.appointmentTime === target.time)
      return { booking: current, emails: [] };
    if (by === "patient") {
      const allowed = patientOptions(current, now);
      if (moving && !allowed.move) {
        throw new BookingError(
          403,
          `A booking can be moved to another date online up to ${consultationEvent.rescheduleNoticeDays} days before the day. To move it now, ${callUs}.`,
        );
      }
      if (!allowed.changeTime)
        throw new BookingError(403, `Your consultation day has begun: to change anything, ${callUs}.`);
    }
    const day = await lockedDay(tx, date);
    if (moving && !isBookable(day, now)) throw new BookingError(400, DAY_NOT_OFFERED);
    if (moving && (await placesTaken(tx, date, now)) >= day.capacity) throw new BookingError(409, FULLY_BOOKED);
    const [{ taken }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.appointmentDate, date),
          eq(consultationBookings.appointmentTime, target.time),
          eq(consultationBookings.status, "scheduled"),
          ne(consultationBookings.id, current.id),
        ),
      );
    if (Number(taken) >= day.placesPerTime)
      throw new BookingError(409, "That time is fully booked. Please choose another time.");

    const firstTime = current.status === "paid";
    const [updated] = await tx
      .update(consultationBookings)
      .set({
        eventDate: date,
        appointmentDate: date,
        appointmentTime: target.time,
        status: "scheduled",
        // A first appointment is the invitation's first version; a change is the next one.
        calendarSequence: firstTime ? current.calendarSequence : current.calendarSequence + 1,
        updatedAt: now,
      })
      .where(eq(consultationBookings.id, current.id))
      .returning();
    const emails = firstTime
      ? confirmationEmails(updated, settings, now, manageUrl)
      : changeEmails(current, updated, settings, now, manageUrl, by);
    await queueEmails(tx, emails);
    await planReminders(tx, updated, settings, now, manageUrl);
    return { booking: updated, emails };
  });
  if (emails.length > 0) logger.info({ bookingId: booking.id, by, moved: moving }, "booking changed");
  return booking;
}

const describeAppointment = (booking: Booking) =>
  booking.appointmentTime
    ? `${formatEventDate(bookedDay(booking))} at ${booking.appointmentTime}`
    : formatEventDate(bookedDay(booking));

const actorText = (by: BookingActor) => (by === "staff" ? "staff" : "the patient (manage link)");

function changeEmails(
  before: Booking,
  after: Booking,
  settings: ChangeSettings,
  now: Date,
  manageUrl: string,
  by: BookingActor,
): QueuedEmail[] {
  const facts = {
    when: describeAppointment(after),
    before: describeAppointment(before),
    date: formatEventDate(bookedDay(after)),
    reference: bookingReference(after),
    siteUrl: settings.siteUrl,
    manageUrl,
  };
  const staffFacts = {
    ...facts,
    ...staffFactsOf(after, settings.siteUrl),
    by: actorText(by),
  };
  const attachment = calendarAttachment(after, settings.siteUrl, now, "PUBLISH");
  return [
    ...(after.customerEmail
      ? [
          {
            kind: "booking-change",
            to: after.customerEmail,
            subject: changeEmail.patientSubject(facts),
            text: changeEmail.patientText(facts),
            attachments: [attachment],
          },
        ]
      : []),
    {
      kind: "booking-change-staff",
      to: settings.clinicInbox,
      replyTo: after.customerEmail ?? undefined,
      subject: changeEmail.staffSubject(staffFacts),
      text: changeEmail.staffText(staffFacts),
      attachments: [attachment],
    },
  ];
}

/**
 * Cancels a paid booking: its place is free at once, its reminders are withdrawn, the patient
 * gets a calendar cancellation and the clinic a notice. The fee is not refunded (spec section
 * 9). Cancelling twice changes nothing the second time.
 */
export async function cancelBooking(
  db: Database,
  bookingId: string,
  settings: ChangeSettings,
): Promise<Booking> {
  const now = settings.now ?? new Date();
  const by = settings.by ?? "patient";
  const known = await findBookingById(db, bookingId);
  if (!known) throw new BookingError(404, NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockEventDate(tx, known.eventDate);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (current.status === "cancelled" && current.cancelledAt) return current;
    if (!activeStatuses.includes(current.status)) throw new BookingError(409, notActive(current));
    if (by === "patient" && !patientOptions(current, now).cancel)
      throw new BookingError(403, `Your consultation day has begun: to cancel, ${callUs}.`);
    const [cancelled] = await tx
      .update(consultationBookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        calendarSequence: current.calendarSequence + 1,
        updatedAt: now,
      })
      .where(eq(consultationBookings.id, current.id))
      .returning();
    await queueEmails(tx, cancelEmails(cancelled, settings, now, by));
    await planReminders(tx, cancelled, settings, now, "");
    logger.info({ bookingId: cancelled.id, by }, "booking cancelled");
    return cancelled;
  });
}

function cancelEmails(
  booking: Booking,
  settings: ChangeSettings,
  now: Date,
  by: BookingActor,
): QueuedEmail[] {
  const facts = {
    when: describeAppointment(booking),
    date: formatEventDate(bookedDay(booking)),
    reference: bookingReference(booking),
    siteUrl: settings.siteUrl,
  };
  const staffFacts = {
    ...facts,
    ...staffFactsOf(booking, settings.siteUrl),
    by: actorText(by),
  };
  // Only an appointment that was in a calendar needs taking out of it.
  const attachments = booking.appointmentTime
    ? [calendarAttachment(booking, settings.siteUrl, now, "CANCEL")]
    : [];
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: "booking-cancel",
            to: booking.customerEmail,
            subject: cancelEmail.patientSubject(facts),
            text: cancelEmail.patientText(facts),
            attachments,
          },
        ]
      : []),
    {
      kind: "booking-cancel-staff",
      to: settings.clinicInbox,
      replyTo: booking.customerEmail ?? undefined,
      subject: cancelEmail.staffSubject(staffFacts),
      text: cancelEmail.staffText(staffFacts),
    },
  ];
}
