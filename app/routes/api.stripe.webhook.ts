import { data } from "react-router";
import { endpointAction } from "~/endpoints/endpoint.server";
import { receiveStripeWebhook } from "~/services/bookings/payment-events.server";

/**
 * POST /api/stripe/webhook: Stripe's word on a checkout (paid, expired), acted on even if the
 * visitor never returns to our page. The signature is checked on the raw body, exactly as sent.
 */
export const action = endpointAction("stripeWebhook", async ({ raw, request, context }) => {
  const received = await receiveStripeWebhook(
    context,
    String(raw),
    request.headers.get("stripe-signature") ?? "",
  );
  switch (received.outcome) {
    case "not-configured":
      return data({ error: "Webhooks are not configured", code: "NOT_CONFIGURED" }, { status: 503 });
    case "bad-signature":
      return data({ error: "Invalid signature", code: "INVALID_SIGNATURE" }, { status: 400 });
    case "not-a-checkout-event":
      return data({ error: "Not a checkout event", code: "INVALID" }, { status: 400 });
    case "handled":
      return data(received.answer);
  }
});
