import { consultationDay as day } from "./consultation-day";
import { consultationEvent } from "./event";
import { site } from "./site";
import { discountStaff } from "./discount";
import { greeting, signOff, type Greeted } from "./email-courtesy";

/**
 * The words of the consultation-day emails. The booking service supplies the facts (dates
 * already formatted, references, amounts); the sentences live here.
 */

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const contactLine = `call ${site.phone.display} or email ${site.email}`;

export interface ConfirmationFacts extends Greeted {
  /** 'Tuesday 1 April 2025 at 10:30' */
  when: string;
  /** 'Tuesday 1 April 2025' */
  date: string;
  /** The appointment time chosen: '10:30'. */
  time: string;
  reference: string;
  siteUrl: string;
  /** The patient's own link to change or cancel the booking. */
  manageUrl: string;
}

/** What every clinic notice about a booking says about the patient, and where to find it. */
export interface StaffPatientFacts {
  customerEmail: string | null;
  customerName: string | null;
  customerPhone: string | null;
  /** The newsletter code given with the booking (redeemed once it is paid). */
  discountCode?: string | null;
  /** The booking's row on the back office's day sheet. */
  staffUrl: string;
  /** The patient's language in English ('German'), when it is not English. */
  language?: string;
  /** What brought the patient, when known, in one line (staff-attribution.ts `cameFromText`). */
  cameFrom?: string;
}

const patientLines = (facts: StaffPatientFacts) => [
  `Patient: ${facts.customerName ?? "name not given"}`,
  `Phone: ${facts.customerPhone ?? "not given"}`,
  `Email: ${facts.customerEmail ?? "not given"}`,
  ...(facts.language ? [`Language: ${facts.language}`] : []),
  ...(facts.discountCode ? [discountStaff.emailLine(facts.discountCode)] : []),
  ...(facts.cameFrom ? [`Came from: ${facts.cameFrom}`] : []),
];
const backOfficeLine = (facts: StaffPatientFacts) => `In the back office: ${facts.staffUrl}`;

export interface ConfirmationStaffFacts extends ConfirmationFacts, StaffPatientFacts {
  amount: string;
  /** When it was paid, Budapest time. */
  paidAt: string;
}

export const confirmationEmail = {
  address,
  icsSummary: `Consultation day at ${site.name}`,
  /** The calendar invitation's words (the .ics file and the Google and Outlook links). */
  icsDescription: (reference: string, time: string) =>
    [
      `Your consultation appointment at ${time} (Budapest time), booking reference ${reference}.`,
      day.appointmentMeaning,
      day.arrivalAt(time),
      `What to bring: ${consultationEvent.whatToBring}.`,
      day.rescheduleRule,
    ].join("\n"),
  patientSubject: (facts: ConfirmationFacts) => `Your consultation on ${facts.date}`,
  patientText: (facts: ConfirmationFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Thank you for booking your consultation day with us.",
      "",
      `Your appointment: ${facts.when}`,
      `Where: ${site.name}, ${address} (a few minutes' walk from Nyugati railway station)`,
      `Booking reference: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      day.arrivalAt(facts.time),
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      `Your fee of €${consultationEvent.feeEur} / £${consultationEvent.feeGbp} is non-refundable. ${consultationEvent.story.credit}`,
      day.rescheduleRule,
      "",
      `Change the time, move to another date or cancel: ${facts.manageUrl}`,
      "(This link is yours alone: please do not share it.)",
      "",
      `Questions or changes: ${contactLine}.`,
      "",
      "A calendar invitation is attached.",
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  staffSubject: (facts: ConfirmationStaffFacts) => `Consultation booked: ${facts.when}`,
  staffText: (facts: ConfirmationStaffFacts) =>
    [
      "A consultation-day appointment has been scheduled.",
      "",
      `When: ${facts.when} (Budapest time)`,
      ...patientLines(facts),
      `Booking reference: ${facts.reference}`,
      `Paid: ${facts.amount} on ${facts.paidAt}`,
      "",
      backOfficeLine(facts),
    ].join("\n"),
};

export interface ReceiptFacts extends Greeted {
  /** The consultation day paid for: 'Monday 1 February 2027'. */
  date: string;
  /** '€50.00' */
  amount: string;
  reference: string;
  siteUrl: string;
  /** The patient's own link: choose the appointment time, move or cancel. */
  manageUrl: string;
  /** The patient's medical history form (app/services/health): the link alone, never an answer. */
  medicalHistoryUrl: string;
}

export interface ReceiptStaffFacts extends ReceiptFacts, StaffPatientFacts {
  /** When it was paid, Budapest time: 'Thu 26 Nov 2026, 14:30 (Budapest time)'. */
  paidAt: string;
}

/**
 * The moment a payment is confirmed, by whichever door it arrives (the webhook, the success
 * page, the sweep or the reconciliation): a receipt to the patient, whose next step is choosing
 * a time, and a notice to the clinic. Sent once per booking.
 */
export const receiptEmail = {
  patientSubject: (facts: ReceiptFacts) => `Payment received: your consultation day on ${facts.date}`,
  patientText: (facts: ReceiptFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Thank you: we have received your payment of ${facts.amount}, and your place on the consultation day on ${facts.date} is booked.`,
      "",
      `Booking reference: ${facts.reference}`,
      `Where: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      "Your next step: choose your appointment time on the day. If you have not chosen one yet, you can do it here, and change it later:",
      facts.manageUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      "Before your visit, please fill in your medical history (it takes about 10 minutes), so that your dentist can plan your treatment safely:",
      facts.medicalHistoryUrl,
      "",
      consultationEvent.story.credit,
      day.rescheduleRule,
      "",
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  staffSubject: (facts: ReceiptStaffFacts) => `Consultation day paid: ${facts.date} (${facts.reference})`,
  staffText: (facts: ReceiptStaffFacts) =>
    [
      "A consultation-day place has been paid for. The patient chooses the appointment time next.",
      "",
      `Event date: ${facts.date}`,
      ...patientLines(facts),
      `Booking reference: ${facts.reference}`,
      `Paid: ${facts.amount} on ${facts.paidAt}`,
      "",
      backOfficeLine(facts),
    ].join("\n"),
};

export interface RefundFacts extends Greeted {
  /** The event day that filled up, formatted: 'Tuesday 1 April 2025'. */
  date: string;
  /** '€50.00' */
  amount: string;
  refundReference: string;
  reference: string;
  siteUrl: string;
}

export interface RefundStaffFacts extends RefundFacts, StaffPatientFacts {}

/** A payment that arrived after its day had filled up, and was given back. */
export const refundEmail = {
  patientSubject: "Your consultation day payment has been refunded",
  patientText: (facts: RefundFacts) =>
    [
      greeting(facts.firstName),
      "",
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
      ...signOff(facts.siteUrl),
    ].join("\n"),
  staffSubject: (facts: RefundStaffFacts) => `Consultation payment refunded: ${facts.date} was full`,
  staffText: (facts: RefundStaffFacts) =>
    [
      "A consultation-day payment arrived after its date had filled up, so it was refunded automatically.",
      "",
      `Event date: ${facts.date}`,
      ...patientLines(facts),
      `Amount refunded: ${facts.amount}`,
      `Refund reference: ${facts.refundReference}`,
      `Booking reference: ${facts.reference}`,
      backOfficeLine(facts),
      "",
      "The patient has been asked to choose another date and may call the clinic.",
    ].join("\n"),
};

const feeLine = `Your fee of €${consultationEvent.feeEur} / £${consultationEvent.feeGbp} is non-refundable, but if you go ahead with treatment with us, it is deducted from your treatment plan.`;

export interface ChangeFacts extends Greeted {
  /** The appointment now: 'Monday 1 February 2027 at 11:00'. */
  when: string;
  /** What it was before the change. */
  before: string;
  /** The (new) consultation day: 'Monday 1 February 2027'. */
  date: string;
  /** The appointment time now: '11:00', or null when none is chosen yet. */
  time: string | null;
  reference: string;
  siteUrl: string;
  manageUrl: string;
}

export interface ChangeStaffFacts extends ChangeFacts, StaffPatientFacts {
  /** Who made the change: 'the patient (manage link)' or 'staff'. */
  by: string;
}

/** A booking's time or date changed: the patient gets a new invitation, the clinic a notice. */
export const changeEmail = {
  patientSubject: (facts: ChangeFacts) => `Your consultation has changed: ${facts.when}`,
  patientText: (facts: ChangeFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Your consultation day booking has been changed.",
      "",
      `Your appointment is now: ${facts.when}`,
      `It was: ${facts.before}`,
      `Where: ${site.name}, ${address}`,
      `Booking reference: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      facts.time ? day.arrivalAt(facts.time) : `Please choose your appointment time: ${facts.manageUrl}`,
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      "The attached calendar invitation replaces the one we sent before.",
      "",
      `Manage your booking: ${facts.manageUrl}`,
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  staffSubject: (facts: ChangeStaffFacts) => `Consultation changed: ${facts.reference} now ${facts.when}`,
  staffText: (facts: ChangeStaffFacts) =>
    [
      `A consultation-day booking was changed by ${facts.by}.`,
      "",
      `Now: ${facts.when}`,
      `Before: ${facts.before}`,
      ...patientLines(facts),
      `Booking reference: ${facts.reference}`,
      "",
      backOfficeLine(facts),
    ].join("\n"),
};

export interface CancelFacts extends Greeted {
  /** What was booked: 'Monday 1 February 2027 at 11:00' (or just the date). */
  when: string;
  date: string;
  reference: string;
  siteUrl: string;
}

export interface CancelStaffFacts extends CancelFacts, StaffPatientFacts {
  by: string;
}

/** A paid booking was cancelled: the fee stays paid (spec section 9), the place is freed. */
export const cancelEmail = {
  patientSubject: (facts: CancelFacts) => `Your consultation on ${facts.date} is cancelled`,
  patientText: (facts: CancelFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Your consultation day booking has been cancelled, as you asked.",
      "",
      `Cancelled: ${facts.when}`,
      `Booking reference: ${facts.reference}`,
      "",
      feeLine,
      "The attached calendar file removes the appointment from your calendar.",
      "",
      `If you would like to come on another day, ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  staffSubject: (facts: CancelStaffFacts) => `Consultation cancelled: ${facts.reference}, ${facts.when}`,
  staffText: (facts: CancelStaffFacts) =>
    [
      `A consultation-day booking was cancelled by ${facts.by}. Its place can be booked again.`,
      "",
      `Was: ${facts.when}`,
      ...patientLines(facts),
      `Booking reference: ${facts.reference}`,
      "The fee is not refunded (non-refundable, as the terms say).",
      "",
      backOfficeLine(facts),
    ].join("\n"),
};

export interface ReminderFacts extends Greeted {
  /** 'Monday 1 February 2027' */
  date: string;
  /** '11:00', or null while the patient has not chosen a time. */
  time: string | null;
  reference: string;
  siteUrl: string;
  manageUrl: string;
}

const whenLine = (facts: ReminderFacts) =>
  facts.time
    ? `When: ${facts.date} at ${facts.time} (Budapest time)`
    : `When: ${facts.date}, ${day.hours} (Budapest time); you have not chosen your appointment time yet`;

/**
 * The reminders a week and a day before the consultation day (for every paid booking: one with
 * no time yet asks the patient to choose one), and the nudge to choose a time two days after
 * paying without one.
 */
export const reminderEmail = {
  subject: (daysBefore: number, facts: ReminderFacts) =>
    daysBefore === 1
      ? facts.time
        ? `See you tomorrow at ${facts.time}: your consultation day`
        : "See you tomorrow: please choose your appointment time"
      : `Your consultation day is in ${daysBefore} days: ${facts.date}`,
  text: (daysBefore: number, facts: ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      daysBefore === 1
        ? "A reminder: your consultation day at our clinic is tomorrow."
        : `A reminder: your consultation day at our clinic is in ${daysBefore} days.`,
      "",
      whenLine(facts),
      `Where: ${site.name}, ${address} (a few minutes' walk from Nyugati railway station)`,
      `Booking reference: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      ...(facts.time
        ? [day.arrivalAt(facts.time)]
        : [`Please choose your appointment time now, so we can expect you: ${facts.manageUrl}`]),
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      ...(facts.time ? [`Need to change the time or cancel? ${facts.manageUrl}`] : []),
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  chooseTimeSubject: (facts: ReminderFacts) => `Please choose your appointment time for ${facts.date}`,
  chooseTimeText: (facts: ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Thank you again for booking your consultation day on ${facts.date}.`,
      "",
      "You have not chosen your appointment time yet. Please choose one here (it takes a minute, and you can change it later):",
      facts.manageUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `Booking reference: ${facts.reference}`,
      `Where: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export interface HistoryReminderFacts extends Greeted {
  /** The consultation day: 'Monday 1 February 2027'. */
  date: string;
  reference: string;
  /** The patient's medical history form: the link alone, never an answer. */
  medicalHistoryUrl: string;
  manageUrl: string;
  siteUrl: string;
}

/**
 * A week before the consultation day, to a patient whose medical history the clinic does not
 * have yet (app/services/health/reminders.server.ts): the form's link, and the manage link.
 */
export const historyReminderEmail = {
  subject: (facts: HistoryReminderFacts) => `Before your consultation on ${facts.date}: your medical history`,
  text: (facts: HistoryReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Your consultation day on ${facts.date} is a week away, and we do not have your medical history yet.`,
      "",
      "Please fill it in before you travel (it takes about 10 minutes), so that your dentist can plan your treatment safely. Your answers are encrypted, and only the clinic's dentists and staff can read them:",
      facts.medicalHistoryUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `Booking reference: ${facts.reference}`,
      `Your booking: ${facts.manageUrl}`,
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

/** Staff refunded a booking from the back office, with a reason. */
export const staffRefundEmail = {
  patientSubject: `Your consultation-day payment has been refunded`,
  patientText: (facts: { amount: string; date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `We have refunded your payment of ${facts.amount} for the consultation day on ${facts.date} (booking reference ${facts.reference}).`,
      "Your card provider usually shows it within 5-10 working days.",
      "",
      `Questions: ${contactLine}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
