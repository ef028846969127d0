import type * as en from "../discount-field";
import type { Translated } from "../locales";

/**
 * The newsletter code field's words that the quote form's browser code needs (kept apart from
 * ./discount.ts, which brings the consultation day's content with it).
 */
export const discountField: Translated<typeof en.discountField> = {
  label: "Code newsletter (facultatif)",
  quoteHint:
    "Il figure dans votre e-mail de bienvenue de la newsletter, par exemple BDC10-7K3M-9Q2X. Nous déduisons 10\u00a0% de votre premier traitement dans votre devis écrit.",
  unknown:
    "Nous ne reconnaissons pas ce code. Vérifiez-le dans votre e-mail de bienvenue, ou laissez le champ vide.",
  used: "Ce code a déjà été utilisé. Chaque code n’est valable qu’une fois\u00a0; laissez le champ vide pour envoyer sans code.",
  tooLong: "Ce code est trop long. Les codes se présentent ainsi\u00a0: BDC10-7K3M-9Q2X.",
};
