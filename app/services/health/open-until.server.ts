/**
 * Until when a link takes answers. Through a booking's link: while the booking is paid or
 * scheduled and its consultation day (the appointment's, else the event's; a Budapest date) is
 * today or later. Through a plan's link: while the plan's current version (the latest sent) is
 * sent, viewed or accepted and not past its valid-until date, or while a deposit on the plan is
 * paid. Afterwards the link still shows whether the clinic has answers, but takes no new ones.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { planDeposits } from "~/db/schema";
import type { Booking } from "../bookings/types.server";
import { currentSentVersion } from "../plans/records.server";

type Reader = Pick<Database, "select">;

/** The Budapest date the booking's visit is on. */
const bookingDay = (booking: Pick<Booking, "appointmentDate" | "eventDate">) =>
  booking.appointmentDate ?? booking.eventDate;

export function bookingTakesAnswers(
  booking: Pick<Booking, "status" | "appointmentDate" | "eventDate">,
  today: string,
): boolean {
  return (booking.status === "paid" || booking.status === "scheduled") && bookingDay(booking) >= today;
}

export async function planTakesAnswers(db: Reader, planId: string, today: string): Promise<boolean> {
  const current = await currentSentVersion(db, planId);
  if (
    current &&
    (current.status === "sent" || current.status === "viewed" || current.status === "accepted") &&
    current.validUntil >= today
  )
    return true;
  const [paid] = await db
    .select({ id: planDeposits.id })
    .from(planDeposits)
    .where(and(eq(planDeposits.planId, planId), eq(planDeposits.status, "paid")))
    .limit(1);
  return Boolean(paid);
}
