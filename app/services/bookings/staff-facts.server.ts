/**
 * What the clinic's notification emails about a booking say about the patient: their name,
 * phone and email, and the link to the booking's row on the back office's day sheet (built
 * from SITE_URL, never from a request). Never the payment provider's session id.
 */
import { deskNotPaidYet } from "~/content/staff-days";
import type { consultationBookings } from "~/db/schema";
import { formatBudapestDateTime } from "~/lib/budapest-time";

type Booking = typeof consultationBookings.$inferSelect;

/** The day sheet's address for a booking's day, at the booking's row. */
export const staffBookingUrl = (
  siteUrl: string,
  booking: Pick<Booking, "eventDate" | "appointmentDate" | "reference">,
) =>
  `${siteUrl}/staff/consultation-days/${booking.appointmentDate ?? booking.eventDate}#booking-${booking.reference}`;

export function staffFactsOf(booking: Booking, siteUrl: string) {
  return {
    customerEmail: booking.customerEmail,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    discountCode: booking.discountCode,
    staffUrl: staffBookingUrl(siteUrl, booking),
  };
}

/**
 * When it was paid, as the clinic reads it: 'Thu 26 Nov 2026, 14:30 (Budapest time)', or that a
 * phone booking pays at the desk.
 */
export const paidAtText = (booking: Pick<Booking, "paidAt" | "provider">) =>
  booking.paidAt
    ? formatBudapestDateTime(booking.paidAt)
    : booking.provider === "desk"
      ? deskNotPaidYet
      : "not recorded";
