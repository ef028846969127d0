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

/**
 * Whether a link takes answers now, and until which Budapest date (the last day it does; null
 * when it does not, or when it does with no date: a plan whose deposit is paid).
 */
export interface AnswerWindow {
  open: boolean;
  openUntil: string | null;
}

export function bookingAnswerWindow(
  booking: Pick<Booking, "status" | "appointmentDate" | "eventDate">,
  today: string,
): AnswerWindow {
  const day = bookingDay(booking);
  const open = (booking.status === "paid" || booking.status === "scheduled") && day >= today;
  return { open, openUntil: open ? day : null };
}

export async function planAnswerWindow(db: Reader, planId: string, today: string): Promise<AnswerWindow> {
  const current = await currentSentVersion(db, planId);
  if (
    current &&
    (current.status === "sent" || current.status === "viewed" || current.status === "accepted") &&
    current.validUntil >= today
  )
    return { open: true, openUntil: current.validUntil };
  const [paid] = await db
    .select({ id: planDeposits.id })
    .from(planDeposits)
    .where(and(eq(planDeposits.planId, planId), eq(planDeposits.status, "paid")))
    .limit(1);
  return { open: Boolean(paid), openUntil: null };
}
