import { BUDAPEST_TIME_ZONE } from "./format";
import { instantIn, offsetMinutes, wallClockIn } from "./time-zones";

/** Event days as ISO dates ('2025-04-01'). */

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (year: number, month0: number, day: number) => `${year}-${pad(month0 + 1)}-${pad(day)}`;

/** Whether a path's or a form's value has the shape of an ISO date ('2025-04-01'). */
export const isIsoDate = (value: string | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Today's date in Budapest, as an ISO date. */
export function budapestToday(now: Date): string {
  return wallClockIn(BUDAPEST_TIME_ZONE, now).date;
}

/** How the clinic chooses its event days (app/content/event.ts). */
export type EventSchedule =
  | {
      rule: "first-of-month";
      /** How many months ahead (and at most how many dates) are offered. */
      count: number;
      /**
       * When the 1st is a weekend day or a Hungarian public holiday: 'next-working-day' moves the
       * event to the next day the clinic is open; 'skip-month' offers no day that month.
       */
      closedDay: "next-working-day" | "skip-month";
    }
  | { dates: readonly string[] };

/** The ISO date `days` after (or, negative, before) `iso`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
}

/** The instant a Budapest wall-clock time ('09:00' on '2025-04-01') happens, CET or CEST. */
export function budapestInstant(iso: string, time: string): Date {
  const [hh, mm] = time.split(":").map(Number);
  return instantIn(BUDAPEST_TIME_ZONE, iso, hh, mm);
}

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, also known as
 * Meeus/Jones/Butcher), as [month0, day].
 */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month - 1, day];
}

/**
 * Hungarian public holidays on which the clinic is closed: the fixed ones (New Year, 15 March,
 * 1 May, 20 August, 23 October, 1 November, Christmas Eve since 2024, Christmas and Boxing
 * Day) and the movable ones (Good Friday, Easter Monday, Whit Monday). Easter and Whit Sunday
 * are Sundays, closed anyway.
 */
export function hungarianPublicHolidays(year: number): Set<string> {
  const fixed: [number, number][] = [
    [0, 1],
    [2, 15],
    [4, 1],
    [7, 20],
    [9, 23],
    [10, 1],
    [11, 25],
    [11, 26],
  ];
  if (year >= 2024) fixed.push([11, 24]);
  const easter = isoDate(year, ...easterSunday(year));
  return new Set([
    ...fixed.map(([month0, day]) => isoDate(year, month0, day)),
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    addDays(easter, 50), // Whit Monday
  ]);
}

/** A day the clinic opens: Monday to Friday and not a public holiday. */
export function isWorkingDay(iso: string): boolean {
  const [y, m, d] = iso.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !hungarianPublicHolidays(y).has(iso);
}

/** The first working day on or after `iso`. */
function nextWorkingDay(iso: string): string {
  let day = iso;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The next `count` event days: in each month the 1st, or the first working day after it, or
 * none that month, as the schedule says; or the clinic's own list, which wins. Always
 * strictly after today (Budapest time), so no past or same-day date is offered.
 */
export function upcomingEventDates(now: Date, schedule: EventSchedule): string[] {
  const today = budapestToday(now);
  if ("dates" in schedule) return [...schedule.dates].filter((d) => d > today).sort();
  const [year, month] = today.split("-").map(Number);
  const dates: string[] = [];
  // This month's day counts while it is still ahead (the 1st moved to the 4th, seen on the 2nd).
  for (let i = 0; i <= schedule.count; i++) {
    const index = month - 1 + i;
    const first = isoDate(year + Math.floor(index / 12), index % 12, 1);
    const day = isWorkingDay(first)
      ? first
      : schedule.closedDay === "next-working-day"
        ? nextWorkingDay(first)
        : undefined;
    if (day && day > today) dates.push(day);
  }
  return dates.slice(0, schedule.count);
}

/**
 * The UTC offset of Budapest at a local date and time, as '+01:00' (winter) or '+02:00'
 * (summer time), from the platform's time-zone data rather than a fixed rule.
 */
export function budapestOffset(iso: string, time = "12:00"): string {
  const minutes = offsetMinutes(BUDAPEST_TIME_ZONE, budapestInstant(iso, time).getTime());
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
