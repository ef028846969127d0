/**
 * The words of form-errors.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/form-errors.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_form_errors from "../de/form-errors";
import * as en_form_errors from "../form-errors";
import * as fr_form_errors from "../fr/form-errors";

export const fieldNamesIn: InLocales<typeof en_form_errors.fieldNames> = {
  en: en_form_errors.fieldNames,
  de: de_form_errors.fieldNames,
  fr: fr_form_errors.fieldNames,
};
export const fieldErrorWordsIn: InLocales<typeof en_form_errors.fieldErrorWords> = {
  en: en_form_errors.fieldErrorWords,
  de: de_form_errors.fieldErrorWords,
  fr: fr_form_errors.fieldErrorWords,
};
export const uploadMessagesIn: InLocales<Translated<typeof en_form_errors.uploadMessages>> = {
  en: en_form_errors.uploadMessages,
  de: de_form_errors.uploadMessages,
  fr: fr_form_errors.uploadMessages,
};
export const formErrorWordsIn: InLocales<typeof en_form_errors.formErrorWords> = {
  en: en_form_errors.formErrorWords,
  de: de_form_errors.formErrorWords,
  fr: fr_form_errors.formErrorWords,
};
export const formProblemWordsIn: InLocales<typeof en_form_errors.formProblemWords> = {
  en: en_form_errors.formProblemWords,
  de: de_form_errors.formProblemWords,
  fr: fr_form_errors.formProblemWords,
};
export const formErrorPageIn: InLocales<typeof en_form_errors.formErrorPage> = {
  en: en_form_errors.formErrorPage,
  de: de_form_errors.formErrorPage,
  fr: fr_form_errors.formErrorPage,
};
export const newsletterErrorWordsIn: InLocales<typeof en_form_errors.newsletterErrorWords> = {
  en: en_form_errors.newsletterErrorWords,
  de: de_form_errors.newsletterErrorWords,
  fr: fr_form_errors.newsletterErrorWords,
};
export const formBodyWordsIn: InLocales<typeof en_form_errors.formBodyWords> = {
  en: en_form_errors.formBodyWords,
  de: de_form_errors.formBodyWords,
  fr: fr_form_errors.formBodyWords,
};
export const formErrorSummariesIn: InLocales<typeof en_form_errors.formErrorSummaries> = {
  en: en_form_errors.formErrorSummaries,
  de: de_form_errors.formErrorSummaries,
  fr: fr_form_errors.formErrorSummaries,
};
