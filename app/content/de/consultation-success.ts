/**
 * German words of the payment confirmation page (/consultation-success) and of the scheduler
 * it shows in a frame (/consultation-scheduler): twin of app/content/consultation-success.ts.
 */
import type * as en from "../consultation-success";
import type { Translated } from "../locales";
import { site } from "../site";

export const paymentPage: Translated<typeof en.paymentPage> = {
  metaTitle: `Zahlungsbestätigung | ${site.name}`,
  checking: "Ihre Zahlung wird geprüft …",
  showResult: "Ergebnis Ihrer Zahlung anzeigen",
  checkFailed: {
    heading: "Wir konnten Ihre Zahlung gerade nicht prüfen",
    text: "Ihre Zahlung ist möglicherweise eingegangen, aber wir konnten sie im Moment nicht bestätigen. Bitte laden Sie diese Seite in einer Minute neu; wenn es dann immer noch nicht funktioniert, kontaktieren Sie uns, und wir bestätigen Ihre Buchung.",
  },
  backToEvent: "Zurück zum Beratungstag",
  confirmed: {
    heading: "Zahlung bestätigt!",
    thanks: "Vielen Dank für Ihre Zahlung",
    processed: "Ihre Zahlung für die Beratung in der Klinik wurde erfolgreich verarbeitet.",
    day: (date: string, hours: string) => `Beratungstag: ${date}, ${hours}`,
    confirmationId: "Bestätigungsnummer:",
    at: (date: string, time: string) => `${date} um ${time} Uhr`,
    showCalendar: "Terminkalender anzeigen",
    hideCalendar: "Kalender ausblenden",
    saving: "Ihr Termin wird gespeichert …",
    saveFailed: "Wir konnten diese Zeit nicht speichern:",
    saveAgain:
      "Bitte wählen Sie im Kalender erneut eine Zeit, oder rufen Sie uns an, dann buchen wir sie für Sie.",
    nextSteps: "Nächste Schritte",
    manage: "Buchung verwalten",
    manageText:
      ": Zeit ändern, auf ein anderes Datum verlegen oder stornieren. Den Link finden Sie auch in Ihrer Bestätigungs-E-Mail.",
    change: "Möchten Sie etwas ändern? Rufen Sie uns an unter",
  },
  notConfirmed: {
    unpaid: {
      heading: "Ihre Zahlung wurde nicht abgeschlossen",
      text: "Wir haben für diese Buchung keine Zahlung erhalten, daher ist noch kein Platz reserviert. Wenn Sie gerade bezahlt haben, warten Sie bitte eine Minute und laden Sie diese Seite neu.",
    },
    unknown: {
      heading: "Wir konnten diese Zahlung nicht finden",
      text: "Dieser Link passt zu keiner uns bekannten Buchung, daher können wir keine Zahlung bestätigen. Wenn Sie bezahlt haben, kontaktieren Sie uns bitte mit der verwendeten E-Mail-Adresse, und wir klären das.",
    },
  },
};

export const schedulerPage: Translated<typeof en.schedulerPage> = {
  title: "Wählen Sie Ihre Terminzeit",
  label: "Terminzeiten",
  budapestTime: "· Budapester Zeit",
  freeTimes: "Freie Zeiten",
  fullyBooked: "Ausgebucht",
  placesLeft: (left: number) => `Noch ${left} ${left === 1 ? "Platz" : "Plätze"} frei`,
  confirm: (time: string) => `${time} Uhr bestätigen`,
  chooseTime: "Zeit wählen",
  sending: "Ihre Auswahl wird gesendet … Ihre Bestätigung erscheint auf der Seite oben.",
};
