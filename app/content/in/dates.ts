/**
 * The words of dates.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/dates.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_dates from "../de/dates";
import * as en_dates from "../dates";
import * as fr_dates from "../fr/dates";

export const monthNamesIn: InLocales<Translated<typeof en_dates.monthNames>> = {
  en: en_dates.monthNames,
  de: de_dates.monthNames,
  fr: fr_dates.monthNames,
};
export const weekdayNamesIn: InLocales<Translated<typeof en_dates.weekdayNames>> = {
  en: en_dates.weekdayNames,
  de: de_dates.weekdayNames,
  fr: fr_dates.weekdayNames,
};
export const budapestTimeSuffixIn: InLocales<Translated<typeof en_dates.budapestTimeSuffix>> = {
  en: en_dates.budapestTimeSuffix,
  de: de_dates.budapestTimeSuffix,
  fr: fr_dates.budapestTimeSuffix,
};
export const openingHoursWordsIn: InLocales<typeof en_dates.openingHoursWords> = {
  en: en_dates.openingHoursWords,
  de: de_dates.openingHoursWords,
  fr: fr_dates.openingHoursWords,
};
export const writeEventDateIn: InLocales<typeof en_dates.writeEventDate> = {
  en: en_dates.writeEventDate,
  de: de_dates.writeEventDate,
  fr: fr_dates.writeEventDate,
};
export const writeTimeIn: InLocales<typeof en_dates.writeTime> = {
  en: en_dates.writeTime,
  de: de_dates.writeTime,
  fr: fr_dates.writeTime,
};
export const writeTimeRangeIn: InLocales<typeof en_dates.writeTimeRange> = {
  en: en_dates.writeTimeRange,
  de: de_dates.writeTimeRange,
  fr: fr_dates.writeTimeRange,
};
export const writeDateTimeIn: InLocales<typeof en_dates.writeDateTime> = {
  en: en_dates.writeDateTime,
  de: de_dates.writeDateTime,
  fr: fr_dates.writeDateTime,
};
