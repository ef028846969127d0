/**
 * The words of consultation-success.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/consultation-success.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_consultation_success from "../de/consultation-success";
import * as en_consultation_success from "../consultation-success";
import * as fr_consultation_success from "../fr/consultation-success";

export const paymentPageIn: InLocales<Translated<typeof en_consultation_success.paymentPage>> = {
  en: en_consultation_success.paymentPage,
  de: de_consultation_success.paymentPage,
  fr: fr_consultation_success.paymentPage,
};
export const schedulerPageIn: InLocales<Translated<typeof en_consultation_success.schedulerPage>> = {
  en: en_consultation_success.schedulerPage,
  de: de_consultation_success.schedulerPage,
  fr: fr_consultation_success.schedulerPage,
};
