/**
 * The words of whatsapp.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/whatsapp.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_whatsapp from "../de/whatsapp";
import * as en_whatsapp from "../whatsapp";
import * as fr_whatsapp from "../fr/whatsapp";

export const whatsappWordsIn: InLocales<typeof en_whatsapp.whatsappWords> = {
  en: en_whatsapp.whatsappWords,
  de: de_whatsapp.whatsappWords,
  fr: fr_whatsapp.whatsappWords,
};
