/**
 * The words of plan-page.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/plan-page.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_plan_page from "../de/plan-page";
import * as en_plan_page from "../plan-page";
import * as fr_plan_page from "../fr/plan-page";

export const planPageCopyIn: InLocales<Translated<typeof en_plan_page.planPageCopy>> = {
  en: en_plan_page.planPageCopy,
  de: de_plan_page.planPageCopy,
  fr: fr_plan_page.planPageCopy,
};
