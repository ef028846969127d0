/**
 * Every human-readable format, and the clinic's time zone: dates and times (in Budapest,
 * whatever the server's zone), money in euros and pounds, counts and file sizes. The one place
 * for formats (issue 31): a page, an email or an export that writes a date, a time or an amount
 * calls a function here. The words they use (month and day names…) live in app/content/dates.ts.
 * Each takes the reader's language (English unless given): a page passes its own, an email the
 * patient's (decision 0023); the back office and exports stay English.
 */
import {
  budapestTimeSuffixIn,
  monthNamesIn,
  weekdayNamesIn,
  writeDateTimeIn,
  writeEventDateIn,
  writeTimeIn,
  writeTimeRangeIn,
} from "../content/in/dates";
import { localeInfo } from "../content/locales";
import type { Locale } from "../content/locales";
import type { Currency } from "./currency";
import { eurToGbp } from "./pricing";
import { MB } from "./upload-limits";

/** The clinic's time zone: the one place its IANA name is written (a test keeps it so). */
export const BUDAPEST_TIME_ZONE = "Europe/Budapest";

// Intl formatters are made on first use, never when this module loads: a page's first Intl
// formatter costs ~30-40 ms on a throttled phone (docs/decisions/0006-first-load.md, item 8),
// and pages that only show prices import this module too.
const lazy = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

// ---- Times in Budapest (emails, exports, the back office) ----

const emailFormats = new Map<Locale, Intl.DateTimeFormat>();
const emailFormat = (locale: Locale) => {
  let format = emailFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].tag, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: BUDAPEST_TIME_ZONE,
    });
    emailFormats.set(locale, format);
  }
  return format;
};

/**
 * For a person reading an email or a page: 'Thu 26 Nov 2026, 14:30 (Budapest time)',
 * 'Do., 26. Nov. 2026, 14:30 Uhr (Budapester Zeit)', 'jeu. 1er avr. 2027 à 14 h 30 (heure de Budapest)':
 * Intl's short names, put together as the language writes a moment (writeDateTime in dates.ts).
 */
export function formatBudapestDateTime(date: Date, locale: Locale = "en"): string {
  const parts = emailFormat(locale).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const text = writeDateTimeIn[locale](
    get("weekday"),
    Number(get("day")),
    get("month"),
    Number(get("year")),
    `${get("hour")}:${get("minute")}`,
  );
  return `${text} ${budapestTimeSuffixIn[locale]}`;
}

const wallClockParts = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: BUDAPEST_TIME_ZONE,
    }),
);

/** For a spreadsheet: '2026-11-26 14:30', Budapest time, sorts as text and as a date. */
export function budapestSpreadsheetTime(date: Date): string {
  const parts = wallClockParts().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

const staffFormat = lazy(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: BUDAPEST_TIME_ZONE,
    }),
);

/** For the back office's tables: '26 Nov 2026, 14:30', Budapest time; nothing is '–'. */
export const formatDateTime = (value: Date | string | null | undefined) =>
  value ? staffFormat().format(new Date(value)) : "–";

// ---- Event days (ISO dates, no time zone) ----
// Named from app/content/dates.ts rather than with Intl.DateTimeFormat: these names are drawn
// while a page hydrates, where a first Intl formatter is dear (above). format.test.ts checks
// them against Intl for every day of several years.

/** 'April 2025' · 'April 2025' · 'avril 2025' */
export function formatEventMonth(iso: string, locale: Locale = "en"): string {
  const [y, m] = iso.split("-").map(Number);
  return `${monthNamesIn[locale][m - 1]} ${y}`;
}

/** 'Tuesday 1 April 2025' · 'Dienstag, 1. April 2025' · 'mardi 1er avril 2025' */
export function formatEventDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  // getUTCDay counts from Sunday; weekdayNames from Monday.
  const weekday = weekdayNamesIn[locale][(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
  return writeEventDateIn[locale](weekday, d, monthNamesIn[locale][m - 1], y);
}

// ---- Clock times (a consultation day's 'H:MM' times, opening hours) ----

/** '09:00' -> '9:00', as the site writes a time before the language does its part. */
const shortTime = (time: string) => time.replace(/^0(?=\d:)/, "");

/** A clock time as a sentence in the language writes it: '11:00' · '11:00 Uhr' · '11 h' ('9 h 30'). */
export const formatTime = (time: string, locale: Locale = "en") => writeTimeIn[locale](shortTime(time));

/** A range of clock times: '9:00-16:30' · '9:00–16:30 Uhr' · '9 h – 16 h 30'. */
export const formatTimeRange = (first: string, last: string, locale: Locale = "en") =>
  writeTimeRangeIn[locale](shortTime(first), shortTime(last));

// ---- Money and counts ----
// Prices and counts are whole numbers written here rather than with Intl.NumberFormat: a page's
// first Intl formatter costs ~30-40 ms on a throttled phone (the locale's data is set up then),
// three of them were a third of the home page's script time, and the server and the browser
// must agree on every character. Each language writes them as Intl does in that language
// (format.test.ts checks every one against Intl): €1,234 · 1.234 € · 1 234 €.

/** The language's way with amounts (app/content/locales.ts). */
const numberStyles = (locale: Locale) => {
  const { group, decimal, pound, signAfter } = localeInfo[locale].numbers;
  const money = (sign: string, digits: string, symbol: string) =>
    signAfter ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
  return { group, decimal, pound, money };
};

/** 1234567 -> '1,234,567': the amount's size, rounded half away from zero like Intl. */
const digits = (n: number, locale: Locale = "en") =>
  String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, numberStyles(locale).group);
/** '-' for an amount that is still below zero once rounded. */
const sign = (n: number) => (n < 0 && Math.round(Math.abs(n)) !== 0 ? "-" : "");

/** €2,660 · 2.660 € · 2 660 € */
export const formatEur = (amount: number, locale: Locale = "en") =>
  numberStyles(locale).money(sign(amount), digits(amount, locale), "€");
/** £77 · 77 £ */
export const formatGbp = (amount: number, locale: Locale = "en") =>
  numberStyles(locale).money(sign(amount), digits(amount, locale), numberStyles(locale).pound);
/** A EUR amount in pounds, converted once (pricing.ts's eurToGbp): £1,143 */
export const formatEurInGbp = (eur: number, locale: Locale = "en") => formatGbp(eurToGbp(eur), locale);
/** 5,000 · 5.000 · 5 000 (counts are whole numbers) */
export const formatNumber = (n: number, locale: Locale = "en") => `${sign(n)}${digits(n, locale)}`;

/** A charge in cents, to the cent, as emails and the checkout say it: 5000 -> '€50.00' · '50,00 €'. */
export function formatEurCents(cents: number, locale: Locale = "en"): string {
  const style = numberStyles(locale);
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split(".");
  const amount = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)}${style.decimal}${fraction}`;
  return style.money(cents < 0 ? "-" : "", amount, "€");
}

/** An amount in cents, in whole euros when it has no cents (a plan's lines: '€1,339'), else to the cent ('€133.90'). */
export const formatEurAmount = (cents: number, locale: Locale = "en") =>
  cents % 100 === 0 ? formatEur(cents / 100, locale) : formatEurCents(cents, locale);

/** A price-list amount in the chosen currency: €90 or £77; a free item is called what `free` says. */
export function formatListPrice(
  price: number | "FREE",
  currency: Currency,
  locale: Locale = "en",
  free = "FREE",
): string {
  if (price === "FREE") return free;
  return currency === "GBP" ? formatEurInGbp(price, locale) : formatEur(price, locale);
}

/** A counter's target: '5,000+' */
export const formatCount = (value: number, locale: Locale = "en") => `${formatNumber(value, locale)}+`;

// ---- File sizes ----

/** A size as people read it: 2.4 MB, 380 kB. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
