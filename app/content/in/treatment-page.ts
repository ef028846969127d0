/**
 * The words of treatment-page.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/treatment-page.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_treatment_page from "../de/treatment-page";
import * as en_treatment_page from "../treatment-page";
import * as fr_treatment_page from "../fr/treatment-page";

export const priceGroupLabelsIn: InLocales<typeof en_treatment_page.priceGroupLabels> = {
  en: en_treatment_page.priceGroupLabels,
  de: de_treatment_page.priceGroupLabels,
  fr: fr_treatment_page.priceGroupLabels,
};
export const treatmentPageLabelsIn: InLocales<Translated<typeof en_treatment_page.treatmentPageLabels>> = {
  en: en_treatment_page.treatmentPageLabels,
  de: de_treatment_page.treatmentPageLabels,
  fr: fr_treatment_page.treatmentPageLabels,
};
