import type * as en from "../plan-deposit-patient";
import type { DepositPatientFacts } from "../plan-deposit-patient";
import type { Translated } from "../locales";
import { planSignOff } from "./plan-patient";
import { site } from "./site";

/** L'acompte d'un plan de traitement, pour le patient, en français. */
export const depositPatientWords: Translated<typeof en.depositPatientWords> = {
  checkoutDescription: (reference: string) => `Acompte du plan de traitement ${reference}`,
  receipt: {
    subject: (facts: DepositPatientFacts) =>
      `Votre acompte est réglé : plan de traitement ${facts.reference}`,
    text: (facts: DepositPatientFacts & { paidAt: string }) =>
      [
        `Bonjour ${facts.patientName},`,
        "",
        "Merci : nous avons bien reçu l'acompte de votre plan de traitement. Cet e-mail vaut reçu.",
        "",
        `Référence du plan : ${facts.reference}`,
        `Acompte réglé : ${facts.deposit} (${facts.paidAt})`,
        `Total du plan : ${facts.total}`,
        `Reste à payer : ${facts.remaining}`,
        "",
        "Nous vous contacterons très bientôt pour organiser votre première visite. Votre plan, avec ce qui est réglé et ce qui reste :",
        facts.planUrl,
        "(Ce lien n'appartient qu'à vous : merci de ne pas le partager.)",
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  refund: {
    subject: (facts: DepositPatientFacts) =>
      `Votre acompte a été remboursé : plan de traitement ${facts.reference}`,
    text: (facts: DepositPatientFacts & { refundReference: string }) =>
      [
        `Bonjour ${facts.patientName},`,
        "",
        `Nous avons remboursé l'acompte de ${facts.deposit} de votre plan de traitement ${facts.reference} sur la carte utilisée pour le paiement. Il arrive en général sur votre compte sous 5 à 10 jours ouvrés.`,
        "",
        `Référence du remboursement : ${facts.refundReference}`,
        "",
        `Pour toute question, répondez à cet e-mail ou appelez-nous au ${site.phone.display}.`,
        facts.planUrl,
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  refusals: {
    notAccepted: "L'acompte peut être réglé une fois la version actuelle de votre plan acceptée.",
    paid: "Votre acompte est déjà réglé. Merci.",
    none: "Aucun acompte n'est à régler sur ce plan.",
    providerUnavailable:
      "La page de paiement n'a pas pu s'ouvrir pour le moment. Rien n'a été débité : veuillez réessayer dans quelques minutes.",
  },
  notices: {
    paid: "Merci : votre acompte est réglé. Nous vous avons envoyé un reçu par e-mail.",
    pending:
      "Votre paiement n'est pas encore confirmé. Si vous avez payé, il sera confirmé dans quelques minutes et vous recevrez un reçu par e-mail.",
    cancelled:
      "Le paiement n'a pas abouti. Rien n'a été débité : vous pouvez régler l'acompte quand vous le souhaitez.",
  },
  page: {
    heading: "Votre acompte",
    due: (deposit: string) =>
      `Pour réserver vos dates de traitement, vous pouvez régler dès maintenant un acompte de ${deposit} par carte. Il est déduit de votre total.`,
    open: "Votre page de paiement est toujours ouverte : vous pouvez y revenir pour terminer le paiement.",
    paid: (deposit: string, paidAt: string) => `Acompte de ${deposit} réglé le ${paidAt}. Merci.`,
    refunded: "Votre acompte a été remboursé.",
    paidLabel: "Réglé",
    remainingLabel: "Reste à payer",
    button: (deposit: string) => `Régler l’acompte de ${deposit}`,
  },
};
