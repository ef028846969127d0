/** Les mots avec lesquels s'écrivent les dates et les heures (français). */
import type * as en from "../dates";
import type { Translated } from "../locales";

/** Janvier d'abord, comme le compte getUTCMonth. */
export const monthNames: Translated<typeof en.monthNames> = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** Lundi d'abord, comme la semaine de la clinique (et la norme ISO 8601). */
export const weekdayNames: Translated<typeof en.weekdayNames> = [
  "lundi",
  "mardi",
  "mercredi",
  "jeudi",
  "vendredi",
  "samedi",
  "dimanche",
];

export const budapestTimeSuffix: Translated<typeof en.budapestTimeSuffix> = "(heure de Budapest)";

export const openingHoursWords: Translated<typeof en.openingHoursWords> = {
  closed: "Fermé",
  range: (first: string, last: string) => `${first} au ${last}`,
  pair: (first: string, last: string) => `${first} et ${last}`,
};

/** How an event day is written from its parts (app/lib/format.ts checks it against Intl). */
export const writeEventDate = (weekday: string, day: number, month: string, year: number) =>
  `${weekday} ${day} ${month} ${year}`;
