/**
 * The words of discount-field.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/discount-field.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_discount_field from "../de/discount-field";
import * as en_discount_field from "../discount-field";
import * as fr_discount_field from "../fr/discount-field";

export const discountFieldIn: InLocales<typeof en_discount_field.discountField> = {
  en: en_discount_field.discountField,
  de: de_discount_field.discountField,
  fr: fr_discount_field.discountField,
};
