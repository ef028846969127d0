import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";
import { site } from "./site";

/**
 * The words of the back office's consultation days (list, settings, closing, phone bookings)
 * and of the emails those send. The services supply the facts (dates already formatted).
 */

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const contactLine = `call ${site.phone.display} or email ${site.email}`;
const fee = `€${consultationEvent.feeEur}`;

export const staffDaysCopy = {
  listTitle: "Consultation days",
  listIntro:
    "Every day from a month ago on. Open days are offered on the website from the day after today. Administrators can add a day and change each day's settings.",
  tableLabel: "Consultation days",
  columns: {
    day: "Day",
    state: "Open or closed",
    capacity: "Places",
    sold: "Sold",
    held: "Held (checkout open)",
    free: "Free",
    reason: "Reason",
    actions: "Change",
  },
  open: "Open",
  closed: "Closed",
  settingsLink: "Settings",
  bookLink: "Book a caller",
  add: {
    heading: "Add a day",
    date: "Date",
    dateHint: "A day after today. It starts with the usual places and appointment times; change them in its settings.",
    submit: "Add the day",
    added: (date: string) => `${date} added and open for booking.`,
  },
  errors: {
    notAdmin: "Only an administrator can change consultation days.",
    noSuchDay: "There is no such consultation day. Add it first.",
    pastDay: "Choose a day after today.",
    tooFar: "Choose a day within the next two years.",
    exists: "That day is already in the list: open its settings to change it.",
    capacityBelowSold: (sold: number) =>
      `The day already has ${sold} ${sold === 1 ? "place" : "places"} sold or held at checkout, so its places cannot be fewer than ${sold}. Nothing was changed.`,
    timeInUse: (time: string, count: number) =>
      `${count} ${count === 1 ? "booking is" : "bookings are"} at ${time}: move ${count === 1 ? "it" : "them"} before removing that time. Nothing was changed.`,
    perTimeBelowBooked: (time: string, count: number) =>
      `${count} bookings are at ${time}, more than the places per time you chose. Nothing was changed.`,
    badTimes: "Write the appointment times as HH:MM, separated by commas or spaces (for example 10:00, 10:30).",
    chooseTarget: "Choose the open day to move the bookings to.",
    targetTooSmall: (count: number, free: number) =>
      `That day has ${free} free ${free === 1 ? "place" : "places"}, and ${count} ${count === 1 ? "booking needs" : "bookings need"} moving. Choose another day or refund them. Nothing was changed.`,
    targetNotOpen: "That day is not open for booking. Choose another. Nothing was changed.",
    dayNotOpen: "This day is not open for booking.",
    closeWithBookings: "This day has paid bookings: choose below whether to move or refund them before it closes.",
    dayFull: "This day is fully booked.",
  },
  settings: {
    title: (date: string) => `Settings: ${date}`,
    back: "← All days",
    dayPage: "The day's bookings",
    state: "Bookings",
    openLabel: "Open: offered on the website and for phone bookings",
    closedLabel: "Closed: not offered",
    capacity: "Places on the day",
    capacityHint: (sold: number) => `Sold or held now: ${sold}. The places cannot be fewer.`,
    times: "Appointment times",
    timesHint: "HH:MM, separated by commas, in the order patients see them.",
    placesPerTime: "Places per appointment time",
    reason: "Reason (shown to staff; for example 'Clinic closed: staff training')",
    submit: "Save the settings",
    saved: "Settings saved. The website shows them at once.",
    readOnly: "Only an administrator can change these settings.",
  },
  close: {
    heading: (count: number) =>
      `This day has ${count} paid ${count === 1 ? "booking" : "bookings"}. What should happen to ${count === 1 ? "it" : "them"}?`,
    legend: "When the day closes",
    move: "Move them to another open day (each patient is emailed the new date)",
    refund: "Refund them (each patient is emailed about the refund)",
    target: "Move to",
    targetOption: (date: string, free: number) => `${date} (${free} free)`,
    noTargets: "No open day has room for all of them: refund them, or add a day first.",
    refundReason: (date: string, reason: string | null) =>
      reason ? `Consultation day ${date} closed: ${reason}` : `Consultation day ${date} closed by the clinic`,
    submit: "Close the day",
    done: (moved: number, refunded: number) =>
      `Day closed. ${moved} moved, ${refunded} refunded; each patient has been emailed.`,
    partly: (failed: number) =>
      `${failed} ${failed === 1 ? "booking" : "bookings"} could not be changed and still ${failed === 1 ? "needs" : "need"} you: see the day's page.`,
  },
  phone: {
    title: (date: string) => `Book a caller: ${date}`,
    intro: (free: number) => `${free} ${free === 1 ? "place" : "places"} free on this day.`,
    /** A day inside the notice window: said to the caller before booking (spec section 9). */
    windowNote: `${consultationDay.windowLabel} Please tell the caller before you book.`,
    name: "Full name",
    phone: "Phone, with country code",
    phoneHint: "For example +44 7700 900123.",
    email: "Email",
    payment: "Payment",
    desk: `Pays ${fee} at the desk on the day (the place is taken now)`,
    link: "Payment link by email (the place is held until the link expires, just under 24 hours)",
    submit: "Book",
    bookedDesk: (reference: string) =>
      `Booked: reference ${reference}. The patient has been emailed a confirmation with what to bring and the ${fee} to pay at the desk.`,
    bookedLink: (reference: string) =>
      `Place held: reference ${reference}. The patient has been emailed a payment link; the place is theirs once they pay.`,
    errors: {
      name: "Please enter the patient's full name.",
      phone: "Please enter the phone number with its country code, starting with + (for example +44 7700 900123).",
      email: "Please enter a valid email address.",
      payment: "Choose how the patient pays.",
    },
  },
  savedMessages: {
    added: "Day added.",
  },
};

/** The clinic's notice of a desk booking's appointment, where a payment time would be. */
export const deskNotPaidYet = "not yet (pays at the desk)";

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
      `Dear ${facts.name},`,
      "",
      `Thank you for your call: your place on the consultation day on ${facts.date} is booked.`,
      "",
      `Booking reference: ${facts.reference}`,
      `Where: ${site.name}, ${address}`,
      consultationDay.appointmentMeaning,
      "",
      `The fee of ${fee} is paid at the desk when you arrive; it is credited toward your treatment.`,
      `What to bring: ${consultationEvent.whatToBring}.`,
      "",
      "Choose your appointment time, move or cancel the booking here:",
      facts.manageUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `Questions: ${contactLine}.`,
      "",
      site.name,
      facts.siteUrl,
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
      `Dear ${facts.name},`,
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
      site.name,
      facts.siteUrl,
    ].join("\n"),
};

export interface DayMovedFacts {
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
      site.name,
      facts.siteUrl,
    ].join("\n"),
};

/** A desk booking (nothing paid yet) on a day the clinic closed with refunds. */
export const deskCancelledEmail = {
  subject: (date: string) => `Your consultation day on ${date} is cancelled`,
  text: (facts: { date: string; reference: string; siteUrl: string }) =>
    [
      `We are sorry: the clinic has had to cancel your booking for the consultation day on ${facts.date} (reference ${facts.reference}).`,
      "You had not paid anything yet, so there is nothing to refund.",
      "",
      `To book another day, ${contactLine}.`,
      "",
      site.name,
      facts.siteUrl,
    ].join("\n"),
};
