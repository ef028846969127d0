/**
 * The words of consultation-day.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/consultation-day.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_consultation_day from "../de/consultation-day";
import * as en_consultation_day from "../consultation-day";
import * as fr_consultation_day from "../fr/consultation-day";

export const consultationDayIn: InLocales<Translated<typeof en_consultation_day.consultationDay>> = {
  en: en_consultation_day.consultationDay,
  de: de_consultation_day.consultationDay,
  fr: fr_consultation_day.consultationDay,
};
