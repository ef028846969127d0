import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";
import { site } from "./site";
import { greeting, signOff, type Greeted } from "./email-courtesy";

/**
 * The words of the consultation-day emails the back office sends to a PATIENT: a phone
 * booking's confirmation or payment link, a closed day's move or cancellation, and the day's
 * confirmation staff send from the day sheet. The services supply the facts (dates already
 * formatted in the patient's language). Twins: app/content/de/desk-emails.ts, fr/desk-emails.ts.
 */

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const contactLine = `call ${site.phone.display} or email ${site.email}`;
const fee = `€${consultationEvent.feeEur}`;

export interface DeskBookingFacts {
  date: string;
  name: string;
  reference: string;
  manageUrl: string;
  siteUrl: string;
}

/** A phone booking paid at the desk: the patient's confirmation. */
export const deskBookingEmail = {
  subject: (facts: DeskBookingFacts) => `Your consultation day on ${facts.date} is booked`,
  text: (facts: DeskBookingFacts) =>
    [
      greeting(facts.name),
      "",
      `Thank you for your call: your place on the consultation day on ${facts.date} is booked.`,
      "",
      `Booking reference: ${facts.reference}`,
      `Where: ${site.name}, ${address}`,
      consultationDay.appointmentMeaning,
      "",
      `The fee of ${fee} is paid at the desk when you arrive. ${consultationEvent.story.credit}`,
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      "Choose your appointment time, move or cancel the booking here:",
      facts.manageUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export interface PaymentLinkFacts {
  date: string;
  name: string;
  reference: string;
  paymentUrl: string;
  /** 'Fri 27 Nov 2026, 14:30 (Budapest time)' */
  expires: string;
  siteUrl: string;
}

/** A phone booking paid by a link: the link, and until when it holds the place. */
export const paymentLinkEmail = {
  subject: (facts: PaymentLinkFacts) => `Your payment link for the consultation day on ${facts.date}`,
  text: (facts: PaymentLinkFacts) =>
    [
      greeting(facts.name),
      "",
      `Thank you for your call. We are holding a place for you on the consultation day on ${facts.date}.`,
      `To confirm it, please pay the fee of ${fee} here:`,
      facts.paymentUrl,
      "",
      `The place is held until ${facts.expires}; after that the link no longer works.`,
      `Booking reference: ${facts.reference}`,
      "",
      "Once you have paid, you receive a receipt and choose your appointment time.",
      "",
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export interface DayMovedFacts extends Greeted {
  from: string;
  to: string;
  reason: string | null;
  reference: string;
  manageUrl: string;
  siteUrl: string;
}

/** A closed day's booking moved to another day where its time is not offered (or none was chosen). */
export const dayMovedEmail = {
  subject: (facts: DayMovedFacts) => `Your consultation day has moved to ${facts.to}`,
  text: (facts: DayMovedFacts) =>
    [
      greeting(facts.firstName),
      "",
      `We are sorry: the clinic has had to close the consultation day on ${facts.from}${facts.reason ? ` (${facts.reason})` : ""}.`,
      "",
      `Your place is now on ${facts.to}, at no extra cost.`,
      `Booking reference: ${facts.reference}`,
      "",
      "Please choose your appointment time on the new day here (you can also move or cancel):",
      facts.manageUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `If the new day does not suit you, ${contactLine} and we will find another or refund you.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

/** A desk booking (nothing paid yet) on a day the clinic closed with refunds. */
export const deskCancelledEmail = {
  subject: (date: string) => `Your consultation day on ${date} is cancelled`,
  text: (facts: { date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `We are sorry: the clinic has had to cancel your booking for the consultation day on ${facts.date} (reference ${facts.reference}).`,
      "You had not paid anything yet, so there is nothing to refund.",
      "",
      `To book another day, ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export interface DayConfirmationFacts {
  name: string | null;
  /** 'Monday 1 February 2027' */
  date: string;
  /** '11:00', or null while no time is chosen. */
  time: string | null;
  reference: string;
  manageUrl: string;
  siteUrl: string;
}

/** The confirmation staff send for the whole day, once per booking. */
export const dayConfirmationEmail = {
  subject: (facts: DayConfirmationFacts) =>
    facts.time
      ? `Confirmed: your consultation on ${facts.date} at ${facts.time}`
      : `Confirmed: your consultation on ${facts.date} (please choose your time)`,
  text: (facts: DayConfirmationFacts) =>
    [
      greeting(facts.name),
      "",
      `We look forward to seeing you at your consultation day on ${facts.date}.`,
      "",
      facts.time
        ? `Your appointment: ${facts.date} at ${facts.time} (Budapest time). ${consultationDay.arrivalAt(facts.time)}`
        : `You have not chosen your appointment time yet. Please choose your time here: ${facts.manageUrl}`,
      `Where: ${site.name}, ${address}`,
      `Booking reference: ${facts.reference}`,
      "",
      consultationDay.appointmentMeaning,
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      ...(facts.time ? [`Change the time or cancel: ${facts.manageUrl}`] : []),
      `Questions: call ${site.phone.display} or email ${site.email}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
