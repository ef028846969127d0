/**
 * The words of travel.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/travel.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_travel from "../de/travel";
import * as en_travel from "../travel";
import * as fr_travel from "../fr/travel";

export const travelPageIn: InLocales<Translated<typeof en_travel.travelPage>> = {
  en: en_travel.travelPage,
  de: de_travel.travelPage,
  fr: fr_travel.travelPage,
};
export const travelLabelsIn: InLocales<Translated<typeof en_travel.travelLabels>> = {
  en: en_travel.travelLabels,
  de: de_travel.travelLabels,
  fr: fr_travel.travelLabels,
};
