/**
 * The German words of the consultation-day emails the PATIENT receives (twin of
 * app/content/booking-emails.ts): receipt, confirmation, changes, cancellation, reminders,
 * refunds and the calendar invitation. The clinic's own notices (`staffSubject`, `staffText`)
 * stay in English, as its staff read them: they are the English functions themselves.
 */
import * as en from "../booking-emails";
import type { Translated } from "../locales";
import { site } from "../site";
import { consultationDay as day } from "./consultation-day";
import { consultationEvent } from "./event";
import type { Greeted } from "../email-courtesy";
import { greeting, signOff } from "./email-courtesy";

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, Ungarn`;
/** 'telefonisch unter +36 … oder per E-Mail an info@…' */
const contact = `telefonisch unter ${site.phone.display} oder per E-Mail an ${site.email}`;
/** '50 € / 43 £' */
const fee = consultationEvent.feeInWords;
const bring = `Bitte mitbringen: ${consultationEvent.whatToBring}.`;
const privateLink = "(Dieser Link gilt nur für Sie: Bitte geben Sie ihn nicht weiter.)";
const nearStation = "(wenige Gehminuten vom Bahnhof Nyugati entfernt)";

export const confirmationEmail: Translated<typeof en.confirmationEmail> = {
  address,
  icsSummary: `Beratungstag bei ${site.name}`,
  icsDescription: (reference: string, time: string) =>
    [
      `Ihr Beratungstermin um ${time} Uhr (Budapester Zeit), Buchungsnummer ${reference}.`,
      day.appointmentMeaning,
      day.arrivalAt(time),
      bring,
      day.rescheduleRule,
    ].join("\n"),
  patientSubject: (facts: en.ConfirmationFacts) => `Ihr Beratungstermin am ${facts.date}`,
  patientText: (facts: en.ConfirmationFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Vielen Dank, dass Sie Ihren Beratungstag bei uns gebucht haben.",
      "",
      `Ihr Termin: ${facts.when}`,
      `Ort: ${site.name}, ${address} ${nearStation}`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      day.arrivalAt(facts.time),
      bring,
      "",
      `Ihre Gebühr von ${fee} wird nicht erstattet. ${consultationEvent.story.credit}`,
      day.rescheduleRule,
      "",
      `Zeit ändern, auf ein anderes Datum verlegen oder stornieren: ${facts.manageUrl}`,
      privateLink,
      "",
      `Bei Fragen oder Änderungswünschen erreichen Sie uns ${contact}.`,
      "",
      "Eine Kalendereinladung ist beigefügt.",
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.confirmationEmail.staffSubject,
  staffText: en.confirmationEmail.staffText,
};

export const receiptEmail: Translated<typeof en.receiptEmail> = {
  patientSubject: (facts: en.ReceiptFacts) => `Zahlung erhalten: Ihr Beratungstag am ${facts.date}`,
  patientText: (facts: en.ReceiptFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Vielen Dank: Wir haben Ihre Zahlung von ${facts.amount} erhalten, und Ihr Platz für den Beratungstag am ${facts.date} ist gebucht.`,
      "",
      `Buchungsnummer: ${facts.reference}`,
      `Ort: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      "Ihr nächster Schritt: Wählen Sie Ihre Terminzeit an diesem Tag. Falls Sie noch keine gewählt haben, können Sie das hier tun und die Zeit später auch ändern:",
      facts.manageUrl,
      privateLink,
      "",
      "Bitte füllen Sie vor Ihrem Besuch Ihren Anamnesebogen aus (das dauert etwa 10 Minuten), damit Ihre Zahnärztin bzw. Ihr Zahnarzt Ihre Behandlung sicher planen kann:",
      facts.medicalHistoryUrl,
      "",
      consultationEvent.story.credit,
      day.rescheduleRule,
      "",
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.receiptEmail.staffSubject,
  staffText: en.receiptEmail.staffText,
};

export const refundEmail: Translated<typeof en.refundEmail> = {
  patientSubject: "Ihre Zahlung für den Beratungstag wurde erstattet",
  patientText: (facts: en.RefundFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Vielen Dank, dass Sie einen Beratungstag bei uns buchen wollten.",
      "",
      `Während Sie bezahlt haben, wurde der letzte Platz am ${facts.date} vergeben, daher konnten wir Ihnen keinen Platz freihalten. Das tut uns leid.`,
      "",
      `Wir haben Ihre Zahlung von ${facts.amount} vollständig erstattet (Erstattungsnummer ${facts.refundReference}). Je nach Bank wird die Erstattung Ihrer Karte in der Regel innerhalb von 5 bis 10 Werktagen gutgeschrieben.`,
      "",
      `An anderen Beratungstagen sind noch Plätze frei: Bitte wählen Sie unter ${facts.siteUrl}/de/beratungstag ein anderes Datum, oder rufen Sie uns unter ${site.phone.display} an, dann buchen wir gemeinsam einen Termin für Sie.`,
      "",
      `Bei Fragen erreichen Sie uns ${contact}. Ihre Buchungsnummer war ${facts.reference}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.refundEmail.staffSubject,
  staffText: en.refundEmail.staffText,
};

const feeLine = `Ihre Gebühr von ${fee} wird nicht erstattet; wenn Sie sich aber für eine Behandlung bei uns entscheiden, wird sie von Ihrem Behandlungsplan abgezogen.`;

export const changeEmail: Translated<typeof en.changeEmail> = {
  patientSubject: (facts: en.ChangeFacts) => `Ihr Beratungstermin wurde geändert: ${facts.when}`,
  patientText: (facts: en.ChangeFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Ihre Buchung für den Beratungstag wurde geändert.",
      "",
      `Ihr Termin ist jetzt: ${facts.when}`,
      `Bisher: ${facts.before}`,
      `Ort: ${site.name}, ${address}`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      facts.time ? day.arrivalAt(facts.time) : `Bitte wählen Sie Ihre Terminzeit: ${facts.manageUrl}`,
      bring,
      "",
      "Die beigefügte Kalendereinladung ersetzt die Einladung, die wir Ihnen zuvor geschickt haben.",
      "",
      `Buchung verwalten: ${facts.manageUrl}`,
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.changeEmail.staffSubject,
  staffText: en.changeEmail.staffText,
};

export const cancelEmail: Translated<typeof en.cancelEmail> = {
  patientSubject: (facts: en.CancelFacts) => `Ihr Beratungstermin am ${facts.date} ist storniert`,
  patientText: (facts: en.CancelFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Ihre Buchung für den Beratungstag wurde wie gewünscht storniert.",
      "",
      `Storniert: ${facts.when}`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      feeLine,
      "Die beigefügte Kalenderdatei entfernt den Termin aus Ihrem Kalender.",
      "",
      `Wenn Sie an einem anderen Tag kommen möchten, erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.cancelEmail.staffSubject,
  staffText: en.cancelEmail.staffText,
};

const whenLine = (facts: en.ReminderFacts) =>
  facts.time
    ? `Wann: ${facts.date} um ${facts.time} Uhr (Budapester Zeit)`
    : `Wann: ${facts.date}, ${day.hours} (Budapester Zeit); Sie haben Ihre Terminzeit noch nicht gewählt`;

export const reminderEmail: Translated<typeof en.reminderEmail> = {
  subject: (daysBefore: number, facts: en.ReminderFacts) =>
    daysBefore === 1
      ? facts.time
        ? `Bis morgen um ${facts.time} Uhr: Ihr Beratungstag`
        : "Bis morgen: Bitte wählen Sie Ihre Terminzeit"
      : `Ihr Beratungstag ist in ${daysBefore} Tagen: ${facts.date}`,
  text: (daysBefore: number, facts: en.ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      daysBefore === 1
        ? "Zur Erinnerung: Ihr Beratungstag in unserer Klinik ist morgen."
        : `Zur Erinnerung: Ihr Beratungstag in unserer Klinik ist in ${daysBefore} Tagen.`,
      "",
      whenLine(facts),
      `Ort: ${site.name}, ${address} ${nearStation}`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      ...(facts.time
        ? [day.arrivalAt(facts.time)]
        : [`Bitte wählen Sie jetzt Ihre Terminzeit, damit wir Sie erwarten können: ${facts.manageUrl}`]),
      bring,
      "",
      ...(facts.time ? [`Möchten Sie die Zeit ändern oder stornieren? ${facts.manageUrl}`] : []),
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  chooseTimeSubject: (facts: en.ReminderFacts) =>
    `Bitte wählen Sie Ihre Terminzeit für den Beratungstag am ${facts.date}`,
  chooseTimeText: (facts: en.ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Nochmals vielen Dank, dass Sie Ihren Beratungstag am ${facts.date} gebucht haben.`,
      "",
      "Sie haben Ihre Terminzeit noch nicht gewählt. Bitte wählen Sie sie hier (das dauert nur eine Minute, und Sie können sie später ändern):",
      facts.manageUrl,
      privateLink,
      "",
      `Buchungsnummer: ${facts.reference}`,
      `Ort: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const historyReminderEmail: Translated<typeof en.historyReminderEmail> = {
  subject: (facts: en.HistoryReminderFacts) => `Vor Ihrem Beratungstag am ${facts.date}: Ihr Anamnesebogen`,
  text: (facts: en.HistoryReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Ihr Beratungstag am ${facts.date} ist in einer Woche, und Ihr Anamnesebogen liegt uns noch nicht vor.`,
      "",
      "Bitte füllen Sie ihn vor Ihrer Reise aus (das dauert etwa 10 Minuten), damit Ihre Zahnärztin bzw. Ihr Zahnarzt Ihre Behandlung sicher planen kann. Ihre Angaben werden verschlüsselt gespeichert, und nur die Zahnärztinnen, Zahnärzte und Mitarbeitenden der Klinik können sie lesen:",
      facts.medicalHistoryUrl,
      privateLink,
      "",
      `Buchungsnummer: ${facts.reference}`,
      `Ihre Buchung: ${facts.manageUrl}`,
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

/** Staff refunded a booking from the back office: the patient's email. */
export const staffRefundEmail: Translated<typeof en.staffRefundEmail> = {
  patientSubject: "Ihre Zahlung für den Beratungstag wurde erstattet",
  patientText: (facts: { amount: string; date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `Wir haben Ihre Zahlung von ${facts.amount} für den Beratungstag am ${facts.date} erstattet (Buchungsnummer ${facts.reference}).`,
      "Ihr Kartenanbieter zeigt die Erstattung in der Regel innerhalb von 5–10 Werktagen an.",
      "",
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
