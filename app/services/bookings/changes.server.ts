/**
 * Changing a paid booking: the patient's manage link and what it allows (spec section 9), moving
 * to another time or day, and cancelling, each with the emails it sends and its reminders
 * re-planned, in one transaction.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import type { Locale } from "~/content/locales";
import { cancelEmailIn, changeEmailIn } from "~/content/in/booking-emails";
import { bookingRefusalsIn } from "~/content/in/event";
import type { Database } from "~/db/client.server";
import type { ServiceContext, Settings } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { consultationBookings } from "~/db/schema";
import { budapestToday } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import { lastDayToMoveFor, movableOn } from "~/lib/notice-window";
import { bookingLinkSecret, manageBookingUrl, verifyBookingToken } from "./links.server";
import { findDay, isBookable, lockedDay, offeredDates } from "./days.server";
import { planReminders } from "./reminders.server";
import { patientAndClinicEmails } from "./emails.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import { confirmationEmails } from "./confirmation-emails.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import { bookingReference, dateAtTime, findBookingById } from "./records.server";
import { lockAppointmentTime } from "./scheduling.server";
import { type Booking } from "./types.server";
import { calendarAttachment } from "./calendar.server";
import { entryLinks, offerFreedPlaces } from "./waiting-list.server";

/** Who changes a booking: the patient (by the manage link, under the spec's rules) or staff. */
type BookingActor = "patient" | "staff";

/** Staff when the context acts for a member of staff; otherwise the patient, by the manage link. */
const actorOf = (ctx: ServiceContext): BookingActor => (ctx.staff ? "staff" : "patient");

const activeStatuses: readonly Booking["status"][] = ["paid", "scheduled"];

/** The consultation day a booking is for. */
const bookedDay = (booking: Booking) => booking.appointmentDate ?? booking.eventDate;

/** The last day the patient may move a booking to another date themselves (spec section 9). */
export const lastDayToMove = (booking: Booking) => lastDayToMoveFor(bookedDay(booking));

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
    move: active && movableOn(bookedDay(booking), today),
    cancel: active && beforeDay,
  };
}

/**
 * Whether a manage link still opens the booking: a paid, scheduled or cancelled booking,
 * until its consultation day is over (Budapest time). Afterwards the link is expired (404).
 */
function manageLinkOpen(booking: Booking, now: Date): boolean {
  const shown: readonly Booking["status"][] = ["paid", "scheduled", "cancelled"];
  if (!shown.includes(booking.status)) return false;
  if (booking.status === "cancelled" && !booking.cancelledAt) return false; // an unpaid checkout
  return budapestToday(now) <= bookedDay(booking);
}

/** The booking a manage link opens, or undefined: a forged token, or a link past its day. */
export async function findBookingByToken(
  db: Database,
  token: unknown,
  now: Date,
): Promise<Booking | undefined> {
  const id = verifyBookingToken(await bookingLinkSecret(db), token);
  if (!id) return undefined;
  const booking = await findBookingById(db, id);
  return booking && manageLinkOpen(booking, now) ? booking : undefined;
}

const NOT_FOUND = bookingRefusalsIn.en.bookingNotFound;
const notActive = (booking: Booking, refusals = bookingRefusalsIn.en) =>
  booking.status === "cancelled" ? refusals.cancelled : refusals.notPaid;

/** A refusal is said to the patient in their language; to staff in English. */
const refusalsFor = (booking: Booking, by: BookingActor) =>
  bookingRefusalsIn[by === "patient" ? booking.language : "en"];

/** Changes the appointment time on the booked day (or sets it, if none was chosen yet). */
export function changeAppointmentTime(
  ctx: ServiceContext,
  bookingId: string,
  time: string,
): Promise<Booking> {
  return rebook(ctx, bookingId, { time });
}

/**
 * Moves a booking to another offered date and a time on it. The patient may do this up to
 * `rescheduleNoticeDays` before the booked day (403 inside that); staff at any time. The new
 * day's places (holds included) and the time's places are checked under the same locks the
 * checkout and the scheduler take (409 when full).
 */
export async function moveBooking(
  ctx: ServiceContext,
  bookingId: string,
  target: { date: string; time: string },
): Promise<Booking> {
  const moved = await rebook(ctx, bookingId, target);
  if (ctx.staff)
    await recordAudit(ctx.db, ctx.staff, "booking.move", `booking:${moved.id}`, {
      to: `${target.date} ${target.time}`,
    });
  return moved;
}

async function rebook(
  ctx: ServiceContext,
  bookingId: string,
  target: { date?: string; time: string },
): Promise<Booking> {
  const { db, settings, log: logger } = ctx;
  const now = ctx.now();
  const by = actorOf(ctx);
  const known = await findBookingById(db, bookingId);
  if (!known) throw new BookingError(404, NOT_FOUND);
  const bookingRefusals = refusalsFor(known, by);
  const date = target.date ?? known.eventDate;
  const moving = date !== known.eventDate;
  if (!(await findDay(db, date, now)).appointmentTimes.includes(target.time))
    throw new BookingError(400, bookingRefusals.timeNotOffered);
  if (moving && !(await offeredDates(db, now)).includes(date))
    throw new BookingError(400, bookingRefusals.dayNotOffered);
  const manageUrl = await manageBookingUrl(db, settings.siteUrl, known.id);
  const links = await entryLinks(ctx);

  const { booking, emails } = await db.transaction(async (tx) => {
    // Date locks first, in one order on every server (no deadlock), then the time's lock.
    for (const day of [...new Set([known.eventDate, date])].sort()) await lockEventDate(tx, day);
    await lockAppointmentTime(tx, date, target.time);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (current.eventDate !== known.eventDate) throw new BookingError(409, bookingRefusals.changedMeanwhile);
    if (!activeStatuses.includes(current.status))
      throw new BookingError(409, notActive(current, bookingRefusals));
    if (current.appointmentDate === date && current.appointmentTime === target.time)
      return { booking: current, emails: [] };
    if (by === "patient") {
      const allowed = patientOptions(current, now);
      if (moving && !allowed.move) {
        throw new BookingError(403, bookingRefusals.moveTooLate(consultationEvent.rescheduleNoticeDays));
      }
      if (!allowed.changeTime) throw new BookingError(403, bookingRefusals.dayBegunChange);
    }
    const day = await lockedDay(tx, date);
    if (moving && !isBookable(day, now)) throw new BookingError(400, bookingRefusals.dayNotOffered);
    if (moving && (await placesTaken(tx, date, now)) >= day.capacity)
      throw new BookingError(409, bookingRefusals.fullyBooked);
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
    if (Number(taken) >= day.placesPerTime) throw new BookingError(409, bookingRefusals.timeFullyBooked);

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
    // The place it left on its old day goes to that day's waiting list first.
    if (moving) await offerFreedPlaces(tx, links, known.eventDate, now);
    return { booking: updated, emails };
  });
  if (emails.length > 0) logger.info({ bookingId: booking.id, by, moved: moving }, "booking changed");
  return booking;
}

const describeAppointment = (booking: Booking, locale: Locale = "en") =>
  booking.appointmentTime
    ? dateAtTime(bookedDay(booking), booking.appointmentTime, locale)
    : formatEventDate(bookedDay(booking), locale);

const actorText = (by: BookingActor) => (by === "staff" ? "staff" : "the patient (manage link)");

function changeEmails(
  before: Booking,
  after: Booking,
  settings: Settings,
  now: Date,
  manageUrl: string,
  by: BookingActor,
): QueuedEmail[] {
  return patientAndClinicEmails(after, settings, {
    kinds: { patient: "booking-change", clinic: "booking-change-staff" },
    wordsIn: changeEmailIn,
    factsIn: (locale) => ({
      when: describeAppointment(after, locale),
      before: describeAppointment(before, locale),
      date: formatEventDate(bookedDay(after), locale),
      time: after.appointmentTime,
      reference: bookingReference(after),
      siteUrl: settings.siteUrl,
      manageUrl,
    }),
    clinicFacts: { by: actorText(by) },
    attachmentsIn: (locale) => [calendarAttachment(after, settings.siteUrl, now, "PUBLISH", locale)],
  });
}

/**
 * Cancels a paid booking: its place is free at once, its reminders are withdrawn, the patient
 * gets a calendar cancellation and the clinic a notice. The fee is not refunded (spec section
 * 9). Cancelling twice changes nothing the second time.
 */
export async function cancelBooking(ctx: ServiceContext, bookingId: string): Promise<Booking> {
  const { db, settings, log: logger } = ctx;
  const now = ctx.now();
  const by = actorOf(ctx);
  const known = await findBookingById(db, bookingId);
  if (!known) throw new BookingError(404, NOT_FOUND);
  const bookingRefusals = refusalsFor(known, by);
  const links = await entryLinks(ctx);
  return db.transaction(async (tx) => {
    await lockEventDate(tx, known.eventDate);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (current.status === "cancelled" && current.cancelledAt) return current;
    if (!activeStatuses.includes(current.status))
      throw new BookingError(409, notActive(current, bookingRefusals));
    if (by === "patient" && !patientOptions(current, now).cancel)
      throw new BookingError(403, bookingRefusals.dayBegunCancel);
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
    // Its place goes to the day's waiting list before anyone else can take it.
    await offerFreedPlaces(tx, links, cancelled.eventDate, now);
    logger.info({ bookingId: cancelled.id, by }, "booking cancelled");
    return cancelled;
  });
}

function cancelEmails(booking: Booking, settings: Settings, now: Date, by: BookingActor): QueuedEmail[] {
  return patientAndClinicEmails(booking, settings, {
    kinds: { patient: "booking-cancel", clinic: "booking-cancel-staff" },
    wordsIn: cancelEmailIn,
    factsIn: (locale) => ({
      when: describeAppointment(booking, locale),
      date: formatEventDate(bookedDay(booking), locale),
      reference: bookingReference(booking),
      siteUrl: settings.siteUrl,
    }),
    clinicFacts: { by: actorText(by) },
    // Only an appointment that was in a calendar needs taking out of it; the clinic's notice has none.
    attachmentsIn: (locale) =>
      booking.appointmentTime ? [calendarAttachment(booking, settings.siteUrl, now, "CANCEL", locale)] : [],
    clinicAttachments: false,
  });
}
