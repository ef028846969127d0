import {
  CHECKOUT_PATH,
  CHECKOUT_TIMEOUT_MS,
  englishBookingWords,
  SEATS_PATH,
  SEATS_TIMEOUT_MS,
  type BookingWords,
} from "~/lib/event-booking";
import { CHECKOUT_DISCOUNT_FIELD } from "~/lib/discount-fields";
import { fetchWithin } from "~/lib/fetch-within";

/**
 * The consultation day's one sending path: the checkout a booking button starts and the places
 * left the page asks for again every minute, both used by the script (script.ts). No React here:
 * the site script imports this file.
 */

/** The patient's details as sent with the checkout; the newsletter code only when typed. */
export interface Patient {
  name: string;
  phone: string;
  code?: string;
  /** Reminders by text as well ('sms', 'whatsapp'); absent: email only. */
  reminders?: string;
}

type AnsweredField = "name" | "phone" | typeof CHECKOUT_DISCOUNT_FIELD;
export type CheckoutAnswer = { url: string } | { field: AnsweredField; message: string } | null;
const answeredFields: unknown[] = ["name", "phone", CHECKOUT_DISCOUNT_FIELD];

/**
 * The payment page's address for a checkout of `eventDate`; the field the server found wrong,
 * with its message; or null when none was started: a refusal, no network, or no answer within
 * `CHECKOUT_TIMEOUT_MS` (a stalled connection must not leave the buttons busy for good). The
 * page's language goes with it: the booking, its checkout and its emails speak it.
 */
export async function startCheckout(
  eventDate: string,
  patient: Patient,
  /** The page's language and its own path (the payment page's way back). */
  page: Pick<BookingWords, "language" | "eventPath"> = englishBookingWords,
): Promise<CheckoutAnswer> {
  const origin = window.location.origin;
  try {
    const response = await fetchWithin(CHECKOUT_TIMEOUT_MS, CHECKOUT_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        success_url: `${origin}/consultation-success`,
        cancel_url: `${origin}${page.eventPath}`,
        event_date: eventDate,
        name: patient.name,
        phone: patient.phone,
        ...(patient.code ? { [CHECKOUT_DISCOUNT_FIELD]: patient.code } : {}),
        ...(patient.reminders ? { reminders: patient.reminders } : {}),
        language: page.language,
      }),
    });
    const answer = (await response.json()) as {
      url?: unknown;
      issues?: { path?: unknown; message?: unknown }[];
    };
    if (response.ok) return typeof answer.url === "string" && answer.url ? { url: answer.url } : null;
    const issue = answer.issues?.find((i) => answeredFields.includes(i.path));
    return issue && typeof issue.message === "string"
      ? { field: issue.path as AnsweredField, message: issue.message }
      : null;
  } catch {
    return null;
  }
}

/**
 * The places left on each date offered, as the server counts them now; null on a refusal or a
 * failure (the numbers shown stay as they were).
 */
export async function fetchSeats(): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetchWithin(SEATS_TIMEOUT_MS, SEATS_PATH, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const { seats } = (await response.json()) as { seats?: unknown };
    return typeof seats === "object" && seats !== null ? (seats as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
