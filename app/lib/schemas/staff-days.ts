import * as z from "zod/mini";
import { locales } from "../../content/locales";
import { staffDaysCopy } from "../../content/staff-days";
import { staffFormErrors } from "../../content/staff-form-errors";
import { stripBidiControls } from "../text-rules";

/** The back office's consultation-day forms: add a day, a day's settings (and closing it), a phone booking. */

const errors = staffDaysCopy.errors;
const phoneErrors = staffDaysCopy.phone.errors;
const formErrors = staffFormErrors.days;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const withoutBidi = z.overwrite<string>(stripBidiControls);
const day = (message: string) => z.string(message).check(z.trim(), z.regex(dayPattern, message));
const count = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.string(message),
      z.transform((v) => Number(v.trim())),
    )
    .check(z.refine((v) => Number.isInteger(v) && v >= min && v <= max, message));

/** '10:00, 10:30 11:00' → ['10:00', '10:30', '11:00']: sorted, no repeats, each a real time. */
const parseTimes = (value: string): string[] | null => {
  const times = value.split(/[\s,;]+/).filter(Boolean);
  if (times.length === 0 || times.length > 48) return null;
  if (!times.every((t) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t))) return null;
  return [...new Set(times)].sort();
};

export const addDaySchema = z.object({
  intent: z.literal("add"),
  date: day(errors.pastDay),
});

export const daySettingsSchema = z.object({
  open: z.enum(["open", "closed"], formErrors.openOrClosed),
  capacity: count(0, 500, formErrors.capacity),
  appointmentTimes: z
    .pipe(
      z.string(errors.badTimes),
      z.transform((v) => parseTimes(v)),
    )
    .check(z.refine((v) => v !== null, errors.badTimes)),
  placesPerTime: count(1, 100, formErrors.placesPerTime),
  reason: z.optional(
    z.pipe(
      z.string().check(withoutBidi, z.trim(), z.maxLength(200, staffFormErrors.atMost(200))),
      z.transform((v) => v || undefined),
    ),
  ),
  /** Only when closing a day that has paid bookings: what happens to them. */
  disposition: z.optional(z.enum(["move", "refund"], formErrors.disposition)),
  target: z.optional(z.string().check(z.maxLength(10))),
});

export const phoneBookingSchema = z.object({
  name: z
    .string(phoneErrors.name)
    .check(withoutBidi, z.trim(), z.minLength(2, phoneErrors.name), z.maxLength(200, phoneErrors.name)),
  phone: z.string(phoneErrors.phone).check(z.trim(), z.regex(/^\+[1-9][\d\s().-]{6,24}$/, phoneErrors.phone)),
  email: z.pipe(
    z.string(phoneErrors.email).check(z.trim(), z.maxLength(254, phoneErrors.email)),
    z.email(phoneErrors.email),
  ),
  payment: z.enum(["desk", "link"], phoneErrors.payment),
  /** The patient's language (English when not given): their reminders and pages speak it. */
  language: z.optional(z.enum(locales)),
  /** The form's once-key (app/services/platform/once.server.ts): a double click books one place. */
  once: z.optional(z.string().check(z.maxLength(64))),
});
