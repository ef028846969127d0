/**
 * A booking's calendar invitation (RFC 5545): one UID per booking and its SEQUENCE, so the file
 * in each email and the one downloaded from the pages replace each other in a calendar.
 */
import { consultationDay } from "~/content/consultation-day";
import type { Locale } from "~/content/locales";
import { site } from "~/content/site";
import { confirmationEmailIn } from "~/content/in/booking-emails";
import { buildIcs } from "~/lib/ics";
import type { Booking } from "./types.server";

const calendarUid = (booking: Booking, siteUrl: string) =>
  `booking-${booking.id}@${new URL(siteUrl).hostname}`;

/**
 * The booking's calendar file as the patient downloads it from the confirmation or manage page:
 * the same UID and SEQUENCE as the one in their emails, so opening both leaves one event; in the
 * booking's language.
 */
export function bookingCalendarFile(booking: Booking, siteUrl: string, now = new Date()) {
  return calendarAttachment(booking, siteUrl, now, booking.status === "cancelled" ? "CANCEL" : "PUBLISH");
}

/** The booking's invitation as it stands (or, for a cancellation, the one that withdraws it). */
export function calendarAttachment(
  booking: Booking,
  siteUrl: string,
  now: Date,
  method: "PUBLISH" | "CANCEL",
  /** Its words' language: the booking's (the clinic's copy is English). */
  locale: Locale = booking.language,
) {
  const confirmationEmail = confirmationEmailIn[locale];
  const ics = buildIcs({
    uid: calendarUid(booking, siteUrl),
    date: booking.appointmentDate!,
    time: booking.appointmentTime!,
    // The patient's own part of the day, from their appointment time (the description says so).
    durationMinutes: consultationDay.personalMinutes,
    summary: confirmationEmail.icsSummary,
    description: confirmationEmail.icsDescription(booking.reference, booking.appointmentTime!),
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
