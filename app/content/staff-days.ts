import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";

/**
 * The words of the back office's consultation days (list, settings, closing, phone bookings)
 * and the clinic's own notices. The emails a patient receives are in app/content/desk-emails.ts.
 */

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
    held: "Held (checkout open or offered)",
    free: "Free",
    waiting: "Waiting list",
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
    dateHint:
      "A day after today. It starts with the usual places and appointment times; change them in its settings.",
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
      `The day already has ${sold} ${sold === 1 ? "place" : "places"} sold, held at checkout or offered to the waiting list, so its places cannot be fewer than ${sold}. Nothing was changed.`,
    timeInUse: (time: string, count: number) =>
      `${count} ${count === 1 ? "booking is" : "bookings are"} at ${time}: move ${count === 1 ? "it" : "them"} before removing that time. Nothing was changed.`,
    perTimeBelowBooked: (time: string, count: number) =>
      `${count} bookings are at ${time}, more than the places per time you chose. Nothing was changed.`,
    badTimes:
      "Write the appointment times as HH:MM, separated by commas or spaces (for example 10:00, 10:30).",
    chooseTarget: "Choose the open day to move the bookings to.",
    targetTooSmall: (count: number, free: number) =>
      `That day has ${free} free ${free === 1 ? "place" : "places"}, and ${count} ${count === 1 ? "booking needs" : "bookings need"} moving. Choose another day or refund them. Nothing was changed.`,
    targetNotOpen: "That day is not open for booking. Choose another. Nothing was changed.",
    dayNotOpen: "This day is not open for booking.",
    closeWithBookings:
      "This day has paid bookings: choose below whether to move or refund them before it closes.",
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
      phone:
        "Please enter the phone number with its country code, starting with + (for example +44 7700 900123).",
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
