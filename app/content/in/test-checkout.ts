/**
 * The words of test-checkout.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/test-checkout.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_test_checkout from "../de/test-checkout";
import * as en_test_checkout from "../test-checkout";
import * as fr_test_checkout from "../fr/test-checkout";

export const testCheckoutPageIn: InLocales<Translated<typeof en_test_checkout.testCheckoutPage>> = {
  en: en_test_checkout.testCheckoutPage,
  de: de_test_checkout.testCheckoutPage,
  fr: fr_test_checkout.testCheckoutPage,
};
