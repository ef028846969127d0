/**
 * The words of booking-api.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/booking-api.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_booking_api from "../de/booking-api";
import * as en_booking_api from "../booking-api";
import * as fr_booking_api from "../fr/booking-api";

export const bookingApiWordsIn: InLocales<typeof en_booking_api.bookingApiWords> = {
  en: en_booking_api.bookingApiWords,
  de: de_booking_api.bookingApiWords,
  fr: fr_booking_api.bookingApiWords,
};
