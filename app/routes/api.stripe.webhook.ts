import { data } from "react-router";
import { stripeEventSchema } from "~/lib/schemas/booking";
import { endpointAction } from "~/services/platform/endpoint.server";
import { handleCheckoutEvent } from "~/services/bookings/payment-events.server";
import { stripeClient } from "~/services/payments/providers.server";

/**
 * POST /api/stripe/webhook: Stripe's word on a checkout (paid, expired), acted on even if the
 * visitor never returns to our page. The signature is checked on the raw body, exactly as sent.
 */
export const action = endpointAction("stripeWebhook", async ({ raw, request, context }) => {
  const { db, env, payments } = context;
  if (!env.STRIPE_WEBHOOK_SECRET)
    return data({ error: "Webhooks are not configured", code: "NOT_CONFIGURED" }, { status: 503 });
  let verified: unknown;
  try {
    verified = stripeClient(env).webhooks.constructEvent(
      String(raw),
      request.headers.get("stripe-signature") ?? "",
      env.STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    return data({ error: "Invalid signature", code: "INVALID_SIGNATURE" }, { status: 400 });
  }
  const event = stripeEventSchema.safeParse(verified);
  if (!event.success) return data({ error: "Not a checkout event", code: "INVALID" }, { status: 400 });
  return data(
    await handleCheckoutEvent(db, payments, event.data, {
      clinicInbox: env.CLINIC_INBOX,
      siteUrl: env.SITE_URL,
    }),
  );
});
