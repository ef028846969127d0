/**
 * The reminder to fill in the medical history: one email, 7 days before the consultation day (a
 * Budapest date, at the hour of the booking's own reminders), to a paid or scheduled booking
 * whose person the clinic has no history from yet, in the patient's language with their form's
 * link and their manage link (app/content/booking-emails.ts `historyReminderEmail`). A booking
 * paid online after that moment gets none: its receipt, moments before, carried the link.
 *
 * The 'medical history reminders' job looks every few minutes. Each reminder is claimed by a row
 * of `medical_history_reminders` (its primary key is the booking) in the transaction that queues
 * its outbox row, after locking the booking's row and checking it is still paid or scheduled,
 * its day still ahead and the history still missing: two servers running the job at once queue
 * one. The history arriving, or the booking cancelled or refunded, withdraws a reminder still
 * waiting (reminder-outbox.server.ts); the outbox worker asks again just before sending.
 */
import { plainFirstName } from "~/content/lead-emails";
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import { historyReminderEmailIn } from "~/content/in/booking-emails";
import { consultationBookings, medicalHistories, medicalHistoryReminders } from "~/db/schema";
import { addDays, budapestInstant, budapestToday } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import { manageBookingUrl } from "../bookings/links.server";
import type { Booking } from "../bookings/types.server";
import type { ServiceContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import type { Job } from "../platform/scheduler.server";
import { medicalHistoryUrl } from "./links.server";
import { HISTORY_REMINDER_KIND } from "./reminder-outbox.server";
import { historyOf } from "./records.server";

const DAYS_BEFORE = 7;

const dayOf = (booking: Pick<Booking, "appointmentDate" | "eventDate">) =>
  booking.appointmentDate ?? booking.eventDate;
const isActive = (booking: Pick<Booking, "status">) =>
  booking.status === "paid" || booking.status === "scheduled";

/** The moment a booking's reminder is due: 7 days before its day, at the reminders' hour. */
const dueAt = (booking: Booking) =>
  budapestInstant(addDays(dayOf(booking), -DAYS_BEFORE), consultationEvent.reminders.sendAt);

/** Due now: its moment has come, its day is still ahead, and it was not paid online after the moment. */
const isDue = (booking: Booking, now: Date) =>
  dueAt(booking) <= now &&
  dayOf(booking) > budapestToday(now) &&
  !(booking.paidAt && booking.paidAt >= dueAt(booking));

/**
 * Queues the booking's reminder unless it was claimed before or no longer applies: the booking's
 * row is locked first, so a change to it, or a history being stored for its person
 * (withdrawHistoryReminders locks their bookings), waits for this, or this for it.
 */
async function queueHistoryReminder(ctx: ServiceContext, bookingId: string): Promise<boolean> {
  const now = ctx.now();
  const manageUrl = await manageBookingUrl(ctx.db, ctx.settings.siteUrl, bookingId);
  const historyUrl = await medicalHistoryUrl(ctx, { bookingId });
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId))
      .for("update");
    if (!booking?.customerEmail || !isActive(booking) || !isDue(booking, now)) return false;
    if (await historyOf(tx, booking.customerEmail)) return false;
    const [claimed] = await tx
      .insert(medicalHistoryReminders)
      .values({ bookingId })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const words = historyReminderEmailIn[booking.language];
    const facts = {
      date: formatEventDate(dayOf(booking), booking.language),
      reference: booking.reference,
      medicalHistoryUrl: historyUrl,
      manageUrl,
      siteUrl: ctx.settings.siteUrl,
      firstName: plainFirstName(booking.customerName ?? ""),
    };
    const [outboxId] = await queueEmails(tx, [
      {
        kind: HISTORY_REMINDER_KIND,
        to: booking.customerEmail,
        subject: words.subject(facts),
        text: words.text(facts),
        // Named by its booking, so the outbox worker asks again just before sending it.
        bookingId,
      },
    ]);
    await tx
      .update(medicalHistoryReminders)
      .set({ outboxId })
      .where(eq(medicalHistoryReminders.bookingId, bookingId));
    return true;
  });
}

/** Queues every reminder due now; returns how many. */
export async function sendHistoryReminders(ctx: ServiceContext): Promise<{ queued: number }> {
  const now = ctx.now();
  const today = budapestToday(now);
  const day = sql<string>`coalesce(${consultationBookings.appointmentDate}, ${consultationBookings.eventDate})`;
  const rows = await ctx.db
    .select({ booking: consultationBookings })
    .from(consultationBookings)
    .leftJoin(medicalHistoryReminders, eq(medicalHistoryReminders.bookingId, consultationBookings.id))
    .where(
      and(
        inArray(consultationBookings.status, ["paid", "scheduled"]),
        isNotNull(consultationBookings.customerEmail),
        isNull(medicalHistoryReminders.bookingId),
        gt(day, today),
        lte(day, addDays(today, DAYS_BEFORE)),
        notExists(
          ctx.db
            .select({ id: medicalHistories.id })
            .from(medicalHistories)
            .where(eq(medicalHistories.email, sql`lower(btrim(${consultationBookings.customerEmail}))`)),
        ),
      ),
    );
  let queued = 0;
  for (const { booking } of rows)
    if (isDue(booking, now) && (await queueHistoryReminder(ctx, booking.id))) queued += 1;
  return { queued };
}

/** The job: every five minutes, the first a minute after start. */
export function historyReminderJob(ctx: ServiceContext): Job {
  return {
    name: "medical history reminders",
    does: "emails a patient whose consultation day is a week away, and whose medical history the clinic does not have, its link, once",
    intervalMs: 5 * 60_000,
    firstRunMs: 60_000,
    run: () => sendHistoryReminders(ctx),
  };
}
