/**
 * A booking's reminder emails, planned as outbox rows that wait for their `send_after` time, and
 * re-planned in the transaction of every change to the booking.
 */
import { and, eq, isNull, like } from "drizzle-orm";
import { reminderEmailIn } from "~/content/in/booking-emails";
import { plainFirstName } from "~/content/lead-emails";
import { reminderTextsIn } from "~/content/in/reminder-texts";
import { textLabels } from "~/content/staff-text-labels";
import { consultationDay } from "~/content/consultation-day";
import { consultationEvent } from "~/content/event";
import { outbox } from "~/db/schema";
import { addDays, budapestInstant } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import type { Settings } from "../context.server";
import { withdrawBookingHistoryReminder } from "../health/reminder-outbox.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import { queueTexts, textRecipientOf, type QueuedText } from "../messages/queue.server";
import type { Booking, Transaction } from "./types.server";

/*
 * Which reminders: a week and a day before the consultation day for every paid booking (with its
 * time, or asking the patient to choose one), and, for a patient who has paid but not chosen a
 * time, one 48 hours after payment. Every change to a booking (payment, a time chosen, a move, a
 * cancellation, a refund) re-plans them in the transaction that made it.
 */

const REMINDER_KIND = "booking-reminder";
/** The nudge to choose a time: this long after payment, if the patient still has not. */
const CHOOSE_TIME_AFTER_MS = 48 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The booking's reminders from `now` on, as outbox rows (none for a booking that is not paid or
 * scheduled, or has no email). A reminder whose moment has passed (a booking made or moved
 * late) is not sent late; the nudge to choose a time is not sent once the last day-before
 * reminder (which says the same) is due.
 */
function plannedReminders(booking: Booking, now: Date, manageUrl: string, siteUrl: string): QueuedEmail[] {
  const active = booking.status === "paid" || booking.status === "scheduled";
  if (!active || !booking.customerEmail) return [];
  const day = booking.appointmentDate ?? booking.eventDate;
  // In the patient's language.
  const reminderEmail = reminderEmailIn[booking.language];
  const facts = {
    date: formatEventDate(day, booking.language),
    time: booking.status === "scheduled" ? booking.appointmentTime : null,
    reference: booking.reference,
    siteUrl,
    manageUrl,
    firstName: plainFirstName(booking.customerName ?? ""),
  };
  const dayBefore = (daysBefore: number) =>
    budapestInstant(addDays(day, -daysBefore), consultationEvent.reminders.sendAt);
  const reminders: QueuedEmail[] = [];
  // A phone booking paying at the desk counts from when it was taken.
  const committedAt = booking.paidAt ?? (booking.provider === "desk" ? booking.createdAt : null);
  if (!facts.time && committedAt) {
    const sendAfter = new Date(committedAt.getTime() + CHOOSE_TIME_AFTER_MS);
    const lastReminder = dayBefore(Math.min(...consultationEvent.reminders.daysBefore));
    if (sendAfter > now && sendAfter < lastReminder) {
      reminders.push({
        kind: `${REMINDER_KIND}-choose-time`,
        to: booking.customerEmail,
        subject: reminderEmail.chooseTimeSubject(facts),
        text: reminderEmail.chooseTimeText(facts),
        sendAfter,
        bookingId: booking.id,
      });
    }
  }
  for (const daysBefore of consultationEvent.reminders.daysBefore) {
    const sendAfter = dayBefore(daysBefore);
    if (sendAfter <= now) continue;
    reminders.push({
      kind: `${REMINDER_KIND}-${daysBefore}d`,
      to: booking.customerEmail,
      subject: reminderEmail.subject(daysBefore, facts),
      text: reminderEmail.text(daysBefore, facts),
      sendAfter,
      bookingId: booking.id,
    });
  }
  return reminders;
}

/** The texts go with the day-before reminder and the nudge to choose a time (issue 44). */
const TEXT_DAYS_BEFORE = 1;

/**
 * The texts that go with the reminders, for a patient who chose them (SMS or WhatsApp) and gave a
 * number in international form: the day-before reminder and the nudge to choose a time, each due
 * when its email is (and moved to 08:00 on the patient's clock when that is at night), and given
 * up if not sent before the consultation day starts (or, for the nudge, before the day-before
 * reminder, which says the same).
 */
function plannedReminderTexts(booking: Booking, emails: QueuedEmail[], manageUrl: string): QueuedText[] {
  const recipient = textRecipientOf({
    textChannel: booking.textChannel,
    phone: booking.customerPhone,
    textTimeZone: booking.textTimeZone,
  });
  if (!recipient) return [];
  const day = booking.appointmentDate ?? booking.eventDate;
  const facts = {
    date: formatEventDate(day, booking.language),
    time: booking.status === "scheduled" ? booking.appointmentTime : null,
    reference: booking.reference,
    manageUrl,
  };
  const texts = reminderTextsIn[booking.language];
  const dayStarts = budapestInstant(day, facts.time ?? consultationDay.opens);
  const dayBefore = emails.find((email) => email.kind === `${REMINDER_KIND}-${TEXT_DAYS_BEFORE}d`);
  const chooseTime = emails.find((email) => email.kind === `${REMINDER_KIND}-choose-time`);
  const planned: QueuedText[] = [];
  if (chooseTime)
    planned.push({
      kind: chooseTime.kind,
      recipient,
      label: textLabels.chooseTime,
      text: texts.chooseTime(facts),
      sendAfter: chooseTime.sendAfter,
      // Not within a day of the day-before reminder: one text a day, and that one matters more.
      sendBefore: new Date((dayBefore?.sendAfter ?? dayStarts).getTime() - DAY_MS),
      bookingId: booking.id,
    });
  if (dayBefore)
    planned.push({
      kind: dayBefore.kind,
      recipient,
      label: textLabels.dayBefore,
      text: texts.dayBefore(facts),
      sendAfter: dayBefore.sendAfter,
      sendBefore: dayStarts,
      bookingId: booking.id,
    });
  return planned;
}

/** Withdraws the booking's reminders not yet sent (a refund; and before every re-plan). */
export async function withdrawReminders(tx: Transaction, bookingId: string): Promise<void> {
  await tx
    .delete(outbox)
    .where(
      and(eq(outbox.bookingId, bookingId), like(outbox.kind, `${REMINDER_KIND}%`), isNull(outbox.sentAt)),
    );
}

/**
 * Re-plans the booking's reminders in the transaction that changed it: the ones not yet sent are
 * withdrawn, then those still ahead are queued. The outbox worker sends each row once (rows are
 * claimed with `skip locked`, and a withdrawn one is looked for again just before sending), so
 * each reminder goes once even with several app servers, and a cancelled, refunded or moved
 * booking's old ones never go.
 */
export async function planReminders(
  tx: Transaction,
  booking: Booking,
  settings: Pick<Settings, "siteUrl">,
  now: Date,
  manageUrl: string,
): Promise<void> {
  await withdrawReminders(tx, booking.id);
  // A cancelled or refunded booking's medical history reminder (app/services/health) goes too.
  if (booking.status !== "paid" && booking.status !== "scheduled")
    await withdrawBookingHistoryReminder(tx, booking.id);
  const emails = plannedReminders(booking, now, manageUrl, settings.siteUrl);
  await queueEmails(tx, emails);
  await queueTexts(tx, plannedReminderTexts(booking, emails, manageUrl), now);
}
