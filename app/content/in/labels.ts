/**
 * The words of labels.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/labels.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_labels from "../de/labels";
import * as en_labels from "../labels";
import * as fr_labels from "../fr/labels";

export const labelsIn: InLocales<Translated<typeof en_labels.labels>> = {
  en: en_labels.labels,
  de: de_labels.labels,
  fr: fr_labels.labels,
};
