/**
 * French words of the built-in test-mode checkout (/test-checkout/<session>): twin of
 * app/content/test-checkout.ts. It charges nothing.
 */
import type { Translated } from "../locales";
import { site } from "../site";
import { consultationEvent } from "./event";
import type * as en from "../test-checkout";

/** The test session's states as the page names them ('paid' -> 'réglé'); others as given. */
const statusWords: Record<string, string> = {
  paid: "réglé",
  refunded: "remboursé",
  cancelled: "annulé",
  expired: "expiré",
};

export const testCheckoutPage: Translated<typeof en.testCheckoutPage> = {
  metaTitle: `Paiement test | ${site.name}`,
  notFound: "Introuvable",
  banner:
    "PAIEMENT TEST\u00a0: ceci est le mode test du site. Aucune carte n'est débitée et aucun argent n'est transféré.",
  pay: (amount: string) => `Payer ${amount}`,
  day: (date: string) => `Journée de consultation, ${date}`,
  credited: `Les frais de ${consultationEvent.feeInWords} sont déduits de votre plan de traitement si vous décidez de vous faire soigner.`,
  back: "Retour à la Journée de consultation",
  already: (status: string) => `Ce paiement test est déjà ${statusWords[status] ?? status}.`,
  emailLabel: "E-mail (pour votre confirmation)",
  card: "Carte",
  testCard: "Carte de test\u00a0: rien à saisir",
  payTest: (amount: string) => `Payer ${amount} (test)`,
  cancel: "Annuler et revenir",
};
