/**
 * The words of language-words.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/language-words.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import { languageWords as de_lw } from "../de/language-words";
import { languageWords as en_lw } from "../language-words";
import { languageWords as fr_lw } from "../fr/language-words";

export const languageWordsIn: InLocales<Translated<typeof en_lw>> = { en: en_lw, de: de_lw, fr: fr_lw };
