/**
 * The words of contact.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/contact.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_contact from "../de/contact";
import * as en_contact from "../contact";
import * as fr_contact from "../fr/contact";

export const treatmentOptionsIn: InLocales<Translated<typeof en_contact.treatmentOptions>> = {
  en: en_contact.treatmentOptions,
  de: de_contact.treatmentOptions,
  fr: fr_contact.treatmentOptions,
};
export const contactSectionIn: InLocales<typeof en_contact.contactSection> = {
  en: en_contact.contactSection,
  de: de_contact.contactSection,
  fr: fr_contact.contactSection,
};
export const quoteSectionIn: InLocales<typeof en_contact.quoteSection> = {
  en: en_contact.quoteSection,
  de: de_contact.quoteSection,
  fr: fr_contact.quoteSection,
};
export const contactCopyIn: InLocales<Translated<typeof en_contact.contactCopy>> = {
  en: en_contact.contactCopy,
  de: de_contact.contactCopy,
  fr: fr_contact.contactCopy,
};
export const thankYouPageIn: InLocales<Translated<typeof en_contact.thankYouPage>> = {
  en: en_contact.thankYouPage,
  de: de_contact.thankYouPage,
  fr: fr_contact.thankYouPage,
};
