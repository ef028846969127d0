/**
 * Times as the clinic reads them: in Budapest, whatever the server's zone. One home for the
 * formats staff see outside the back office's pages: in notification emails and in exports.
 */

/** The clinic's time zone: the one place its IANA name is written (a test keeps it so). */
export const BUDAPEST_TIME_ZONE = "Europe/Budapest";

const emailFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUDAPEST_TIME_ZONE,
});

/** For a person reading an email: 'Thu 26 Nov 2026, 14:30 (Budapest time)'. */
export function formatBudapestDateTime(date: Date): string {
  return `${emailFormat.format(date).replace(/^(\w+), /, "$1 ")} (Budapest time)`;
}

const parts = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUDAPEST_TIME_ZONE,
});

/** For a spreadsheet: '2026-11-26 14:30', Budapest time, sorts as text and as a date. */
export function budapestSpreadsheetTime(date: Date): string {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}
