import type * as en from "../discount-field";
import type { Translated } from "../locales";

/**
 * The newsletter code field's words that the quote form's browser code needs (kept apart from
 * ./discount.ts, which brings the consultation day's content with it).
 */
export const discountField: Translated<typeof en.discountField> = {
  label: "Newsletter-Code (optional)",
  quoteHint:
    "Aus Ihrer Willkommens-E-Mail zum Newsletter, zum Beispiel BDC10-7K3M-9Q2X. Wir gewähren 10\u00a0% Rabatt auf Ihre erste Behandlung in Ihrem schriftlichen Kostenvoranschlag.",
  unknown:
    "Diesen Code kennen wir nicht. Bitte vergleichen Sie ihn mit Ihrer Willkommens-E-Mail oder lassen Sie das Feld leer.",
  used: "Dieser Code wurde bereits verwendet. Jeder Code gilt nur einmal; lassen Sie das Feld leer, um ohne Code zu senden.",
  tooLong: "Dieser Code ist zu lang. Codes sehen so aus: BDC10-7K3M-9Q2X.",
};
