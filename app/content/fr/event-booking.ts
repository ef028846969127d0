/**
 * French words of the consultation day's booking part (twin of app/content/event-booking.ts).
 * Type imports only: the site script carries this file.
 */
import type * as en from "../event-booking";
import type { Translated } from "../locales";

export const eventBookingWords: Translated<typeof en.eventBookingWords> = {
  checkoutFailed: "Le paiement a échoué. Veuillez réessayer.",
  dateFull: "Cette date est complète. Veuillez en choisir une autre.",
  placesLeft: (left: number) =>
    left === 1 ? "Plus qu'une place à cette date" : `Plus que ${left} places à cette date`,
  processing: "Traitement en cours…",
  fullyBooked: "Complet",
  noDates: "Aucune date",
};
