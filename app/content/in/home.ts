/**
 * The words of home.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/home.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_home from "../de/home";
import * as en_home from "../home";
import * as fr_home from "../fr/home";

export const homeIn: InLocales<Translated<typeof en_home.home>> = {
  en: en_home.home,
  de: de_home.home,
  fr: fr_home.home,
};
export const homeLabelsIn: InLocales<Translated<typeof en_home.homeLabels>> = {
  en: en_home.homeLabels,
  de: de_home.homeLabels,
  fr: fr_home.homeLabels,
};
