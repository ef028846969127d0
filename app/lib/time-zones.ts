/**
 * Wall-clock time in any IANA time zone, from the platform's time-zone data (summer time
 * included, no table of our own): what an instant reads as there, and when a reading happens.
 * The clinic's own zone has its shorthands in event-dates.ts.
 */

/** A date and time as a clock in some zone shows it. */
export interface WallClock {
  /** ISO date in that zone ('2027-04-01'). */
  date: string;
  hour: number;
  minute: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and time an instant reads as on a clock in `timeZone`. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** How many minutes `timeZone` is ahead of UTC at an instant (negative: behind). */
export function offsetMinutes(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name); // 'GMT+02:00'; UTC itself is just 'GMT'
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The instant a clock in `timeZone` shows `hour`:`minute` on `date`. The offset at that reading
 * taken as UTC is right except within hours of a change, so it is read once more at the instant
 * it implies. A reading that happens twice (the night the clocks go back) gives the later
 * instant; one that never happens (the spring-forward gap) the instant an hour on.
 */
export function instantIn(timeZone: string, date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split("-").map(Number);
  const reading = Date.UTC(y, m - 1, d, hour, minute);
  const first = reading - offsetMinutes(timeZone, reading) * 60_000;
  return new Date(reading - offsetMinutes(timeZone, first) * 60_000);
}
