import { addDays, budapestToday } from "../../app/lib/event-dates";

/**
 * The past consultation days of the browser tests' attendance (tests/support/attendance-e2e-seed.ts
 * makes them): far enough back (300 and 270 days) that no other spec marks anyone on them, so the
 * analytics page's figures for a period around them are exactly these.
 */
export const e2eAttendanceDays = (now = new Date()) => [
  addDays(budapestToday(now), -300),
  addDays(budapestToday(now), -270),
];

/** What the day sheets marked, by the reminders the patient chose: no-show rates 50 %, 25 %, 0 %. */
export const e2eAttendance = {
  none: ["attended", "no_show", "attended", "no_show"],
  sms: ["attended", "attended", "no_show", "attended"],
  whatsapp: ["attended", "attended"],
} as const;
