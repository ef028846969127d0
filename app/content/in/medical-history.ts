/**
 * The words of medical-history.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/medical-history.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_medical_history from "../de/medical-history";
import * as en_medical_history from "../medical-history";
import * as fr_medical_history from "../fr/medical-history";

export const medicalHistoryFormIn: InLocales<Translated<typeof en_medical_history.medicalHistoryForm>> = {
  en: en_medical_history.medicalHistoryForm,
  de: de_medical_history.medicalHistoryForm,
  fr: fr_medical_history.medicalHistoryForm,
};
export const medicalHistoryRefusalsIn: InLocales<
  Translated<typeof en_medical_history.medicalHistoryRefusals>
> = {
  en: en_medical_history.medicalHistoryRefusals,
  de: de_medical_history.medicalHistoryRefusals,
  fr: fr_medical_history.medicalHistoryRefusals,
};
