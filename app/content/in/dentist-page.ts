/**
 * The words of dentist-page.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/dentist-page.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_dentist_page from "../de/dentist-page";
import * as en_dentist_page from "../dentist-page";
import * as fr_dentist_page from "../fr/dentist-page";

export const dentistPageLabelsIn: InLocales<Translated<typeof en_dentist_page.dentistPageLabels>> = {
  en: en_dentist_page.dentistPageLabels,
  de: de_dentist_page.dentistPageLabels,
  fr: fr_dentist_page.dentistPageLabels,
};
