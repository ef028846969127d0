/**
 * The words of pages.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/pages.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_pages from "../de/pages";
import * as en_pages from "../pages";
import * as fr_pages from "../fr/pages";

export const pageTitlesIn: InLocales<Translated<typeof en_pages.pageTitles>> = {
  en: en_pages.pageTitles,
  de: de_pages.pageTitles,
  fr: fr_pages.pageTitles,
};
export const slugGroupsIn: InLocales<Translated<typeof en_pages.slugGroups>> = {
  en: en_pages.slugGroups,
  de: de_pages.slugGroups,
  fr: fr_pages.slugGroups,
};
export const sitemapPageIn: InLocales<Translated<typeof en_pages.sitemapPage>> = {
  en: en_pages.sitemapPage,
  de: de_pages.sitemapPage,
  fr: fr_pages.sitemapPage,
};
