/**
 * The emails that confirm a scheduled appointment: the patient's (when we have their address)
 * and the clinic's, each with the booking's calendar invitation.
 */
import { confirmationEmailIn } from "~/content/in/booking-emails";
import { formatEventDate } from "~/lib/format";
import type { Settings } from "../context.server";
import type { QueuedEmail } from "../mail/outbox.server";
import { calendarAttachment } from "./calendar.server";
import { patientAndClinicEmails } from "./emails.server";
import { bookingAmount, dateAtTime } from "./records.server";
import { paidAtText } from "./staff-facts.server";
import type { Booking } from "./types.server";

export function confirmationEmails(
  booking: Booking,
  settings: Settings,
  now: Date,
  manageUrl: string,
): QueuedEmail[] {
  return patientAndClinicEmails(booking, settings, {
    kinds: { patient: "booking-confirmation", clinic: "booking-staff" },
    wordsIn: confirmationEmailIn,
    factsIn: (locale) => ({
      when: dateAtTime(booking.appointmentDate!, booking.appointmentTime!, locale),
      date: formatEventDate(booking.appointmentDate!, locale),
      time: booking.appointmentTime!,
      reference: booking.reference,
      siteUrl: settings.siteUrl,
      manageUrl,
    }),
    clinicFacts: { amount: bookingAmount(booking), paidAt: paidAtText(booking) },
    attachmentsIn: (locale) => [calendarAttachment(booking, settings.siteUrl, now, "PUBLISH", locale)],
  });
}
