/** Closing a consultation day that has paid bookings: each one moved to another open day or refunded. */
import { plainFirstName } from "~/content/lead-emails";
import { eq } from "drizzle-orm";
import { staffDaysCopy } from "~/content/staff-days";
import { dayMovedEmailIn } from "~/content/in/desk-emails";
import { consultationBookings } from "~/db/schema";
import { consultationDay } from "~/content/consultation-day";
import { reminderTextsIn } from "~/content/in/reminder-texts";
import { textLabels } from "~/content/staff-text-labels";
import { budapestInstant } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import { recordAudit } from "../staff/audit.server";
import { manageBookingUrl } from "./links.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import { bookingReference, findBookingById } from "./records.server";
import { type Booking } from "./types.server";
import { bookingRefusals } from "~/content/event";
import { calendarAttachment } from "./calendar.server";
import { moveBooking } from "./changes.server";
import { refundBooking } from "./refunds.server";
import { queueEmails } from "../mail/outbox.server";
import { queueTexts, textRecipientOf } from "../messages/queue.server";
import { planReminders } from "./reminders.server";
import { siteHomeIn } from "./site-home.server";
import type { ServiceContext, StaffContext } from "../context.server";
import { type DaySettings, paidBookings, saveDay } from "./day-settings.server";
import { isBookable, lockedDay } from "./days.server";
import { closeWaitingList, entryLinks } from "./waiting-list.server";

/**
 * Closing a consultation day that has paid bookings: the day closes (no checkout, phone booking
 * or move can take a place on it from then on), then each booking is moved to the open day staff
 * chose, or refunded, through the booking code's own paths as staff (the same locks, emails,
 * calendar updates and reminder plans as a single move or refund), one transaction per booking.
 */

const errors = staffDaysCopy.errors;

export type CloseDecision = { disposition: "move"; target: string } | { disposition: "refund" };

export interface CloseResult {
  moved: number;
  refunded: number;
  /** Bookings left on the closed day (a race filled the target, or the provider failed). */
  failed: number;
}

export async function closeDay(
  ctx: StaffContext,
  date: string,
  settings: DaySettings,
  decision: CloseDecision,
): Promise<CloseResult> {
  const { db, staff: actor, log: logger } = ctx;
  const now = ctx.now();
  const links = await entryLinks(ctx);
  const bookings = await db.transaction(async (tx) => {
    // Date locks in one order on every server, as the booking code takes them.
    const dates = decision.disposition === "move" ? [date, decision.target] : [date];
    for (const day of [...new Set(dates)].sort()) await lockEventDate(tx, day);
    const before = await lockedDay(tx, date);
    if (!before.stored) throw new BookingError(404, errors.noSuchDay);
    const paid = await paidBookings(tx, date);
    if (decision.disposition === "move" && paid.length > 0) {
      const target = await lockedDay(tx, decision.target);
      if (decision.target === date || !isBookable(target, now))
        throw new BookingError(400, errors.targetNotOpen);
      const free = target.capacity - (await placesTaken(tx, decision.target, now));
      if (free < paid.length)
        throw new BookingError(409, errors.targetTooSmall(paid.length, Math.max(0, free)));
    }
    await saveDay(tx, actor, date, { ...settings, open: false }, now);
    await closeWaitingList(tx, links, date, now);
    await recordAudit(tx, actor, "day.close", `day:${date}`, {
      bookings: paid.length,
      ...(decision.disposition === "move" ? { movedTo: decision.target } : {}),
    });
    return paid;
  });

  const result: CloseResult = { moved: 0, refunded: 0, failed: 0 };
  const reason = staffDaysCopy.close.refundReason(formatEventDate(date), settings.reason);
  for (const booking of bookings) {
    try {
      // Each move or refund is the booking code's own, as staff, with its own audit row.
      if (decision.disposition === "move") {
        await moveOne(ctx, booking, decision.target, settings.reason);
        result.moved++;
      } else {
        await refundBooking(ctx, booking.id, reason);
        result.refunded++;
      }
    } catch (error) {
      // The others still go ahead; this one stays on the closed day, shown on its page.
      result.failed++;
      logger.warn({ bookingId: booking.id, err: error }, "closing a day: a booking was not changed");
    }
  }
  await recordAudit(db, actor, "day.close.bookings", `day:${date}`, { ...result });
  return result;
}

/**
 * Moves one booking off a closed day: at its own time when the new day offers it and has a
 * place then (the patient is sent the change and a new invitation), otherwise with no time, and
 * the patient chooses again from the manage link.
 */
async function moveOne(
  ctx: StaffContext,
  booking: Booking,
  target: string,
  reason: string | null,
): Promise<Booking> {
  const time = booking.appointmentTime;
  if (time) {
    try {
      const moved = await moveBooking(ctx, booking.id, { date: target, time });
      const manageUrl = await manageBookingUrl(ctx.db, ctx.settings.siteUrl, moved.id);
      await queueDayMovedText(ctx.db, booking.eventDate, moved, manageUrl, ctx.now());
      return moved;
    } catch (error) {
      // That time is not offered, or full, on the new day: the patient chooses another.
      if (!(error instanceof BookingError) || (error.status !== 400 && error.status !== 409)) throw error;
    }
  }
  return moveWithoutTime(ctx, booking.id, target, reason);
}

/** Moves a paid booking to another open day with no appointment time, and tells the patient. */
async function moveWithoutTime(
  ctx: ServiceContext,
  bookingId: string,
  target: string,
  reason: string | null,
): Promise<Booking> {
  const moved = await moveOffDay(ctx, bookingId, target, reason);
  if (ctx.staff) await recordAudit(ctx.db, ctx.staff, "booking.move", `booking:${moved.id}`, { to: target });
  return moved;
}

async function moveOffDay(
  ctx: ServiceContext,
  bookingId: string,
  target: string,
  reason: string | null,
): Promise<Booking> {
  const { db, settings: mail } = ctx;
  const now = ctx.now();
  const known = await findBookingById(db, bookingId);
  if (!known) throw new BookingError(404, bookingRefusals.bookingNotFound);
  const manageUrl = await manageBookingUrl(db, mail.siteUrl, known.id);
  return db.transaction(async (tx) => {
    for (const day of [...new Set([known.eventDate, target])].sort()) await lockEventDate(tx, day);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (current.status !== "paid" && current.status !== "scheduled")
      throw new BookingError(409, bookingRefusals.noLongerPaid);
    const day = await lockedDay(tx, target);
    if (!isBookable(day, now)) throw new BookingError(400, bookingRefusals.dayNotOffered);
    if ((await placesTaken(tx, target, now)) >= day.capacity)
      throw new BookingError(409, bookingRefusals.fullyBooked);
    const hadTime = current.appointmentTime !== null && current.appointmentDate !== null;
    const withdrawn = { ...current, calendarSequence: current.calendarSequence + 1 };
    const [moved] = await tx
      .update(consultationBookings)
      .set({
        eventDate: target,
        appointmentDate: null,
        appointmentTime: null,
        status: "paid",
        calendarSequence: hadTime ? withdrawn.calendarSequence : current.calendarSequence,
        updatedAt: now,
      })
      .where(eq(consultationBookings.id, current.id))
      .returning();
    if (moved.customerEmail) {
      const locale = moved.language;
      const facts = {
        from: formatEventDate(current.eventDate, locale),
        to: formatEventDate(target, locale),
        reason,
        reference: bookingReference(moved),
        manageUrl,
        siteUrl: siteHomeIn(mail.siteUrl, locale),
        firstName: plainFirstName(moved.customerName ?? ""),
      };
      await queueEmails(tx, [
        {
          kind: "booking-change",
          to: moved.customerEmail,
          subject: dayMovedEmailIn[locale].subject(facts),
          text: dayMovedEmailIn[locale].text(facts),
          // The old appointment comes out of the patient's calendar.
          attachments: hadTime ? [calendarAttachment(withdrawn, mail.siteUrl, now, "CANCEL")] : [],
        },
      ]);
    }
    await queueDayMovedText(tx, current.eventDate, moved, manageUrl, now);
    await planReminders(tx, moved, mail, now, manageUrl);
    return moved;
  });
}

/**
 * The text a patient who chose texts gets when their day closed and the booking moved (the day
 * they planned to fly for): the new day, its time if it kept one, and the manage link.
 */
async function queueDayMovedText(
  writer: Parameters<typeof queueTexts>[0],
  closedDate: string,
  moved: Booking,
  manageUrl: string,
  now: Date,
): Promise<void> {
  const recipient = textRecipientOf({
    textChannel: moved.textChannel,
    phone: moved.customerPhone,
    textTimeZone: moved.textTimeZone,
  });
  if (!recipient) return;
  const locale = moved.language;
  const time = moved.status === "scheduled" ? moved.appointmentTime : null;
  await queueTexts(
    writer,
    [
      {
        kind: "booking-change",
        recipient,
        label: textLabels.dayMoved,
        text: reminderTextsIn[locale].dayMoved({
          closedDate: formatEventDate(closedDate, locale),
          date: formatEventDate(moved.eventDate, locale),
          time,
          reference: bookingReference(moved),
          manageUrl,
        }),
        sendBefore: budapestInstant(moved.eventDate, time ?? consultationDay.opens),
        bookingId: moved.id,
      },
    ],
    now,
  );
}
