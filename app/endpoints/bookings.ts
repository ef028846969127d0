/**
 * The consultation-day booking's endpoints: the checkout, the currency its prices are shown in,
 * the places left, choosing and managing the appointment, the test-mode checkout page and the
 * payment provider's webhook. Part of app/endpoints.ts.
 */
import { currencyQuerySchema, stripeEventSchema, testCheckoutSchema } from "../lib/schemas/booking";
import { appointmentSchema, checkoutSchema, manageBookingSchema } from "../lib/schemas/booking";
import { emptyQuerySchema } from "../lib/schemas/staff";
import { define } from "./definition";
import { bodyLimits } from "./limits";

export const bookingEndpoints = define({
  checkout: {
    pattern: "/api/create-checkout-session",
    file: "routes/api.create-checkout-session.ts",
    methods: ["POST"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "checkout",
    errors: "json",
    origin: "same-site",
    schema: checkoutSchema,
  },
  // The currency choice without JavaScript (docs/decisions/0020-currency-everywhere.md): a
  // link from any page of ours; it only stores the visitor's own preference on their device.
  currency: {
    pattern: "/currency/:code",
    file: "routes/currency.$code.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "currency",
    errors: "json",
    origin: "any",
    schema: currencyQuerySchema,
  },
  eventSeats: {
    pattern: "/api/event-seats",
    file: "routes/api.event-seats.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "seats",
    errors: "json",
    // Public figures, the same as on the page: any caller may read them.
    origin: "any",
    schema: emptyQuerySchema,
  },
  bookingUpdate: {
    pattern: "/api/consultation-bookings/:sessionId",
    file: "routes/api.consultation-bookings.ts",
    methods: ["PATCH"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "booking",
    errors: "json",
    origin: "same-site",
    schema: appointmentSchema,
  },
  manageBooking: {
    pattern: "/booking/:token",
    file: "routes/booking.$token.tsx",
    // The patient's manage page: its own GET renders it (never prerendered, never cached).
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "booking",
    errors: "page",
    origin: "same-site",
    schema: manageBookingSchema,
  },
  testCheckout: {
    pattern: "/test-checkout/:sessionId",
    file: "routes/test-checkout.tsx",
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    // Paying or cancelling is not starting another checkout: the booking tier, not checkout's.
    tier: "booking",
    errors: "page",
    origin: "same-site",
    schema: testCheckoutSchema,
  },
  stripeWebhook: {
    pattern: "/api/stripe/webhook",
    file: "routes/api.stripe.webhook.ts",
    methods: ["POST"],
    body: "raw",
    bodyLimit: bodyLimits.webhook,
    tier: "webhook",
    errors: "json",
    origin: "any",
    schema: stripeEventSchema,
  },
});
