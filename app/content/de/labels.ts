/** Beschriftungen, die auf vielen Seiten vorkommen (Deutsch). */
import type * as en from "../labels";
import type { Translated } from "../locales";
import { site } from "../site";

export const labels: Translated<typeof en.labels> = {
  actions: {
    call: "Anrufen",
    callUs: "Rufen Sie uns an",
    callNow: "Jetzt anrufen",
    bookConsultation: "Beratungstermin buchen",
    bookFreeConsultation: "Kostenlose Beratung buchen",
    getFreeQuote: "Kostenlosen Kostenvoranschlag anfordern",
    getQuote: "Kostenvoranschlag anfordern",
    viewPriceList: "Preisliste ansehen",
    returnHome: "Zurück zur Startseite",
    travelInformation: "Reiseinformationen",
    readMore: "Weiterlesen",
    close: "Schließen",
    orEmail: "oder per E-Mail an",
  },
  a11y: {
    newTab: "(öffnet in einem neuen Tab)",
    opensInNewTab: (name: string) => `(öffnet ${name} in einem neuen Tab)`,
    breadcrumb: "Brotkrümelnavigation",
    callUsOn: (phone: string) => `Rufen Sie uns an: ${phone}`,
  },
  carousel: {
    roleDescription: "Karussell",
    slide: "Folie",
    slideOf: (number: number, total: number) => `${number} von ${total}`,
    previousPicture: "Vorheriges Bild",
    nextPicture: "Nächstes Bild",
  },
  booking: {
    fullyBooked: "Ausgebucht",
    noDates: "Keine Termine",
    notFound: "Wir konnten diese Buchung nicht finden.",
  },
  calendar: {
    addToCalendar: "Zu Ihrem Kalender hinzufügen",
    icsFile: "Kalenderdatei (.ics)",
    google: "Google Kalender",
    outlook: "Outlook.com",
  },
  openingHours: "Öffnungszeiten",
  notFound: "Nicht gefunden",
  pageNotFoundTitle: `Seite nicht gefunden | ${site.name}`,
};
