/**
 * The words dates and times are written with (app/lib/format.ts reads them): month and day
 * names in British English, and what a time is said to be in. A second language is a second
 * file of this shape (issue 32).
 */

/** January first, as getUTCMonth counts. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Monday first, as the clinic's week (and ISO 8601) counts. */
export const weekdayNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** After a time in an email, so a reader abroad knows whose clock it is. */
export const budapestTimeSuffix = "(Budapest time)";

/** How opening hours join days and say a closed day: 'Monday to Friday', 'Saturday and Sunday'. */
export const openingHoursWords = {
  closed: "Closed",
  range: (first: string, last: string) => `${first} to ${last}`,
  pair: (first: string, last: string) => `${first} and ${last}`,
  /** One line of the hours: 'Monday to Friday: 9:00-19:00'. */
  line: (days: string, hours: string) => `${days}: ${hours}`,
};

/** How an event day is written from its parts (app/lib/format.ts checks it against Intl). */
export const writeEventDate = (weekday: string, day: number, month: string, year: number) =>
  `${weekday} ${day} ${month} ${year}`;

/** A clock time ('H:MM', 24-hour) as a sentence writes it: '9:00', '16:30'. */
export const writeTime = (time: string) => time;

/** A range of clock times: '9:00-16:30'. */
export const writeTimeRange = (first: string, last: string) => `${first}-${last}`;

/** A moment in an email or on a page, from Intl's short parts: 'Thu 26 Nov 2026, 14:30'. */
export const writeDateTime = (weekday: string, day: number, month: string, year: number, time: string) =>
  `${weekday} ${day} ${month} ${year}, ${time}`;
