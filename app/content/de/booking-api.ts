/**
 * German answers of the booking endpoints (twin of app/content/booking-api.ts).
 */
import type * as en from "../booking-api";
import type { Translated } from "../locales";

export const bookingApiWords: Translated<typeof en.bookingApiWords> = {
  providerUnavailable:
    "Der Zahlungsanbieter ist im Moment nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.",
  bookingNotFound: "Wir konnten diese Buchung nicht finden.",
};
