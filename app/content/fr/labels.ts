/** Libellés utilisés sur de nombreuses pages (français). */
import type * as en from "../labels";
import type { Translated } from "../locales";
import { site } from "../site";

export const labels: Translated<typeof en.labels> = {
  actions: {
    call: "Appeler",
    callUs: "Appelez-nous",
    callNow: "Appeler maintenant",
    bookConsultation: "Réserver une consultation",
    bookFreeConsultation: "Réserver une consultation gratuite",
    getFreeQuote: "Demander un devis gratuit",
    getQuote: "Demander un devis",
    viewPriceList: "Voir la grille tarifaire",
    returnHome: "Retour à l'accueil",
    travelInformation: "Informations pratiques",
    readMore: "En savoir plus",
    close: "Fermer",
    orEmail: "ou écrire à",
  },
  a11y: {
    newTab: "(s'ouvre dans un nouvel onglet)",
    opensInNewTab: (name: string) => `(ouvre ${name} dans un nouvel onglet)`,
    breadcrumb: "Fil d'Ariane",
    callUsOn: (phone: string) => `Appelez-nous\u00a0: ${phone}`,
  },
  carousel: {
    roleDescription: "carrousel",
    slide: "diapositive",
    slideOf: (number: number, total: number) => `${number} sur ${total}`,
    previousPicture: "Image précédente",
    nextPicture: "Image suivante",
  },
  booking: {
    fullyBooked: "Complet",
    noDates: "Aucune date",
    notFound: "Nous n'avons pas trouvé cette réservation.",
  },
  calendar: {
    addToCalendar: "Ajouter à votre agenda",
    icsFile: "Fichier d'agenda (.ics)",
    google: "Google Agenda",
    outlook: "Outlook.com",
  },
  openingHours: "Horaires d'ouverture",
  notFound: "Introuvable",
  pageNotFoundTitle: `Page introuvable | ${site.name}`,
};
