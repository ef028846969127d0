/**
 * What a public form says when something needs another look, in German: whole sentences that
 * tell the person what to do (the English module says where each is used).
 */

import { EXAMPLE_EMAIL } from "../form-errors";
import type * as en from "../form-errors";
import type { Translated } from "../locales";
import { MB, uploadLimits } from "../../lib/upload-limits";

/** A count as people read it: 5.000. */
const count = (n: number) => n.toLocaleString("de-DE");

/**
 * How each field is named inside a sentence. German needs its case: every sentence below uses
 * the field as an object ('Bitte geben Sie Ihren Namen an.'), so these are accusative.
 */
export const fieldNames: Record<string, string> = {
  name: "Ihren Namen",
  email: "Ihre E-Mail-Adresse",
  phone: "Ihre Telefonnummer",
  treatment: "die Behandlung",
  message: "Ihre Nachricht",
  discountCode: "Ihren Newsletter-Code",
};
/** Any other field a form sends (Formspree keeps those too). */
const otherField = "den Inhalt dieses Feldes";

const fieldName = (field: string) => fieldNames[field] ?? otherField;

export const fieldErrorWords: Translated<typeof en.fieldErrorWords> = {
  missing: (field: string) =>
    fieldNames[field] ? `Bitte geben Sie ${fieldNames[field]} an.` : "Bitte füllen Sie dieses Feld aus.",
  email: `Bitte geben Sie eine E-Mail-Adresse im Format ${EXAMPLE_EMAIL} ein.`,
  phone: `Bitte geben Sie eine Telefonnummer mit Ländervorwahl ein, zum Beispiel +49 30 23125 123.`,
  choice: "Bitte wählen Sie eine Behandlung aus der Liste oder lassen Sie das Feld leer.",
  tooLong: (field: string, max: number) =>
    `Bitte kürzen Sie ${fieldName(field)} auf höchstens ${count(max)} Zeichen.`,
  oneLine: (field: string) => `Bitte schreiben Sie ${fieldName(field)} in eine einzige Zeile.`,
  unstorable: (field: string) =>
    `Bitte geben Sie ${fieldName(field)} erneut ein: Die Eingabe enthält Zeichen, die wir nicht speichern können.`,
  notText: (field: string) => `Bitte geben Sie ${fieldName(field)} als Text ein.`,
};

const megapixels = (pixels: number) => Math.ceil(pixels / 1_000_000);

/** The quote form's attachments (app/lib/upload-rules.ts has the limits). */
export const uploadMessages: Translated<typeof en.uploadMessages> = {
  FILES_TOO_BIG: `Die angehängten Dateien sind zu groß: Jede Datei darf höchstens ${uploadLimits.maxFileBytes / MB}\u00a0MB groß sein, alle zusammen höchstens ${uploadLimits.maxTotalBytes / MB}\u00a0MB. Bitte senden Sie weniger oder kleinere Dateien, oder schicken Sie uns die übrigen per E-Mail.`,
  TOO_MANY_FILES: `Es wurden zu viele Dateien angehängt: Bitte wählen Sie höchstens ${uploadLimits.maxFiles} aus.`,
  wrongType: (name: string) =>
    `„${name}“ ist keine JPEG-, PNG-, HEIC- oder PDF-Datei. Bitte hängen Sie Röntgenbilder und Fotos in einem dieser Formate an.`,
  unreadable: (name: string) =>
    `„${name}“ konnte nicht als Bild geöffnet werden. Bitte versuchen Sie es mit einer anderen Kopie der Datei.`,
  tooManyPixels: (name: string, pixels: number) =>
    `„${name}“ ist ein zu großes Bild (${megapixels(pixels)} Megapixel; wir können bis zu ${megapixels(uploadLimits.maxPixels)} Megapixel öffnen). Bitte senden Sie eine kleinere Version davon, zum Beispiel einen Screenshot.`,
  tooSlow: (name: string) =>
    `Das Öffnen von „${name}“ hat zu lange gedauert. Bitte senden Sie eine kleinere Version davon, zum Beispiel einen Screenshot.`,
  FILES_RECENTLY:
    "Über Ihre Verbindung haben wir in der letzten Stunde mehr Dateien erhalten, als wir annehmen können. Bitte versuchen Sie es später erneut, oder senden Sie uns die Dateien per E-Mail.",
  PIXELS_RECENTLY:
    "Über Ihre Verbindung haben wir in der letzten Stunde mehr Bilder erhalten, als wir öffnen können. Bitte versuchen Sie es später erneut, oder senden Sie uns die Bilder per E-Mail.",
  PICTURES_BUSY:
    "Wir öffnen gerade sehr viele Bilder, deshalb wurde Ihre Anfrage nicht gesendet. Bitte senden Sie sie in einer Minute erneut, oder schicken Sie uns die Bilder per E-Mail.",
};

const callOrEmail = "Bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail.";

/** The form-level answers a Formspree-style endpoint may give, said as what to do next. */
export const formErrorWords: Record<string, string> = {
  BLOCKED: `Diese Übermittlung wurde blockiert. ${callOrEmail}`,
  EMPTY: "Das Formular war leer. Bitte füllen Sie Ihre Angaben aus.",
  FILES_TOO_BIG: uploadMessages.FILES_TOO_BIG,
  FORM_NOT_FOUND: `Dieses Formular wurde nicht gefunden. ${callOrEmail}`,
  INACTIVE: `Dieses Formular nimmt derzeit keine Nachrichten an. ${callOrEmail}`,
  NO_FILE_UPLOADS: "Dieses Formular nimmt keine Dateien an. Bitte senden Sie es ohne Dateien.",
  PROJECT_NOT_FOUND: `Dieses Formular wurde nicht gefunden. ${callOrEmail}`,
  TOO_MANY_FILES: uploadMessages.TOO_MANY_FILES,
  TOO_MANY_REQUESTS:
    "Über Ihre Verbindung wurden zu viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
};

export const formProblemWords: Translated<typeof en.formProblemWords> = {
  unexpected:
    "Beim Senden des Formulars ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut, oder rufen Sie uns an bzw. schreiben Sie uns eine E-Mail.",
  unreachable:
    "Wir konnten den Server nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut, oder rufen Sie uns an.",
};

/** The page a browser without JavaScript sees when a form post has a problem. */
export const formErrorPage: Translated<typeof en.formErrorPage> = {
  title: "Bitte prüfen Sie das Formular",
  fieldsIntro: "Einige Angaben müssen Sie noch einmal prüfen:",
  back: "Zurück zum Formular",
  or: "oder",
  home: "zur Startseite zurückkehren",
};

/** The newsletter sign-up's email field (the popup and the pages that sign up again). */
export const newsletterErrorWords: Translated<typeof en.newsletterErrorWords> = {
  missing: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  email: fieldErrorWords.email,
  tooLong: "Ihre E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
  oneLine: "Bitte schreiben Sie Ihre E-Mail-Adresse in eine einzige Zeile.",
  unstorable:
    "Bitte geben Sie Ihre E-Mail-Adresse erneut ein: Sie enthält Zeichen, die wir nicht speichern können.",
  tryAgain: "Bitte versuchen Sie es erneut.",
  failed: "Wir konnten Sie gerade nicht anmelden.",
};

/** What a request's body can be refused for while it is read. */
export const formBodyWords: Translated<typeof en.formBodyWords> = {
  fieldTooLong: "Ein Feld des Formulars ist zu lang.",
  fileOutsideAttachments: "Dateien können nur im Feld für Anhänge angehängt werden.",
  tooManyParts: "Das Formular besteht aus zu vielen Teilen.",
  tooManyFields: "Das Formular hat zu viele Felder.",
  malformed: "Die Formulardaten konnten nicht gelesen werden.",
  interrupted: "Das Hochladen wurde unterbrochen. Bitte versuchen Sie es erneut.",
  notJson: "Der Inhalt der Anfrage ist kein gültiges JSON.",
  noFiles: "Dieses Formular nimmt keine Dateien an.",
  invalid: "Die Anfrage ist ungültig.",
};

/** The one-line summary a Formspree-style answer leads with (its `error`). */
export const formErrorSummaries: Translated<typeof en.formErrorSummaries> = {
  FORM_NOT_FOUND: "Formular nicht gefunden",
  INACTIVE: "Formular nicht aktiv",
  EMPTY: "Leeres Formular",
  INVALID: "Fehlerhafte Angaben",
  FILES: "Bitte prüfen Sie die angehängten Dateien",
};
