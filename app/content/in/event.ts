/**
 * The words of event.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/event.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_event from "../de/event";
import * as en_event from "../event";
import * as fr_event from "../fr/event";

export const consultationEventIn: InLocales<Translated<typeof en_event.consultationEvent>> = {
  en: en_event.consultationEvent,
  de: de_event.consultationEvent,
  fr: fr_event.consultationEvent,
};
export const bookingRefusalsIn: InLocales<Translated<typeof en_event.bookingRefusals>> = {
  en: en_event.bookingRefusals,
  de: de_event.bookingRefusals,
  fr: fr_event.bookingRefusals,
};
export const checkoutDescriptionIn: InLocales<typeof en_event.checkoutDescription> = {
  en: en_event.checkoutDescription,
  de: de_event.checkoutDescription,
  fr: fr_event.checkoutDescription,
};
export const eventPageLabelsIn: InLocales<Translated<typeof en_event.eventPageLabels>> = {
  en: en_event.eventPageLabels,
  de: de_event.eventPageLabels,
  fr: fr_event.eventPageLabels,
};
