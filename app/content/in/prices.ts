/**
 * The words of prices.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/prices.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_prices from "../de/prices";
import * as en_prices from "../prices";
import * as fr_prices from "../fr/prices";

export const pricesPageIn: InLocales<typeof en_prices.pricesPage> = {
  en: en_prices.pricesPage,
  de: de_prices.pricesPage,
  fr: fr_prices.pricesPage,
};
export const pricesLabelsIn: InLocales<Translated<typeof en_prices.pricesLabels>> = {
  en: en_prices.pricesLabels,
  de: de_prices.pricesLabels,
  fr: fr_prices.pricesLabels,
};
