/**
 * The words of en.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/en.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_en from "../de/en";
import * as en_en from "../en";
import * as fr_en from "../fr/en";

export const stringsIn: InLocales<Translated<typeof en_en.strings>> = {
  en: en_en.strings,
  de: de_en.strings,
  fr: fr_en.strings,
};
