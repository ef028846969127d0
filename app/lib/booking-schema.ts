import * as z from "zod/mini";

/**
 * A payment provider's checkout session id: Stripe's `cs_test_…` / `cs_live_…` and our test
 * mode's look alike. Anything else cannot be a session, so it is a 404 before any query.
 */
export const sessionIdSchema = z.string().check(z.regex(/^cs_[A-Za-z0-9_-]{8,250}$/));
export const isSessionId = (value: unknown): value is string => sessionIdSchema.safeParse(value).success;

const isoDate = z.string("should be a date").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "should be YYYY-MM-DD"));

/** POST /api/create-checkout-session: the consultation day, and where the provider sends the payer back. */
export const checkoutSchema = z.object({
  success_url: z.string("should be a URL").check(z.maxLength(2000)),
  cancel_url: z.string("should be a URL").check(z.maxLength(2000)),
  event_date: isoDate,
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** PATCH /api/consultation-bookings/:sessionId: the time chosen in the scheduling frame. */
export const appointmentSchema = z.object({
  appointment_date: isoDate,
  appointment_time: z
    .string("should be a time")
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "should be HH:MM")),
});
export type AppointmentInput = z.output<typeof appointmentSchema>;
