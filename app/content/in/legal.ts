/**
 * The words of legal.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/legal.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_legal from "../de/legal";
import * as en_legal from "../legal";
import * as fr_legal from "../fr/legal";

export const privacyPolicyIn: InLocales<typeof en_legal.privacyPolicy> = {
  en: en_legal.privacyPolicy,
  de: de_legal.privacyPolicy,
  fr: fr_legal.privacyPolicy,
};
export const termsAndConditionsIn: InLocales<typeof en_legal.termsAndConditions> = {
  en: en_legal.termsAndConditions,
  de: de_legal.termsAndConditions,
  fr: fr_legal.termsAndConditions,
};
export const legalLabelsIn: InLocales<Translated<typeof en_legal.legalLabels>> = {
  en: en_legal.legalLabels,
  de: de_legal.legalLabels,
  fr: fr_legal.legalLabels,
};
