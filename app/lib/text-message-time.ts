/**
 * When a text message may go: never between 21:00 and 08:00 in the patient's own time zone.
 * Wall-clock arithmetic from the platform's time-zone data (summer time included), no table.
 */

/** Texts go from 08:00 up to, not including, 21:00 local time. */
const TEXT_HOURS = { from: 8, until: 21 } as const;

interface WallClock {
  /** ISO date in that zone ('2027-04-01'). */
  date: string;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date and time an instant reads as on a clock in `timeZone`. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  let format = formats.get(timeZone);
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
    formats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(instant).find((p) => p.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    minute: Number(part("minute")),
  };
}

/**
 * The instant a wall-clock time happens in `timeZone` (the first of the two on the night the
 * clocks go back; the hour after a spring-forward gap when the time does not exist).
 */
export function instantIn(timeZone: string, date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split("-").map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  // Every offset in use lies within ±14 hours, in quarter hours: keep the guesses that read back.
  let best: Date | undefined;
  for (let offset = -14 * 60; offset <= 14 * 60; offset += 15) {
    const candidate = new Date(asUtc - offset * 60_000);
    const wall = wallClockIn(timeZone, candidate);
    if (wall.date === date && wall.hour === hour && wall.minute === minute) {
      if (!best || candidate < best) best = candidate;
    }
  }
  return best ?? instantIn(timeZone, date, hour + 1, minute);
}

/** The ISO date after `date`. */
function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * When a text due at `due` may go in `timeZone`: `due` itself between 08:00 and 21:00 there,
 * else 08:00 the same morning (before 08:00) or the next morning (from 21:00).
 */
export function sendableAt(due: Date, timeZone: string): Date {
  const wall = wallClockIn(timeZone, due);
  if (wall.hour >= TEXT_HOURS.from && wall.hour < TEXT_HOURS.until) return due;
  const day = wall.hour < TEXT_HOURS.from ? wall.date : nextDate(wall.date);
  return instantIn(timeZone, day, TEXT_HOURS.from);
}
