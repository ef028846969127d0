/**
 * The words of newsletter.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/newsletter.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_newsletter from "../de/newsletter";
import * as en_newsletter from "../newsletter";
import * as fr_newsletter from "../fr/newsletter";

export const newsletterEmailsIn: InLocales<typeof en_newsletter.newsletterEmails> = {
  en: en_newsletter.newsletterEmails,
  de: de_newsletter.newsletterEmails,
  fr: fr_newsletter.newsletterEmails,
};
export const newsletterPagesIn: InLocales<typeof en_newsletter.newsletterPages> = {
  en: en_newsletter.newsletterPages,
  de: de_newsletter.newsletterPages,
  fr: fr_newsletter.newsletterPages,
};
