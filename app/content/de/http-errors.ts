import type * as en from "../http-errors";
import type { Translated } from "../locales";
import { site } from "../site";

/** Die schlichten Antworten des Servers vor einer Seite oder statt einer Seite. */
export const httpErrorWords: Translated<typeof en.httpErrorWords> = {
  crossSite: "Anfragen von anderen Websites werden nicht angenommen.",
  unsupportedType: (types: readonly string[]) => `Senden Sie die Anfrage als ${types.join(" oder ")}.`,
  tooManyRequests:
    "Zu viele Anfragen von Ihrer Verbindung. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  tooSlow: "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
  tooLarge: (kB: number) => `Die Anfrage ist zu groß (höchstens ${kB} kB).`,
  methodNotAllowed: "Methode nicht erlaubt",
  movedTo: (location: string) => `Verschoben nach ${location}`,
  invalidAddress: "Diese Adresse ist ungültig.",
  starting: "Die Website wird gerade gestartet. Bitte versuchen Sie es in ein paar Sekunden erneut.",
  serverError: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.",
  endpointError: `Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut oder rufen Sie uns unter ${site.phone.display} an.`,
  staffTokenRequired: "Ein gültiges Mitarbeiter-Token ist erforderlich",
};
