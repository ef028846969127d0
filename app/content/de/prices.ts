/**
 * Die Wörter der Preisseite (/prices) auf Deutsch. Preise, Gruppen und Summen kommen aus der
 * Preisliste (app/content/price-list.ts), die Bankverbindung aus `site.bank`.
 */
import type * as en from "../prices";
import type { Translated } from "../locales";
import { consultationDay } from "../consultation-day";
import { consultationEvent as deEvent } from "./event";
import { GBP_PENCE_PER_EUR } from "../price-list";

/** '1 € = 0,86 £', aus dem einen Wechselkurs. */
const rate = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;

export const pricesPage: Translated<typeof en.pricesPage> = {
  title: "Zahnarztpreise in Budapest",
  subtitle:
    "Richtpreise in Euro oder Pfund für unsere häufigsten Behandlungen. Bevor eine Behandlung beginnt, erhalten Sie einen schriftlichen Behandlungsplan mit Ihrem vollständigen Preis.",
  reassurance: [
    {
      icon: "shield",
      title: "3 Jahre Garantie",
      text: "Auf Kronen, Brücken, Veneers und Implantatarbeiten gewähren wir 3 Jahre Garantie, wenn Sie regelmäßig zur Kontrolluntersuchung gehen.",
    },
    {
      icon: "clock",
      title: "Behandlung in 3–5 Tagen",
      text: "Dank unseres hauseigenen Dentallabors sind die meisten Behandlungen mit Kronen, Veneers und Brücken in einem einzigen Aufenthalt von 3–5 Tagen abgeschlossen.",
    },
    {
      icon: "users",
      title: "Persönliche Betreuung",
      text: "Ihr eigener Patientenbetreuer beantwortet Ihre Fragen, vereinbart Ihre Termine und hilft Ihnen bei Flug, Hotel und Transfers.",
    },
  ],
  paymentOptions: [
    {
      title: "Kreditkarte",
      text: "Zahlen Sie am Empfang mit Kredit- oder Debitkarte.",
    },
    {
      title: "Banküberweisung",
      text: "Überweisen Sie in EUR oder GBP auf das passende Konto unserer Bankverbindung. Bitte geben Sie als Verwendungszweck Ihren vollständigen Namen an.",
    },
    {
      title: "Barzahlung",
      text: "Zahlen Sie bar in EUR oder GBP am Empfang.",
    },
  ],
  importantInformation: [
    "Die Preise sind Richtpreise. Ihren endgültigen Preis bestätigen wir in Ihrem schriftlichen Behandlungsplan.",
    "Die Zahlung ist jeweils vor jedem Behandlungsabschnitt fällig.",
    "Ratenzahlung ist möglich, wenn sich Ihre Behandlung über mehr als einen Besuch erstreckt.",
    `Pfundbeträge werden zum Kurs ${rate} umgerechnet und auf volle Pfund gerundet; in der Klinik zahlen Sie in Euro oder Pfund.`,
    `Bitte kommen Sie ${consultationDay.arriveMinutesBefore} Minuten vor jedem Termin.`,
    "Die 3-Jahres-Garantie setzt eine Kontrolluntersuchung alle 6 Monate voraus sowie die Einhaltung der Anweisungen zur Nachsorge, die Ihnen Ihr Zahnarzt gibt.",
    `${deEvent.story.day} ${deEvent.story.credit}`,
  ],
  metaDescription:
    "Zahnarzt-Richtpreise in Budapest in EUR oder GBP: Implantate, Kronen, Veneers, Füllungen, Prophylaxe. Kostenlose Auswertung Ihrer Röntgenbilder, schriftlicher Behandlungsplan.",
};

/** Überschriften, Schaltflächen und Beschriftungen der Preisseite. */
export const pricesLabels: Translated<typeof en.pricesLabels> = {
  eyebrow: "Preise",
  reassurance: "Das ist bei jeder Behandlung inbegriffen",
  groups: "Preisgruppen",
  freeConsultation: deEvent.story.free,
  payment: "Zahlungsmöglichkeiten",
  bankTransfer: "Bankverbindung für Überweisungen",
  bank: {
    bank: "Bank",
    company: "Firma",
    swift: "SWIFT / BIC",
    eur: "EUR-Konto",
    gbp: "GBP-Konto",
  },
  important: "Wichtige Informationen",
};
