/**
 * Every content module in every language, one map each (docs/decisions/0023-languages.md):
 * `homeIn.de` is the German home page. English modules never import their translations, so a
 * translation may use values the English module computes. Each map is a plain object, so a
 * bundle keeps only the maps its page uses. The types make every language complete; the test
 * beside this file makes every key, list item and identifier match English.
 */
import type { InLocales, Translated } from "./locales";
import * as en_languageWords from "./language-words";
import * as de_languageWords from "./de/language-words";
import * as fr_languageWords from "./fr/language-words";

type Words<T> = InLocales<Translated<T>>;

export const languageWordsIn: Words<typeof en_languageWords.languageWords> = {
  en: en_languageWords.languageWords,
  de: de_languageWords.languageWords,
  fr: fr_languageWords.languageWords,
};
