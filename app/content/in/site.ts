/**
 * The words of site.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/site.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_site from "../de/site";
import * as en_site from "../site";
import * as fr_site from "../fr/site";

export const siteIn: InLocales<Translated<typeof en_site.site>> = {
  en: en_site.site,
  de: de_site.site,
  fr: fr_site.site,
};
