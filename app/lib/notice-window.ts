import { consultationDay } from "~/content/consultation-day";
import { addDays } from "./event-dates";

/**
 * The rule "a booking can be moved to another date up to `rescheduleNoticeDays` days before its
 * day" (spec section 9), in Budapest dates ('2026-12-01'). One rule for the moves the manage page
 * allows (app/services/bookings/changes.server.ts) and for the dates offered before paying: a
 * date is inside the window when a booking for it, made today, could no longer be moved.
 *
 * With 7 days: a day 7 days ahead can still be moved today (today is its last day to move), so
 * it is outside the window; a day 6 days ahead is inside.
 */

/** The last day on which a booking for `day` may still be moved: `rescheduleNoticeDays` before it. */
export const lastDayToMoveFor = (day: string) => addDays(day, -consultationDay.rescheduleNoticeDays);

/** Whether a booking for `day` may still be moved to another date on `today`. */
export const movableOn = (day: string, today: string) => today <= lastDayToMoveFor(day);

/** Whether `day`, booked on `today`, could not be moved afterwards: inside the notice window. */
export const insideNoticeWindow = (day: string, today: string) => !movableOn(day, today);

/**
 * The date chosen for the patient before they choose: the first outside the notice window, or,
 * when every date is inside it, the first. Undefined when there are none.
 */
export function defaultEventDate(dates: readonly string[], today: string): string | undefined {
  return dates.find((day) => !insideNoticeWindow(day, today)) ?? dates[0];
}
