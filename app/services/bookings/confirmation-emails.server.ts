/**
 * The emails that confirm a scheduled appointment: the patient's (when we have their address)
 * and the clinic's, each with the booking's calendar invitation.
 */
import { confirmationEmail } from "~/content/booking-emails";
import { formatEventDate } from "~/lib/format";
import { calendarAttachment } from "./calendar.server";
import { bookingAmount } from "./records.server";
import type { ScheduleSettings } from "./scheduling.server";
import { paidAtText, staffFactsOf } from "./staff-facts.server";
import type { Booking } from "./types.server";

export function confirmationEmails(
  booking: Booking,
  settings: ScheduleSettings,
  now: Date,
  manageUrl: string,
) {
  const date = formatEventDate(booking.appointmentDate!);
  const facts = {
    when: `${date} at ${booking.appointmentTime}`,
    date,
    time: booking.appointmentTime!,
    reference: booking.reference,
    siteUrl: settings.siteUrl,
    manageUrl,
  };
  const staffFacts = {
    ...facts,
    ...staffFactsOf(booking, settings.siteUrl),
    amount: bookingAmount(booking),
    paidAt: paidAtText(booking),
  };
  const attachment = calendarAttachment(booking, settings.siteUrl, now, "PUBLISH");
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: "booking-confirmation",
            to: booking.customerEmail,
            subject: confirmationEmail.patientSubject(facts),
            text: confirmationEmail.patientText(facts),
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
      attachments: [attachment],
    },
  ];
}
