/**
 * What the consultation day's booking part says, shared by the page React draws
 * (app/routes/consultation-event.tsx) and the site script that moves it
 * (app/parts/booking/script.ts), so both say the same words. The script carries English only:
 * a page in another language writes its words into the markup (`encodeBookingWords`, on the
 * part's root), and the script reads them there (`decodeBookingWords`).
 */
import { eventBookingWords } from "~/content/event-booking";
import { patientDetails } from "~/content/booking-patient";
import type { PatientProblemWords } from "./patient-details";

/** Places left are asked for again this often (docs/product.md, Figures). */
export const SEATS_REFRESH_MS = 60_000;

/** Where the places left on each offered date are read (app/routes/api.event-seats.ts). */
export const SEATS_PATH = "/api/event-seats";

/** Where a booking starts: a checkout session for the chosen date. */
export const CHECKOUT_PATH = "/api/create-checkout-session";

/**
 * Longest wait for a checkout to start before the visitor is told it failed: past the server's
 * own calls to the payment provider (20 s each, retried), short of leaving the page busy.
 */
export const CHECKOUT_TIMEOUT_MS = 40_000;

/** Longest wait for the places left; the next minute asks again. */
export const SEATS_TIMEOUT_MS = 15_000;

/** The booking part's words in one language (English's are `englishBookingWords`). */
export interface BookingWords {
  /** The page's language, sent with the checkout ('en' unless said). */
  language: string;
  /** The event page's own path in that language: the payment page's way back. */
  eventPath: string;
  checkoutFailed: string;
  dateFull: string;
  placesLeft: (left: number) => string;
  processing: string;
  fullyBooked: string;
  noDates: string;
  patient: PatientProblemWords;
}

type EventBookingWords = Pick<
  BookingWords,
  "checkoutFailed" | "dateFull" | "placesLeft" | "processing" | "fullyBooked" | "noDates"
>;

export const englishBookingWords: BookingWords = {
  ...eventBookingWords,
  language: "en",
  eventPath: "/consultation-event",
  patient: patientDetails,
};

/** A count that stands for any count in a sentence written once for the markup. */
const ANY = 1000003;
const ANY_MARK = "{n}";

/**
 * The part's words for the markup: a JSON string (the root's `bookingContract.words`). Only the
 * page's language travels: the script bundles no other.
 */
export function encodeBookingWords(
  language: string,
  eventPath: string,
  words: EventBookingWords,
  patient: PatientProblemWords,
): string {
  return JSON.stringify({
    language,
    eventPath,
    checkoutFailed: words.checkoutFailed,
    dateFull: words.dateFull,
    placesOne: words.placesLeft(1),
    placesMany: words.placesLeft(ANY).replace(String(ANY), ANY_MARK),
    processing: words.processing,
    fullyBooked: words.fullyBooked,
    noDates: words.noDates,
    patient: {
      nameMissing: patient.nameMissing,
      nameTooLong: patient.nameTooLong,
      nameUnstorable: patient.nameUnstorable,
      phoneMissing: patient.phoneMissing,
      phoneInvalid: patient.phoneInvalid,
    },
  });
}

/** The words the markup carries, English for any it does not (or when it carries none). */
export function decodeBookingWords(json: string | null): BookingWords {
  if (!json) return englishBookingWords;
  try {
    const read = JSON.parse(json) as Partial<Record<string, unknown>>;
    const text = (key: string, fallback: string) => (typeof read[key] === "string" ? read[key] : fallback);
    const one = text("placesOne", "");
    const many = text("placesMany", "");
    const patient = (read.patient ?? {}) as Partial<Record<keyof PatientProblemWords, unknown>>;
    const patientText = (key: keyof PatientProblemWords) =>
      typeof patient[key] === "string" ? patient[key] : englishBookingWords.patient[key];
    const en = englishBookingWords;
    return {
      language: text("language", en.language),
      eventPath: text("eventPath", en.eventPath),
      checkoutFailed: text("checkoutFailed", en.checkoutFailed),
      dateFull: text("dateFull", en.dateFull),
      placesLeft: (left) =>
        left === 1 && one ? one : many ? many.replace(ANY_MARK, String(left)) : en.placesLeft(left),
      processing: text("processing", en.processing),
      fullyBooked: text("fullyBooked", en.fullyBooked),
      noDates: text("noDates", en.noDates),
      patient: {
        nameMissing: patientText("nameMissing"),
        nameTooLong: patientText("nameTooLong"),
        nameUnstorable: patientText("nameUnstorable"),
        phoneMissing: patientText("phoneMissing"),
        phoneInvalid: patientText("phoneInvalid"),
      },
    };
  } catch {
    return englishBookingWords;
  }
}

/** The line under the dates: how many places the chosen date has left. */
export function seatsText(
  left: number,
  words: Pick<BookingWords, "dateFull" | "placesLeft"> = eventBookingWords,
): string {
  return left <= 0 ? words.dateFull : words.placesLeft(left);
}

/** A booking button's words: busy while a checkout starts, 'Fully booked' on a full date. */
export function bookButtonText(
  label: string,
  state: { busy: boolean; full: boolean },
  words: Pick<BookingWords, "processing" | "fullyBooked"> = eventBookingWords,
): string {
  return state.busy ? words.processing : state.full ? words.fullyBooked : label;
}
