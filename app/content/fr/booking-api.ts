/**
 * French answers of the booking endpoints (twin of app/content/booking-api.ts).
 */
import type * as en from "../booking-api";
import type { Translated } from "../locales";

export const bookingApiWords: Translated<typeof en.bookingApiWords> = {
  providerUnavailable:
    "Le prestataire de paiement n'est pas disponible pour le moment. Veuillez réessayer dans quelques instants.",
  bookingNotFound: "Nous n'avons pas trouvé cette réservation.",
};
