/** Die Wörter, mit denen Datum und Uhrzeit geschrieben werden (Deutsch). */
import type * as en from "../dates";
import type { Translated } from "../locales";

/** Januar zuerst, wie getUTCMonth zählt. */
export const monthNames: Translated<typeof en.monthNames> = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

/** Montag zuerst, wie die Woche der Klinik (und ISO 8601) zählt. */
export const weekdayNames: Translated<typeof en.weekdayNames> = [
  "Montag",
  "Dienstag",
  "Mittwoch",
  "Donnerstag",
  "Freitag",
  "Samstag",
  "Sonntag",
];

export const budapestTimeSuffix: Translated<typeof en.budapestTimeSuffix> = "(Budapester Zeit)";

export const openingHoursWords: Translated<typeof en.openingHoursWords> = {
  closed: "Geschlossen",
  range: (first: string, last: string) => `${first} bis ${last}`,
  pair: (first: string, last: string) => `${first} und ${last}`,
  line: (days: string, hours: string) => `${days}: ${hours}`,
};

/** How an event day is written from its parts (app/lib/format.ts checks it against Intl). */
export const writeEventDate = (weekday: string, day: number, month: string, year: number) =>
  `${weekday}, ${day}. ${month} ${year}`;

/** Eine Uhrzeit im Satz: '11:00 Uhr', '16:30 Uhr'. */
export const writeTime = (time: string) => `${time} Uhr`;

/** Eine Zeitspanne, mit Halbgeviertstrich und einem 'Uhr' am Ende: '9:00–16:30 Uhr'. */
export const writeTimeRange = (first: string, last: string) => `${first}–${last} Uhr`;

/** Ein Zeitpunkt in einer E-Mail oder auf einer Seite: 'Do., 26. Nov. 2026, 14:30 Uhr'. */
export const writeDateTime = (weekday: string, day: number, month: string, year: number, time: string) =>
  `${weekday}, ${day}. ${month} ${year}, ${writeTime(time)}`;
