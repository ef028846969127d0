/** When a text message may go: never between 21:00 and 08:00 in the patient's own time zone. */
import { addDays } from "./event-dates";
import { instantIn, wallClockIn } from "./time-zones";

/** Texts go from 08:00 up to, not including, 21:00 local time. */
const TEXT_HOURS = { from: 8, until: 21 } as const;

/**
 * When a text due at `due` may go in `timeZone`: `due` itself between 08:00 and 21:00 there,
 * else 08:00 the same morning (before 08:00) or the next morning (from 21:00).
 */
export function sendableAt(due: Date, timeZone: string): Date {
  const wall = wallClockIn(timeZone, due);
  if (wall.hour >= TEXT_HOURS.from && wall.hour < TEXT_HOURS.until) return due;
  const day = wall.hour < TEXT_HOURS.from ? wall.date : addDays(wall.date, 1);
  return instantIn(timeZone, day, TEXT_HOURS.from);
}
