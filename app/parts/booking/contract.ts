/**
 * The consultation day's booking contract: the data-* names that tie its markup (booking.tsx,
 * date-picker.tsx, book-button.tsx, patient-fields.tsx) to its script (script.ts). The only
 * place these names are written.
 */
export const bookingContract = {
  /** The whole page's booking: every part below is inside it. */
  root: "data-booking",
  /**
   * On the root of a page in another language than English: the part's words in it, as JSON
   * (app/lib/event-booking.ts `encodeBookingWords`); the script carries English only.
   */
  words: "data-booking-words",
  /** On the root while a checkout starts: 'true'. */
  busy: "data-booking-busy",
  /** A previous (-1) or next (1) date button. */
  step: "data-booking-step",
  /** A date button: its date ('2026-12-05'); the pressed one is chosen. */
  date: "data-booking-date",
  /** On a date button: its places left. */
  left: "data-booking-left",
  /** On a date button: its month's words, written into `chosenMonth` when it is chosen. */
  month: "data-month",
  /** On a date button: its day's words, written into `chosenDay` when it is chosen. */
  day: "data-day",
  /** On a date button inside the notice window (a bare mark): `windowLabel` shows. */
  window: "data-window",
  /** The chosen date's month. */
  chosenMonth: "data-booking-month",
  /** The chosen date's day. */
  chosenDay: "data-booking-day",
  /** The notice window's label under the chosen date. */
  windowLabel: "data-booking-window",
  /** The chosen date's places left, in words. */
  seats: "data-booking-seats",
  /** A booking button. */
  book: "data-booking-book",
  /** On a booking button: its label when it is neither busy nor full. */
  label: "data-label",
  /** The patient's details. */
  patient: "data-booking-patient",
  /** A field sent with the checkout: its name ('name', 'phone', the discount code's). */
  field: "data-booking-field",
  /** The message under a field: the field's name. */
  error: "data-booking-error",
} as const;

type BookingName = (typeof bookingContract)[keyof typeof bookingContract];

/** The markup's attribute: `{...bookingAttr(bookingContract.date, d)}`; a bare mark is ''. */
export const bookingAttr = (name: BookingName, value: string | number = "") => ({ [name]: value });

/** A bare mark only where `on`: `{...bookingMark(bookingContract.window, inside)}`. */
export const bookingMark = (name: BookingName, on: boolean) => (on ? { [name]: "" } : {});

/** A selector for an element carrying one of the names above, or carrying it with `value`. */
export const bookingSelector = (name: BookingName, value?: string) =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;
