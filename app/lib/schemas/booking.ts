import * as z from "zod/mini";
import { textChannels } from "../text-channels";
import { patientDetails } from "../../content/booking-patient";
import { discountField } from "../../content/discount-field";
import { DISCOUNT_CODE_MAX } from "../discount-fields";
import { patientNameProblem, patientPhoneProblem } from "../patient-details";
import { stripBidiControls } from "../text-rules";

/**
 * A payment provider's checkout session id: Stripe's `cs_test_…` / `cs_live_…` and our test
 * mode's look alike. Anything else cannot be a session, so it is a 404 before any query.
 */
const sessionIdSchema = z.string().check(z.regex(/^cs_[A-Za-z0-9_-]{8,250}$/));
export const isSessionId = (value: unknown): value is string => sessionIdSchema.safeParse(value).success;

const isoDate = z.string("should be a date").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "should be YYYY-MM-DD"));

const patientText = (problem: (value: string) => string | null, missing: string) =>
  z.string(missing).check(
    z.overwrite<string>((v) => stripBidiControls(v).trim()),
    z.maxLength(200, missing),
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.issues.push({ code: "custom", message, input: value });
    }),
  );

/**
 * POST /api/create-checkout-session: the consultation day, where the provider sends the payer
 * back, and who the patient is (stored on the booking at once).
 */
export const checkoutSchema = z.object({
  success_url: z.string("should be a URL").check(z.maxLength(2000)),
  cancel_url: z.string("should be a URL").check(z.maxLength(2000)),
  event_date: isoDate,
  name: patientText(patientNameProblem, patientDetails.nameMissing),
  phone: patientText(patientPhoneProblem, patientDetails.phoneMissing),
  /** A newsletter code (optional): its length here, the rest in services/newsletter/discounts.server.ts. */
  discount_code: z.optional(
    z.string(discountField.unknown).check(
      z.overwrite<string>((v) => stripBidiControls(v).trim()),
      z.maxLength(DISCOUNT_CODE_MAX, discountField.tooLong),
    ),
  ),
  /** The event page's language ('en', 'de', 'fr'; checked with isLocale, English otherwise). */
  language: z.optional(z.string().check(z.maxLength(8))),
  /** Reminders by text as well as email (the patient's consent): 'sms' or 'whatsapp'; none by default. */
  reminders: z.optional(z.enum(textChannels, "should be none, sms or whatsapp")),
});

const clockTime = z.string("should be a time").check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "should be HH:MM"));

/**
 * PATCH /api/consultation-bookings/:sessionId: the time chosen in the scheduling frame, with
 * the booking's own token (the one in its manage link): the session id alone, which travels in
 * URLs and the provider's redirects, is not enough to change a booking. Checked by the route
 * (a missing or wrong token is a 404, like an unknown session).
 */
export const appointmentSchema = z.object({
  appointment_date: isoDate,
  appointment_time: clockTime,
  token: z.optional(z.string().check(z.maxLength(100))),
});

/** POST /booking/:token: the manage-booking page's forms (plain HTML forms). */
export const manageBookingSchema = z.object({
  intent: z.enum(["time", "move", "cancel", "reminders"], "should be time, move, cancel or reminders"),
  date: z.optional(isoDate),
  time: z.optional(clockTime),
  /** intent 'reminders': the text channel chosen, and the zone ('' or absent: from the number). */
  reminders: z.optional(z.enum(textChannels, "should be none, sms or whatsapp")),
  time_zone: z.optional(z.string().check(z.maxLength(64))),
});

/** A Stripe event, after its signature was checked: only the fields we read. */
export const stripeEventSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  data: z.looseObject({ object: z.looseObject({ id: z.string().check(z.maxLength(255)) }) }),
});

/** GET /currency/:code?back=/path: where to come back to (checked again by safeBackPath). */
export const currencyQuerySchema = z.object({
  back: z.optional(z.string().check(z.maxLength(2000))),
});

/** The test-mode checkout page's two buttons. */
export const testCheckoutSchema = z.object({
  intent: z.enum(["pay", "cancel"], "should be pay or cancel"),
  email: z.optional(z.string().check(z.maxLength(254))),
});
