/**
 * What the consultation day's booking part says, shared by the page React draws
 * (app/routes/consultation-event.tsx) and the site script that moves it
 * (app/parts/booking/script.ts), so both say the same words.
 */
import { eventBookingWords } from "~/content/event-booking";

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

/** Said when the checkout cannot be started (the spec's words). */
export const CHECKOUT_FAILED = eventBookingWords.checkoutFailed;

/** The line under the dates: how many places the chosen date has left. */
export function seatsText(left: number): string {
  return left <= 0 ? eventBookingWords.dateFull : eventBookingWords.placesLeft(left);
}

/** A booking button's words: busy while a checkout starts, 'Fully booked' on a full date. */
export function bookButtonText(label: string, state: { busy: boolean; full: boolean }): string {
  return state.busy ? eventBookingWords.processing : state.full ? eventBookingWords.fullyBooked : label;
}
