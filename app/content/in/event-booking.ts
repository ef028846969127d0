/**
 * The words of event-booking.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/event-booking.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_event_booking from "../de/event-booking";
import * as en_event_booking from "../event-booking";
import * as fr_event_booking from "../fr/event-booking";

export const eventBookingWordsIn: InLocales<Translated<typeof en_event_booking.eventBookingWords>> = {
  en: en_event_booking.eventBookingWords,
  de: de_event_booking.eventBookingWords,
  fr: fr_event_booking.eventBookingWords,
};
