/**
 * The words of manage-booking.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/manage-booking.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_manage_booking from "../de/manage-booking";
import * as en_manage_booking from "../manage-booking";
import * as fr_manage_booking from "../fr/manage-booking";

export const manageBookingCopyIn: InLocales<Translated<typeof en_manage_booking.manageBookingCopy>> = {
  en: en_manage_booking.manageBookingCopy,
  de: de_manage_booking.manageBookingCopy,
  fr: fr_manage_booking.manageBookingCopy,
};
