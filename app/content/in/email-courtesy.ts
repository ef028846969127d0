/**
 * The words of email-courtesy.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/email-courtesy.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_email_courtesy from "../de/email-courtesy";
import * as en_email_courtesy from "../email-courtesy";
import * as fr_email_courtesy from "../fr/email-courtesy";

export const greetingIn: InLocales<Translated<typeof en_email_courtesy.greeting>> = {
  en: en_email_courtesy.greeting,
  de: de_email_courtesy.greeting,
  fr: fr_email_courtesy.greeting,
};
export const signOffIn: InLocales<Translated<typeof en_email_courtesy.signOff>> = {
  en: en_email_courtesy.signOff,
  de: de_email_courtesy.signOff,
  fr: fr_email_courtesy.signOff,
};
