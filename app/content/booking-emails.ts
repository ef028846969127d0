import { consultationEvent } from "./event";
import { site } from "./site";

/**
 * The words of the consultation-day emails. The booking service supplies the facts (dates
 * already formatted, references, amounts); the sentences live here.
 */

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const contactLine = `call ${site.phone.display} or email ${site.email}`;

export interface ConfirmationFacts {
  /** 'Tuesday 1 April 2025 at 10:30' */
  when: string;
  /** 'Tuesday 1 April 2025' */
  date: string;
  reference: string;
  siteUrl: string;
}

export interface ConfirmationStaffFacts extends ConfirmationFacts {
  sessionId: string;
  customerEmail: string | null;
  amount: string;
  paidAt: string;
}

export const confirmationEmail = {
  address,
  icsSummary: `Consultation day at ${site.name}`,
  icsDescription: (reference: string) =>
    `Your consultation appointment (reference ${reference}). Please arrive 15 minutes early and bring photo ID, a list of your medicines and any recent X-rays.`,
  patientSubject: (facts: ConfirmationFacts) => `Your consultation on ${facts.date}`,
  patientText: (facts: ConfirmationFacts) =>
    [
      "Thank you for booking your consultation day with us.",
      "",
      `Your appointment: ${facts.when}`,
      `Where: ${site.name}, ${address} (a few minutes' walk from Nyugati railway station)`,
      `Booking reference: ${facts.reference}`,
      "",
      "Please arrive 15 minutes before your appointment time.",
      "What to bring: photo ID, a list of any medicines you take, and any recent dental X-rays or reports.",
      "",
      `Your fee of €${consultationEvent.feeEur} / £${consultationEvent.feeGbp} is credited toward your treatment. It is non-refundable, but you can move your booking to another date up to 7 days before the day by contacting us.`,
      "",
      `Questions or changes: ${contactLine}.`,
      "",
      "A calendar invitation is attached.",
      "",
      site.name,
      facts.siteUrl,
    ].join("\n"),
  staffSubject: (facts: ConfirmationStaffFacts) => `Consultation booked: ${facts.when}`,
  staffText: (facts: ConfirmationStaffFacts) =>
    [
      "A consultation-day appointment has been scheduled.",
      "",
      `When: ${facts.when}`,
      `Patient email: ${facts.customerEmail ?? "not given"}`,
      `Booking reference: ${facts.reference} (session ${facts.sessionId})`,
      `Paid: ${facts.amount} on ${facts.paidAt}`,
    ].join("\n"),
};

export interface RefundFacts {
  /** The event day that filled up, formatted: 'Tuesday 1 April 2025'. */
  date: string;
  /** '€50.00' */
  amount: string;
  refundReference: string;
  reference: string;
  siteUrl: string;
}

export interface RefundStaffFacts extends RefundFacts {
  sessionId: string;
  customerEmail: string | null;
}

/** A payment that arrived after its day had filled up, and was given back. */
export const refundEmail = {
  patientSubject: "Your consultation day payment has been refunded",
  patientText: (facts: RefundFacts) =>
    [
      "Thank you for choosing to book a consultation day with us.",
      "",
      `While you were paying, the last place on ${facts.date} was taken, so we could not keep a place for you. We are sorry.`,
      "",
      `We have refunded your payment of ${facts.amount} in full (refund reference ${facts.refundReference}). A refund usually reaches your card within 5 to 10 working days, depending on your bank.`,
      "",
      `Other consultation days still have places: please choose another date at ${facts.siteUrl}/consultation-event, or call us on ${site.phone.display} and we will book one with you.`,
      "",
      `Questions: ${contactLine}. Your booking reference was ${facts.reference}.`,
      "",
      site.name,
      facts.siteUrl,
    ].join("\n"),
  staffSubject: (facts: RefundStaffFacts) => `Consultation payment refunded: ${facts.date} was full`,
  staffText: (facts: RefundStaffFacts) =>
    [
      "A consultation-day payment arrived after its date had filled up, so it was refunded automatically.",
      "",
      `Event date: ${facts.date}`,
      `Patient email: ${facts.customerEmail ?? "not given"}`,
      `Amount refunded: ${facts.amount}`,
      `Refund reference: ${facts.refundReference}`,
      `Booking reference: ${facts.reference} (session ${facts.sessionId})`,
      "",
      "The patient has been asked to choose another date and may call the clinic.",
    ].join("\n"),
};

/** The clinic moved an appointment (the back office): a new time and an updated invitation. */
export const movedEmail = {
  patientSubject: (facts: ConfirmationFacts) => `Your consultation has moved to ${facts.when}`,
  patientText: (facts: ConfirmationFacts) =>
    [
      "The clinic has moved your consultation appointment.",
      "",
      `Your new appointment: ${facts.when}`,
      `Where: ${site.name}, ${address}`,
      `Booking reference: ${facts.reference}`,
      "",
      "The attached calendar invitation replaces the earlier one; your calendar updates the event when you open it.",
      "",
      `If the new time does not suit you, ${contactLine}.`,
      "",
      site.name,
      facts.siteUrl,
    ].join("\n"),
  staffSubject: (facts: ConfirmationFacts) => `Consultation moved: ${facts.when} (${facts.reference})`,
};

/** Staff refunded a booking from the back office, with a reason. */
export const staffRefundEmail = {
  patientSubject: `Your consultation-day payment has been refunded`,
  patientText: (facts: { amount: string; date: string; reference: string; siteUrl: string }) =>
    [
      `We have refunded your payment of ${facts.amount} for the consultation day on ${facts.date} (booking reference ${facts.reference}).`,
      "Your card provider usually shows it within 5-10 working days.",
      "",
      `Questions: ${contactLine}.`,
      "",
      site.name,
      facts.siteUrl,
    ].join("\n"),
};
