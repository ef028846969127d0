import type * as en from "../plan-deposit-patient";
import type { DepositPatientFacts } from "../plan-deposit-patient";
import type { Translated } from "../locales";
import { planSignOff } from "./plan-patient";
import { site } from "./site";

/** Die Anzahlung auf einen Behandlungsplan, für Patientinnen und Patienten auf Deutsch. */
export const depositPatientWords: Translated<typeof en.depositPatientWords> = {
  checkoutDescription: (reference: string) => `Anzahlung auf Behandlungsplan ${reference}`,
  receipt: {
    subject: (facts: DepositPatientFacts) =>
      `Ihre Anzahlung ist eingegangen: Behandlungsplan ${facts.reference}`,
    text: (facts: DepositPatientFacts & { paidAt: string }) =>
      [
        `Guten Tag ${facts.patientName},`,
        "",
        "vielen Dank: Wir haben die Anzahlung auf Ihren Behandlungsplan erhalten. Diese E-Mail ist Ihre Quittung.",
        "",
        `Planreferenz: ${facts.reference}`,
        `Anzahlung bezahlt: ${facts.deposit} (${facts.paidAt})`,
        `Gesamtbetrag des Plans: ${facts.total}`,
        `Noch zu zahlen: ${facts.remaining}`,
        "",
        "Wir melden uns in Kürze, um Ihren ersten Besuch zu vereinbaren. Ihr Plan, mit dem bezahlten und dem offenen Betrag:",
        facts.planUrl,
        "(Dieser Link gehört nur Ihnen: Bitte geben Sie ihn nicht weiter.)",
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  refund: {
    subject: (facts: DepositPatientFacts) =>
      `Ihre Anzahlung wurde erstattet: Behandlungsplan ${facts.reference}`,
    text: (facts: DepositPatientFacts & { refundReference: string }) =>
      [
        `Guten Tag ${facts.patientName},`,
        "",
        `wir haben die Anzahlung von ${facts.deposit} auf Ihren Behandlungsplan ${facts.reference} auf die Karte erstattet, mit der Sie bezahlt haben. Der Betrag erreicht Ihr Konto in der Regel innerhalb von 5 bis 10 Werktagen.`,
        "",
        `Erstattungsreferenz: ${facts.refundReference}`,
        "",
        `Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
        facts.planUrl,
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  refusals: {
    notAccepted:
      "Die Anzahlung kann geleistet werden, sobald Sie die aktuelle Version Ihres Plans angenommen haben.",
    paid: "Ihre Anzahlung ist bereits bezahlt. Vielen Dank.",
    none: "Auf diesen Plan ist keine Anzahlung zu leisten.",
    providerUnavailable:
      "Die Zahlungsseite konnte gerade nicht geöffnet werden. Es wurde nichts abgebucht: Bitte versuchen Sie es in einigen Minuten erneut.",
  },
  notices: {
    paid: "Vielen Dank: Ihre Anzahlung ist bezahlt. Wir haben Ihnen eine Quittung per E-Mail geschickt.",
    pending:
      "Ihre Zahlung ist noch nicht bestätigt. Wenn Sie bezahlt haben, wird sie innerhalb weniger Minuten bestätigt, und Sie erhalten eine Quittung per E-Mail.",
    cancelled:
      "Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht: Sie können die Anzahlung leisten, wann immer Sie möchten.",
  },
  page: {
    heading: "Ihre Anzahlung",
    due: (deposit: string) =>
      `Um Ihre Behandlungstermine zu sichern, können Sie jetzt eine Anzahlung von ${deposit} per Karte leisten. Sie wird von Ihrem Gesamtbetrag abgezogen.`,
    open: "Ihre Zahlungsseite ist noch geöffnet: Sie können dorthin zurückkehren und die Zahlung abschließen.",
    paid: (deposit: string, paidAt: string) => `Anzahlung von ${deposit} am ${paidAt} bezahlt. Vielen Dank.`,
    refunded: "Ihre Anzahlung wurde erstattet.",
    paidLabel: "Bezahlt",
    remainingLabel: "Noch zu zahlen",
    button: (deposit: string) => `Anzahlung von ${deposit} leisten`,
  },
};
