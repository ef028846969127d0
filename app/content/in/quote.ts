/**
 * The words of quote.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/quote.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_quote from "../de/quote";
import * as en_quote from "../quote";
import * as fr_quote from "../fr/quote";

export const quotePageIn: InLocales<Translated<typeof en_quote.quotePage>> = {
  en: en_quote.quotePage,
  de: de_quote.quotePage,
  fr: fr_quote.quotePage,
};
