/**
 * The words of medical-history-page.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/medical-history-page.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_medical_history_page from "../de/medical-history-page";
import * as en_medical_history_page from "../medical-history-page";
import * as fr_medical_history_page from "../fr/medical-history-page";

export const medicalHistoryPageIn: InLocales<Translated<typeof en_medical_history_page.medicalHistoryPage>> =
  {
    en: en_medical_history_page.medicalHistoryPage,
    de: de_medical_history_page.medicalHistoryPage,
    fr: fr_medical_history_page.medicalHistoryPage,
  };
export const medicalHistoryBoxIn: InLocales<Translated<typeof en_medical_history_page.medicalHistoryBox>> = {
  en: en_medical_history_page.medicalHistoryBox,
  de: de_medical_history_page.medicalHistoryBox,
  fr: fr_medical_history_page.medicalHistoryBox,
};
