import type * as en from "../contact";
import type { Translated } from "../locales";

/**
 * The contact form's treatment choices, in the order English lists them. The form still sends
 * the English option (app/lib/schemas/contact.ts checks it against English): these are its labels.
 */
export const treatmentOptions: Translated<typeof en.treatmentOptions> = [
  "Zahnimplantate",
  "Kronen und Brücken",
  "All-on-4",
  "All-on-6",
  "Ästhetische Zahnmedizin",
  "Sonstiges",
];

export const contactSection: Translated<typeof en.contactSection> = {
  eyebrow: "Kontakt",
  title: "Buchen Sie Ihre kostenlose Beratung",
  intro:
    "Schreiben Sie uns, was Sie brauchen, oder bitten Sie um eine Beratung mit Ihrem Patientenbetreuer am Telefon oder per Video. Diese Erstberatung ist kostenlos: Wir antworten innerhalb von 24 Stunden, und sobald unsere Zahnärzte Ihre Röntgenbilder oder Fotos gesehen haben, erhalten Sie per E-Mail einen schriftlichen Behandlungsplan mit dem vollständigen Preis.",
};

export const quoteSection: Translated<typeof en.quoteSection> = {
  eyebrow: "Kostenloser Kostenvoranschlag",
  title: "Fordern Sie Ihren kostenlosen Kostenvoranschlag an",
  intro:
    "Beschreiben Sie uns, welche Behandlung Sie wünschen, und fügen Sie, falls vorhanden, ein aktuelles Röntgenbild oder Fotos Ihrer Zähne bei. Unsere Zahnärzte prüfen alles und senden Ihnen innerhalb von 24 Stunden einen schriftlichen Kostenvoranschlag.",
};

export const contactCopy: Translated<typeof en.contactCopy> = {
  labels: {
    name: "Ihr Name *",
    email: "E-Mail *",
    phone: "Telefon",
    treatment: "Behandlung",
    message: "Nachricht",
  },
  selectPlaceholder: "Behandlung auswählen",
  messageHint:
    "Beschreiben Sie, was Sie verbessern möchten. Bitte nennen Sie nicht mehr Gesundheitsdetails, als wir für einen ersten Kostenvoranschlag benötigen.",
  attachments: {
    label: "Röntgenbilder oder Fotos (optional)",
    hint: "Eine Panoramaröntgenaufnahme (OPG) oder gut erkennbare Fotos Ihrer Zähne helfen unseren Zahnärzten, die Kosten Ihrer Behandlung zu kalkulieren. Bis zu 5 Dateien im Format JPEG, PNG, HEIC oder PDF, je 10 MB und insgesamt 25 MB. Standort- und Gerätedaten, die Fotos enthalten, entfernen wir, bevor wir sie speichern.",
    sendingWithFiles: "Ihre Dateien werden gesendet …",
  },
  submit: "Nachricht senden",
  sending: "Wird gesendet …",
  thanksTitle: "Vielen Dank für Ihre Nachricht!",
  thanksText: "Wir haben Ihre Nachricht erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.",
  shortThanks: "Ihre Nachricht wurde erfolgreich gesendet. Wir melden uns in Kürze bei Ihnen.",
  consent:
    "Mit dem Absenden dieses Formulars stimmen Sie zu, dass wir Ihre Angaben verwenden, um Ihre Anfrage zu beantworten. Einzelheiten finden Sie in unserer",
  consentLink: "Datenschutzerklärung",
  gotcha: "Dieses Feld bitte leer lassen",
};

export const thankYouPage: Translated<typeof en.thankYouPage> = {
  metaTitle: "Vielen Dank für Ihre Nachricht",
  metaDescription: "Wir haben Ihre Nachricht erhalten und antworten Ihnen innerhalb von 24 Stunden.",
  eyebrow: "Nachricht erhalten",
  sooner: "Sie brauchen schneller eine Antwort? Rufen Sie uns an unter",
};
