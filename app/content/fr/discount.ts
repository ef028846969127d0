import type * as en from "../discount";
import { consultationEvent } from "../event";
import type { Translated } from "../locales";
import { site } from "../site";
import { discountField } from "./discount-field";

const fee = `${consultationEvent.feeEur}\u00a0€`;

/**
 * The newsletter's 10% code where it is used: the field on the quote form and on the
 * consultation-day booking, its messages, what the emails and pages say about using it.
 * (discountStaff, what staff read, stays English.)
 */
export const discountCopy: Translated<typeof en.discountCopy> = {
  ...discountField,
  bookingHint: `Il figure dans votre e-mail de bienvenue de la newsletter. Il donne droit à 10\u00a0% de réduction sur votre premier traitement dans votre devis écrit\u00a0; les frais de consultation de ${fee} ne sont pas réduits.`,
  refusedTitle: "Veuillez vérifier le code newsletter",
  eventFeeNote: `Vous avez un code newsletter\u00a0? Saisissez-le ci-dessous\u00a0: la clinique déduit 10\u00a0% de votre premier traitement dans votre devis écrit. Les frais de consultation de ${fee} eux-mêmes ne sont pas réduits.`,
};

/** How to use the code: the welcome and already-subscribed emails, and the confirmed page. */
export const discountHowTo: Translated<typeof en.discountHowTo> = {
  lines: (pageUrl: (path: string) => string) => [
    `Comment l’utiliser\u00a0: saisissez-le dans le champ «\u00a0Code newsletter\u00a0» lorsque vous demandez un devis (${pageUrl("/quote")}) ou réservez la Journée de consultation (${pageUrl("/consultation-event")}). Vous pouvez aussi l’indiquer par téléphone (${site.phone.display}) ou par e-mail (${site.email}).`,
    `La clinique déduit 10\u00a0% de votre premier traitement dans votre devis écrit. Les frais de consultation de ${fee} eux-mêmes ne sont pas réduits.`,
    "Ce code vous est personnel et ne peut être utilisé qu’une seule fois.",
  ],
  page: `Saisissez-le dans le champ «\u00a0Code newsletter\u00a0» lorsque vous demandez un devis ou réservez la Journée de consultation. La clinique déduit 10\u00a0% de votre premier traitement dans votre devis écrit\u00a0; les frais de consultation de ${fee} eux-mêmes ne sont pas réduits. Ce code ne peut être utilisé qu’une seule fois.`,
};
