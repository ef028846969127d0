/**
 * What the clinic's notification emails say about a booking's patient: name, phone, email, and
 * the link to their row on the day sheet (from SITE_URL). Never the provider's session id.
 */
import { deskNotPaidYet } from "~/content/staff-days";
import { formatBudapestDateTime } from "~/lib/format";
import type { Booking } from "./types.server";
import { localeInfo } from "~/content/locales";
import { cameFromText } from "~/content/staff-attribution";

/** The day sheet's address for a booking's day, at the booking's row. */
const staffBookingUrl = (
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
    // Staff emails stay English and name a patient's other language ('Language: German').
    ...(booking.language !== "en" ? { language: localeInfo[booking.language].englishName } : {}),
    // What brought the patient, when the checkout's visit was found (none for phone bookings).
    cameFrom: cameFromText(booking),
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
