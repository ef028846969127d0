/**
 * The words of outage.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/outage.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_outage from "../de/outage";
import * as en_outage from "../outage";
import * as fr_outage from "../fr/outage";

export const outageIn: InLocales<Translated<typeof en_outage.outage>> = {
  en: en_outage.outage,
  de: de_outage.outage,
  fr: fr_outage.outage,
};
