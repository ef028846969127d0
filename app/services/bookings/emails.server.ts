/**
 * The one shape of a booking's emails about one event (paid, refunded, confirmed, changed,
 * cancelled): the patient's in their own language, when we have their address, and the clinic's
 * in English, with the patient's details and the day sheet's link, a reply going to the patient.
 */
import { plainFirstName } from "~/content/lead-emails";
import type { Locale } from "~/content/locales";
import type { OutboxAttachment } from "~/db/schema";
import type { Settings } from "../context.server";
import type { QueuedEmail } from "../mail/outbox.server";
import { staffFactsOf } from "./staff-facts.server";
import type { Booking } from "./types.server";

type StaffFacts = ReturnType<typeof staffFactsOf>;

/** An event's words in one language (content/booking-emails.ts and its translations). */
interface EventWords<Facts, ClinicFacts> {
  patientSubject: string | ((facts: Facts) => string);
  patientText: (facts: Facts) => string;
  staffSubject: (facts: ClinicFacts) => string;
  staffText: (facts: ClinicFacts) => string;
}

export interface BookingEvent<Facts, Extra> {
  /** The outbox kinds of the patient's email and the clinic's. */
  kinds: { patient: string; clinic: string };
  wordsIn: Record<Locale, EventWords<Facts, Facts & StaffFacts & Extra>>;
  /** The event's facts as they are said in a language (dates and amounts in its own format). */
  factsIn: (locale: Locale) => Facts;
  /** What only the clinic is told (who made the change, when it was paid…). */
  clinicFacts?: Extra;
  /** Attachments, in a language: the patient's in theirs, the clinic's in English. */
  attachmentsIn?: (locale: Locale) => OutboxAttachment[];
  /** False when the clinic's copy goes without the attachments (a cancellation's calendar file). */
  clinicAttachments?: boolean;
  /** The patient's email names its booking (a reminder may then be withdrawn with it). */
  patientBookingId?: boolean;
}

export function patientAndClinicEmails<Facts, Extra extends object = object>(
  booking: Booking,
  settings: Pick<Settings, "siteUrl" | "clinicInbox">,
  event: BookingEvent<Facts, Extra>,
): QueuedEmail[] {
  const locale = booking.language;
  const patientWords = event.wordsIn[locale];
  const clinicWords = event.wordsIn.en;
  // Greeted by first name, as the lead emails greet (content/email-courtesy.ts).
  const facts = { ...event.factsIn(locale), firstName: plainFirstName(booking.customerName ?? "") };
  const clinicFacts = {
    ...event.factsIn("en"),
    ...staffFactsOf(booking, settings.siteUrl),
    ...(event.clinicFacts as Extra),
  };
  const attachments = event.attachmentsIn?.(locale);
  const clinicAttachments =
    event.clinicAttachments === false
      ? undefined
      : locale === "en"
        ? attachments
        : event.attachmentsIn?.("en");
  const subject = patientWords.patientSubject;
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: event.kinds.patient,
            to: booking.customerEmail,
            subject: typeof subject === "string" ? subject : subject(facts),
            text: patientWords.patientText(facts),
            ...(attachments ? { attachments } : {}),
            ...(event.patientBookingId ? { bookingId: booking.id } : {}),
          },
        ]
      : []),
    {
      kind: event.kinds.clinic,
      to: settings.clinicInbox,
      replyTo: booking.customerEmail ?? undefined,
      subject: clinicWords.staffSubject(clinicFacts),
      text: clinicWords.staffText(clinicFacts),
      ...(clinicAttachments ? { attachments: clinicAttachments } : {}),
    },
  ];
}
