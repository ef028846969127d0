/**
 * The German words of the consultation-day emails the back office sends to a PATIENT (twin of
 * app/content/desk-emails.ts): a phone booking's confirmation or payment link, a closed day's
 * move or cancellation, and the day's confirmation sent from the day sheet.
 */
import * as en from "../desk-emails";
import type { Translated } from "../locales";
import { site } from "../site";
import { consultationDay as day } from "./consultation-day";
import { consultationEvent } from "./event";
import type { Greeted } from "../email-courtesy";
import { greeting, signOff } from "./email-courtesy";

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, Ungarn`;
/** 'telefonisch unter +36 … oder per E-Mail an info@…' */
const contact = `telefonisch unter ${site.phone.display} oder per E-Mail an ${site.email}`;
/** '50 €': paid in euros, at the desk or by the link. */
const fee = `${consultationEvent.feeEur}\u00a0€`;
const bring = `Bitte mitbringen: ${consultationEvent.whatToBring}.`;
const privateLink = "(Dieser Link gilt nur für Sie: Bitte geben Sie ihn nicht weiter.)";

export const deskBookingEmail: Translated<typeof en.deskBookingEmail> = {
  subject: (facts: en.DeskBookingFacts) => `Ihr Beratungstag am ${facts.date} ist gebucht`,
  text: (facts: en.DeskBookingFacts) =>
    [
      greeting(facts.name),
      "",
      `vielen Dank für Ihren Anruf: Ihr Platz für den Beratungstag am ${facts.date} ist gebucht.`,
      "",
      `Buchungsnummer: ${facts.reference}`,
      `Ort: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      `Die Gebühr von ${fee} zahlen Sie bei Ihrer Ankunft an der Rezeption. ${consultationEvent.story.credit}`,
      bring,
      "",
      "Hier wählen Sie Ihre Terminzeit und können die Buchung auch verlegen oder stornieren:",
      facts.manageUrl,
      privateLink,
      "",
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const paymentLinkEmail: Translated<typeof en.paymentLinkEmail> = {
  subject: (facts: en.PaymentLinkFacts) => `Ihr Zahlungslink für den Beratungstag am ${facts.date}`,
  text: (facts: en.PaymentLinkFacts) =>
    [
      greeting(facts.name),
      "",
      `vielen Dank für Ihren Anruf. Wir halten einen Platz für Sie am Beratungstag am ${facts.date} frei.`,
      `Um ihn zu bestätigen, zahlen Sie bitte hier die Gebühr von ${fee}:`,
      facts.paymentUrl,
      "",
      `Der Platz bleibt bis ${facts.expires} für Sie reserviert; danach ist der Link nicht mehr gültig.`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      "Nach Ihrer Zahlung erhalten Sie eine Quittung und wählen Ihre Terminzeit.",
      "",
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const dayMovedEmail: Translated<typeof en.dayMovedEmail> = {
  subject: (facts: en.DayMovedFacts) => `Ihr Beratungstag wurde verlegt: neu am ${facts.to}`,
  text: (facts: en.DayMovedFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Es tut uns leid: Die Klinik musste den Beratungstag am ${facts.from} absagen${facts.reason ? ` (${facts.reason})` : ""}.`,
      "",
      `Ihr Platz ist nun am ${facts.to}, ohne zusätzliche Kosten für Sie.`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      "Bitte wählen Sie hier Ihre Terminzeit am neuen Tag (dort können Sie die Buchung auch verlegen oder stornieren):",
      facts.manageUrl,
      privateLink,
      "",
      `Falls Ihnen der neue Tag nicht passt, erreichen Sie uns ${contact}: Wir finden einen anderen Tag für Sie oder erstatten Ihnen die Gebühr.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const deskCancelledEmail: Translated<typeof en.deskCancelledEmail> = {
  subject: (date: string) => `Ihr Beratungstag am ${date} wurde abgesagt`,
  text: (facts: { date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `Es tut uns leid: Die Klinik musste Ihre Buchung für den Beratungstag am ${facts.date} stornieren (Buchungsnummer ${facts.reference}).`,
      "Sie hatten noch nichts bezahlt; es ist also nichts zu erstatten.",
      "",
      `Wenn Sie einen anderen Tag buchen möchten, erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const dayConfirmationEmail: Translated<typeof en.dayConfirmationEmail> = {
  subject: (facts: en.DayConfirmationFacts) =>
    facts.time
      ? `Bestätigt: Ihr Beratungstermin am ${facts.date} um ${facts.time} Uhr`
      : `Bestätigt: Ihr Beratungstermin am ${facts.date} (bitte wählen Sie Ihre Terminzeit)`,
  text: (facts: en.DayConfirmationFacts) =>
    [
      greeting(facts.name),
      "",
      `wir freuen uns, Sie an Ihrem Beratungstag am ${facts.date} bei uns zu begrüßen.`,
      "",
      facts.time
        ? `Ihr Termin: ${facts.date} um ${facts.time} Uhr (Budapester Zeit). ${day.arrivalAt(facts.time)}`
        : `Sie haben Ihre Terminzeit noch nicht gewählt. Bitte wählen Sie sie hier: ${facts.manageUrl}`,
      `Ort: ${site.name}, ${address}`,
      `Buchungsnummer: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      bring,
      "",
      ...(facts.time ? [`Zeit ändern oder stornieren: ${facts.manageUrl}`] : []),
      `Bei Fragen erreichen Sie uns ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
