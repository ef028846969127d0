/** Opening hours from app/content/site.ts, as people read them and as schema.org wants them. */
import type { Locale } from "../content/locales";
import { openingHoursWordsIn, weekdayNamesIn } from "../content/in/dates";
import { formatTimeRange } from "./format";

/** The days as schema.org names them (and as site.ts lists them); people read weekdayNames. */
export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHoursRow {
  days: Weekday[];
  /** 'HH:MM', 24-hour. */
  opens: string;
  closes: string;
}

/**
 * One line per run of consecutive days with the same hours, Monday first, closed days
 * included: [{ days: 'Monday to Friday', hours: '9:00-19:00' }, …, { days: 'Sunday', hours: 'Closed' }];
 * the hours as the language writes a range ('9:00–19:00 Uhr', '9 h – 19 h').
 */
export function openingHoursLines(
  rows: readonly OpeningHoursRow[],
  locale: Locale = "en",
): { days: string; hours: string }[] {
  const words = openingHoursWordsIn[locale];
  const weekdayNames = weekdayNamesIn[locale];
  const hoursOf = (day: Weekday) => {
    const row = rows.find((r) => r.days.includes(day));
    return row ? formatTimeRange(row.opens, row.closes, locale) : words.closed;
  };
  const lines: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = hoursOf(day);
    const previous = lines.at(-1);
    if (previous?.hours === hours) previous.last = day;
    else lines.push({ first: day, last: day, hours });
  }
  const name = (day: Weekday) => weekdayNames[WEEKDAYS.indexOf(day)];
  return lines.map(({ first, last, hours }) => ({
    days:
      first === last
        ? name(first)
        : WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) === 1
          ? words.pair(name(first), name(last))
          : words.range(name(first), name(last)),
    hours,
  }));
}

/** schema.org openingHoursSpecification: one entry per row. */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[]) {
  return rows.map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: row.days.map((day) => `https://schema.org/${day}`),
    opens: row.opens,
    closes: row.closes,
  }));
}
