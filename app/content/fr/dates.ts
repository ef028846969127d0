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
  /** 'Lundi au vendredi : 9 h – 19 h' : une majuscule en tête de ligne, une espace avant les deux-points. */
  line: (days: string, hours: string) => `${days.charAt(0).toUpperCase()}${days.slice(1)}\u00a0: ${hours}`,
};

/** Le premier du mois s'écrit '1er' ('jeudi 1er avril 2027'), les autres jours en chiffres. */
const dayOfMonth = (day: number) => (day === 1 ? "1er" : String(day));

/**
 * How an event day is written from its parts: as Intl writes it, but for the first of the
 * month, '1er' (app/lib/format.test.ts checks it against Intl).
 */
export const writeEventDate = (weekday: string, day: number, month: string, year: number) =>
  `${weekday} ${dayOfMonth(day)} ${month} ${year}`;

/**
 * Une heure ('H:MM', sur 24 heures) comme l'écrit le français : '9:00' → '9 h', '16:30' → '16 h 30'
 * (espaces insécables). La seule façon d'écrire une heure dans le contenu français.
 */
export const writeTime = (time: string) => {
  const [hours, minutes] = time.split(":");
  return minutes === "00" ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
};

/** Une plage horaire : '9 h – 16 h 30'. */
export const writeTimeRange = (first: string, last: string) => `${writeTime(first)} – ${writeTime(last)}`;

/** Un moment dans un e-mail ou sur une page : 'jeu. 1er avr. 2027 à 14 h 30'. */
export const writeDateTime = (weekday: string, day: number, month: string, year: number, time: string) =>
  `${weekday} ${dayOfMonth(day)} ${month} ${year} à ${writeTime(time)}`;
