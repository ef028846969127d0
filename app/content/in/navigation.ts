/**
 * The words of navigation.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/navigation.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_navigation from "../de/navigation";
import * as en_navigation from "../navigation";
import * as fr_navigation from "../fr/navigation";

export const treatmentMenuIn: InLocales<typeof en_navigation.treatmentMenu> = {
  en: en_navigation.treatmentMenu,
  de: de_navigation.treatmentMenu,
  fr: fr_navigation.treatmentMenu,
};
export const layoutLabelsIn: InLocales<Translated<typeof en_navigation.layoutLabels>> = {
  en: en_navigation.layoutLabels,
  de: de_navigation.layoutLabels,
  fr: fr_navigation.layoutLabels,
};
