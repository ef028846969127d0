/**
 * German words of the consultation day's booking part (twin of app/content/event-booking.ts).
 * Type imports only: the site script carries this file.
 */
import type * as en from "../event-booking";
import type { Translated } from "../locales";

export const eventBookingWords: Translated<typeof en.eventBookingWords> = {
  checkoutFailed: "Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  dateFull: "Dieses Datum ist ausgebucht. Bitte wählen Sie ein anderes.",
  placesLeft: (left: number) => `Noch ${left} ${left === 1 ? "Platz" : "Plätze"} an diesem Datum frei`,
  processing: "Wird bearbeitet …",
  fullyBooked: "Ausgebucht",
  noDates: "Keine Termine",
};
