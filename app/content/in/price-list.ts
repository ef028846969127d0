/**
 * The words of price-list.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/price-list.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_price_list from "../de/price-list";
import * as en_price_list from "../price-list";
import * as fr_price_list from "../fr/price-list";

export const priceItemsIn: InLocales<Translated<typeof en_price_list.priceItems>> = {
  en: en_price_list.priceItems,
  de: de_price_list.priceItems,
  fr: fr_price_list.priceItems,
};
export const priceGroupsIn: InLocales<typeof en_price_list.priceGroups> = {
  en: en_price_list.priceGroups,
  de: de_price_list.priceGroups,
  fr: fr_price_list.priceGroups,
};
export const comparisonCountriesIn: InLocales<Translated<typeof en_price_list.comparisonCountries>> = {
  en: en_price_list.comparisonCountries,
  de: de_price_list.comparisonCountries,
  fr: fr_price_list.comparisonCountries,
};
export const completeTreatmentsIn: InLocales<Translated<typeof en_price_list.completeTreatments>> = {
  en: en_price_list.completeTreatments,
  de: de_price_list.completeTreatments,
  fr: fr_price_list.completeTreatments,
};
export const priceWordsIn: InLocales<typeof en_price_list.priceWords> = {
  en: en_price_list.priceWords,
  de: de_price_list.priceWords,
  fr: fr_price_list.priceWords,
};
