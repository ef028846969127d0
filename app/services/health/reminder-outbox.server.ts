/**
 * Withdrawing the medical history's reminder while it waits in the outbox (reminders.server.ts
 * queues it): when the person's history arrives (submit.server.ts), and when the booking is no
 * longer paid or scheduled (a cancellation or a refund re-plans the booking's reminders,
 * bookings/reminders.server.ts). The outbox worker asks again just before sending (the row must
 * still be there), so a withdrawn reminder never goes. Apart from the job, so that the bookings'
 * reminders can call it without importing the health service's links and views.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings, outbox } from "~/db/schema";

export const HISTORY_REMINDER_KIND = "medical-history-reminder";

/** The booking's reminder not yet sent, in the transaction that cancelled or refunded it. */
export async function withdrawBookingHistoryReminder(
  writer: Pick<Database, "delete">,
  bookingId: string,
): Promise<void> {
  await writer
    .delete(outbox)
    .where(
      and(eq(outbox.bookingId, bookingId), eq(outbox.kind, HISTORY_REMINDER_KIND), isNull(outbox.sentAt)),
    );
}

/**
 * Every reminder still waiting for this person's bookings (their email, as a history is found):
 * after their answers are stored. The bookings are locked first, so a reminder being queued for
 * one of them (under the same lock) is either done, and withdrawn here, or waits and then sees
 * the history.
 */
export async function withdrawHistoryReminders(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bookings = await tx
      .select({ id: consultationBookings.id })
      .from(consultationBookings)
      .where(eq(sql`lower(btrim(${consultationBookings.customerEmail}))`, email.trim().toLowerCase()))
      .orderBy(asc(consultationBookings.id))
      .for("update");
    if (bookings.length === 0) return;
    await tx.delete(outbox).where(
      and(
        inArray(
          outbox.bookingId,
          bookings.map((booking) => booking.id),
        ),
        eq(outbox.kind, HISTORY_REMINDER_KIND),
        isNull(outbox.sentAt),
      ),
    );
  });
}
