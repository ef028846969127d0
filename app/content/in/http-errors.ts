/**
 * The words of http-errors.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/http-errors.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_http_errors from "../de/http-errors";
import * as en_http_errors from "../http-errors";
import * as fr_http_errors from "../fr/http-errors";

export const httpErrorWordsIn: InLocales<Translated<typeof en_http_errors.httpErrorWords>> = {
  en: en_http_errors.httpErrorWords,
  de: de_http_errors.httpErrorWords,
  fr: fr_http_errors.httpErrorWords,
};
