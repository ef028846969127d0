/**
 * The words of clinic.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/clinic.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_clinic from "../de/clinic";
import * as en_clinic from "../clinic";
import * as fr_clinic from "../fr/clinic";

export const clinicPageIn: InLocales<Translated<typeof en_clinic.clinicPage>> = {
  en: en_clinic.clinicPage,
  de: de_clinic.clinicPage,
  fr: fr_clinic.clinicPage,
};
export const clinicLabelsIn: InLocales<Translated<typeof en_clinic.clinicLabels>> = {
  en: en_clinic.clinicLabels,
  de: de_clinic.clinicLabels,
  fr: fr_clinic.clinicLabels,
};
