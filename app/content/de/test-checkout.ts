/**
 * German words of the built-in test-mode checkout (/test-checkout/<session>): twin of
 * app/content/test-checkout.ts. It charges nothing.
 */
import type { Translated } from "../locales";
import { site } from "../site";
import { consultationEvent } from "./event";
import type * as en from "../test-checkout";

/** The test session's states as the page names them ('paid' -> 'bezahlt'); others as given. */
const statusWords: Record<string, string> = {
  paid: "bezahlt",
  refunded: "erstattet",
  cancelled: "abgebrochen",
  expired: "abgelaufen",
};

export const testCheckoutPage: Translated<typeof en.testCheckoutPage> = {
  metaTitle: `Testzahlung | ${site.name}`,
  notFound: "Nicht gefunden",
  banner:
    "TESTZAHLUNG: Dies ist der Testmodus der Website. Es wird keine Karte belastet und kein Geld bewegt.",
  pay: (amount: string) => `${amount} bezahlen`,
  day: (date: string) => `Beratungstag, ${date}`,
  credited: `Die Gebühr von ${consultationEvent.feeInWords} wird von Ihrem Behandlungsplan abgezogen, wenn Sie sich für die Behandlung entscheiden.`,
  back: "Zurück zum Beratungstag",
  already: (status: string) => `Diese Testzahlung ist bereits ${statusWords[status] ?? status}.`,
  emailLabel: "E-Mail (für Ihre Bestätigung)",
  card: "Karte",
  testCard: "Testkarte: keine Eingabe nötig",
  payTest: (amount: string) => `${amount} bezahlen (Test)`,
  cancel: "Abbrechen und zurück",
};
