/**
 * The words of discount.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/discount.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_discount from "../de/discount";
import * as en_discount from "../discount";
import * as fr_discount from "../fr/discount";

export const discountCopyIn: InLocales<typeof en_discount.discountCopy> = {
  en: en_discount.discountCopy,
  de: de_discount.discountCopy,
  fr: fr_discount.discountCopy,
};
export const discountHowToIn: InLocales<typeof en_discount.discountHowTo> = {
  en: en_discount.discountHowTo,
  de: de_discount.discountHowTo,
  fr: fr_discount.discountHowTo,
};
