/**
 * The emails that confirm a scheduled appointment: the patient's (when we have their address)
 * and the clinic's, each with the booking's calendar invitation.
 */
import { confirmationEmailIn } from "~/content/in/booking-emails";
import type { Locale } from "~/content/locales";
import { formatEventDate } from "~/lib/format";
import { calendarAttachment } from "./calendar.server";
import { bookingAmount, dateAtTime } from "./records.server";
import type { ScheduleSettings } from "./scheduling.server";
import { paidAtText, staffFactsOf } from "./staff-facts.server";
import type { Booking } from "./types.server";

export function confirmationEmails(
  booking: Booking,
  settings: ScheduleSettings,
  now: Date,
  manageUrl: string,
) {
  // The patient's email in their language; the clinic's in English.
  const locale = booking.language;
  const factsIn = (l: Locale) => ({
    when: dateAtTime(booking.appointmentDate!, booking.appointmentTime!, l),
    date: formatEventDate(booking.appointmentDate!, l),
    time: booking.appointmentTime!,
    reference: booking.reference,
    siteUrl: settings.siteUrl,
    manageUrl,
  });
  const facts = factsIn(locale);
  const confirmationEmail = confirmationEmailIn.en;
  const staffFacts = {
    ...factsIn("en"),
    ...staffFactsOf(booking, settings.siteUrl),
    amount: bookingAmount(booking),
    paidAt: paidAtText(booking),
  };
  const attachment = calendarAttachment(booking, settings.siteUrl, now, "PUBLISH");
  const staffAttachment =
    locale === "en" ? attachment : calendarAttachment(booking, settings.siteUrl, now, "PUBLISH", "en");
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: "booking-confirmation",
            to: booking.customerEmail,
            subject: confirmationEmailIn[locale].patientSubject(facts),
            text: confirmationEmailIn[locale].patientText(facts),
            attachments: [attachment],
          },
        ]
      : []),
    {
      kind: "booking-staff",
      to: settings.clinicInbox,
      replyTo: booking.customerEmail ?? undefined,
      subject: confirmationEmail.staffSubject(staffFacts),
      text: confirmationEmail.staffText(staffFacts),
      attachments: [staffAttachment],
    },
  ];
}
