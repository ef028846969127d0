/**
 * German words of the patient's manage-booking page (/booking/<token>): twin of
 * app/content/manage-booking.ts.
 */
import type { Translated } from "../locales";
import type * as en from "../manage-booking";
import { site } from "../site";
import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";

const noticeDays = consultationEvent.rescheduleNoticeDays;
/** '50 € / 43 £' */
const fee = consultationEvent.feeInWords;

export const manageBookingCopy: Translated<typeof en.manageBookingCopy> = {
  metaTitle: `Ihre Buchung | ${site.name}`,
  heading: "Ihre Buchung für den Beratungstag",
  reference: "Buchungsnummer",
  day: "Beratungstag",
  time: "Terminzeit",
  noTime: "Noch nicht gewählt: Bitte wählen Sie unten eine Zeit.",
  where: "Ort",
  address: `${site.name}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  meaning: consultationDay.appointmentMeaning,
  arrive: (time: string | null) => (time ? consultationDay.arrivalAt(time) : consultationDay.arrival),
  bringHeading: "Was Sie mitbringen sollten",
  whatToBring: `Bitte bringen Sie ${consultationEvent.whatToBring} mit.`,
  private:
    "Diese Seite öffnet sich nur über den Link in Ihren E-Mails. Bitte geben Sie den Link nicht weiter.",
  changeTime: {
    heading: "Zeit ändern",
    text: "Wählen Sie eine andere Zeit am selben Tag. Ausgebuchte Zeiten können nicht gewählt werden.",
    legend: "Zeiten an Ihrem Beratungstag",
    submit: "Meine Zeit ändern",
    chooseFirst: "Meine Zeit wählen",
    closed: `Ihr Beratungstag hat begonnen, daher kann die Zeit nicht mehr online geändert werden. Bitte rufen Sie uns unter ${site.phone.display} an.`,
  },
  move: {
    heading: "Auf ein anderes Datum verlegen",
    text: (lastDay: string) =>
      `Sie können Ihre Buchung bis ${lastDay} (${noticeDays} Tage vor Ihrem Termin) auf einen anderen Beratungstag verlegen.`,
    closed: `Ihr Beratungstag ist weniger als ${noticeDays} Tage entfernt und kann daher nicht mehr online verlegt werden. Bitte rufen Sie uns unter ${site.phone.display} an, wir helfen Ihnen gern.`,
    dateLegend: "Neues Datum wählen",
    showTimes: "Zeiten an diesem Datum anzeigen",
    timeLegend: (date: string) => `Zeiten am ${date}`,
    submit: "Meine Buchung verlegen",
    full: "Ausgebucht",
    none: "Derzeit ist an keinem anderen Beratungstag ein Platz frei. Bitte rufen Sie uns an, wir finden eine Lösung.",
  },
  cancel: {
    heading: "Buchung stornieren",
    warning: `Die Beratungsgebühr von ${fee} wird nicht erstattet: Wenn Sie stornieren, erhalten Sie sie nicht zurück. Wenn Ihnen ein anderes Datum besser passt, können Sie Ihre Buchung stattdessen verlegen.`,
    start: "Meine Buchung stornieren",
    confirmHeading: "Möchten Sie wirklich stornieren?",
    confirm: "Ja, meine Buchung stornieren",
    keep: "Nein, Buchung behalten",
    closed: `Ihr Beratungstag hat begonnen: Um zu stornieren, rufen Sie uns bitte unter ${site.phone.display} an.`,
  },
  cancelled: {
    heading: "Diese Buchung ist storniert",
    text: `Ihr Platz wurde freigegeben, und die Gebühr von ${fee} wird gemäß den Buchungsbedingungen nicht erstattet. Wenn Sie an einem anderen Tag kommen möchten, rufen Sie uns bitte unter ${site.phone.display} an oder schreiben Sie an ${site.email}.`,
  },
  done: {
    time: "Ihre Terminzeit wurde geändert. Wir haben Ihnen eine neue Kalendereinladung per E-Mail geschickt.",
    move: "Ihre Buchung wurde verlegt. Wir haben Ihnen eine neue Kalendereinladung per E-Mail geschickt.",
    cancel: "Ihre Buchung wurde storniert. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.",
    reminders: "Ihre Wahl der Erinnerungen wurde gespeichert.",
  },
  placesLeft: (left: number) => (left === 1 ? "Noch 1 Platz frei" : `Noch ${left} Plätze frei`),
  yourTime: "Ihre Zeit",
  notFound: "Wir konnten diese Buchung nicht finden.",
  chooseDate: "Bitte wählen Sie ein Datum.",
  chooseTime: "Bitte wählen Sie eine Zeit.",
  questions: "Fragen? Rufen Sie uns an unter",
  orEmail: "oder schreiben Sie an",
};
