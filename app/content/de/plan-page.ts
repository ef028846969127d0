/** Die Seite des Behandlungsplans für Patientinnen und Patienten (/plan/<token>): Zwilling von app/content/plan-page.ts. */
import type { Translated } from "../locales";
import type * as en from "../plan-page";
import type { Country } from "../price-list";
import { site } from "../site";

const inCountry: Record<Country, string> = {
  uk: "in Großbritannien",
  germany: "in Deutschland",
  usa: "in den USA",
};

export const planPageCopy: Translated<typeof en.planPageCopy> = {
  metaTitle: (reference: string) => `Ihr Behandlungsplan ${reference} | ${site.name}`,
  heading: "Ihr Behandlungsplan",
  reference: "Planreferenz",
  version: (version: number) => `Version ${version}`,
  patient: "Patient/in",
  dentist: "Ihr Zahnarzt / Ihre Zahnärztin",
  validUntil: "Gültig bis",
  private:
    "Diese Seite öffnet sich nur über den Link in Ihrer E-Mail. Bitte geben Sie den Link nicht weiter.",
  pdf: "PDF herunterladen",
  visitsHeading: "Ihre Aufenthalte in Budapest",
  trips: (trips: number) =>
    trips === 1
      ? "Für Ihre Behandlung reisen Sie einmal nach Budapest."
      : `Für Ihre Behandlung reisen Sie ${trips}-mal nach Budapest.`,
  visitNames: ["Erster Aufenthalt", "Zweiter Aufenthalt", "Dritter Aufenthalt", "Vierter Aufenthalt"],
  workingDays: (days: number) => (days === 1 ? "1 Behandlungstag" : `${days} Behandlungstage`),
  nights: (nights: number) =>
    nights === 1 ? "etwa 1 Übernachtung in Budapest" : `etwa ${nights} Übernachtungen in Budapest`,
  healing: (months: number) =>
    months === 1 ? "Nach 1 Monat Heilungszeit zu Hause:" : `Nach ${months} Monaten Heilungszeit zu Hause:`,
  columns: { item: "Behandlung", teeth: "Zähne", quantity: "Anzahl", amount: "Betrag" },
  noTeeth: "–",
  free: "Kostenlos",
  priceHeading: "Der Preis",
  subtotal: "Zwischensumme",
  discount: (percent: number) => `Newsletter-Rabatt (${percent} %)`,
  creditLabel: "Gutschrift Beratungstag",
  total: "Gesamtbetrag",
  withPounds: (eur: string, pounds: string) => `${eur} (etwa ${pounds})`,
  aboutPounds: (pounds: string) => `etwa ${pounds}`,
  chargedInEuros:
    "Sie zahlen in Euro: Die Beträge in Pfund dienen zur Orientierung, zu unserem einheitlichen Wechselkurs.",
  homeHeading: "Was dieselbe Behandlung zu Hause kostet",
  homeIntro: (market: Country) =>
    `Unsere Preisliste nennt für einige vollständige Behandlungen den üblichen Preis ${inCountry[market]}. Wo Ihr Plan alle Teile einer solchen Behandlung enthält, können Sie hier vergleichen.`,
  homeColumns: {
    treatment: "Vollständige Behandlung",
    budapest: "In diesem Plan",
    home: (market: Country) => `${inCountry[market].charAt(0).toUpperCase()}${inCountry[market].slice(1)}`,
  },
  homeRest:
    "Die übrigen Leistungen Ihres Plans werden nicht verglichen: Unsere Preisliste nennt für sie keinen Preis zu Hause.",
  homeNone:
    "Für keine Behandlung in Ihrem Plan nennt unsere Preisliste einen Preis zu Hause. Deshalb zeigen wir lieber keinen Vergleich als eine Schätzung.",
  homeNote:
    "Die Preise zu Hause sind übliche Preise für dieselbe vollständige Behandlung, kein Angebot einer anderen Praxis.",
  includedHeading: "Ohne Aufpreis inbegriffen",
  questionsHeading: "Fragen zu Ihrem Plan?",
  questionsText:
    "Fragen Sie uns, bevor Sie sich entscheiden. Ihr Patientenbetreuer antwortet per WhatsApp, E-Mail oder Telefon.",
  whatsapp: "WhatsApp",
  whatsappMessage: (reference: string) =>
    `Guten Tag ${site.name}, ich habe eine Frage zu meinem Behandlungsplan ${reference}.`,
  accept: {
    heading: "Diesen Plan annehmen",
    text: (version: number) =>
      `Um Version ${version} Ihres Plans anzunehmen, geben Sie Ihren vollständigen Namen so ein, wie er auf dem Plan steht, und setzen Sie das Häkchen.`,
    nameLabel: "Ihr vollständiger Name",
    termsLabel: "Ich nehme diesen Behandlungsplan und die Bedingungen an",
    termsLink: "Bedingungen lesen",
    submit: "Behandlungsplan annehmen",
  },
  accepted: {
    heading: "Sie haben diesen Plan angenommen",
    text: (version: number, when: string) =>
      `Sie haben Version ${version} Ihres Plans am ${when} angenommen. Vielen Dank: Die Klinik ist informiert, und Ihr Patientenbetreuer meldet sich bei Ihnen, um Ihren ersten Aufenthalt zu planen.`,
  },
  decline: {
    heading: "Sie möchten nicht fortfahren?",
    text: "Wenn Sie diesen Plan nicht möchten, können Sie uns das hier mitteilen.",
    start: "Diesen Plan ablehnen",
    confirmHeading: "Diesen Plan ablehnen?",
    confirmText:
      "Nach der Ablehnung kann dieser Plan nicht mehr online angenommen werden. Wenn Sie es sich anders überlegen, melden Sie sich bei uns, und wir erstellen Ihnen einen neuen Plan.",
    reasonLegend: "Möchten Sie uns den Grund nennen? (freiwillig)",
    noReason: "Das möchte ich lieber nicht sagen",
    submit: "Ablehnen",
    keep: "Plan behalten",
  },
  declined: {
    heading: "Sie haben diesen Plan abgelehnt",
    text: (when: string) =>
      `Sie haben diesen Plan am ${when} abgelehnt. Wenn Sie darüber sprechen oder einen neuen Plan erhalten möchten, helfen wir Ihnen gern.`,
  },
  expiredHeading: "Dieser Plan ist abgelaufen",
  answeredHeading: "Auf diesen Plan wurde geantwortet",
  superseded: (current: number) =>
    `Dies ist eine frühere Version Ihres Plans. Ihr aktueller Plan ist Version ${current}.`,
  readVersion: (version: number) => `Version ${version} lesen`,
  earlierHeading: "Frühere Versionen",
  earlierVersion: (version: number, sentOn: string) =>
    `Version ${version}, gesendet am ${sentOn}, durch eine neuere Version ersetzt`,
  contact: `Sie erreichen die Klinik unter ${site.phone.display} oder per E-Mail an ${site.email}.`,
  pdfDocument: {
    title: "Behandlungsplan",
    issued: "Ausgestellt am",
    unitPrice: "Einzelpreis",
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    footer: "Die Preise dieses Plans gelten bis zu dem angegebenen Datum.",
    notes: "Hinweise",
  },
  errorSummary: "Ihre Antwort wurde nicht übernommen:",
};
