import express, { Router } from "express";
import type Stripe from "stripe";
import type { Database } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { handleCheckoutEvent } from "../app/services/payment-events.server";
import { stripeClient, type PaymentProvider } from "../app/services/payments.server";

/**
 * POST /api/stripe/webhook: Stripe's word on a checkout (paid, expired), acted on even if the
 * visitor never returns to our page. Only the signature is checked here, on the raw body;
 * handleCheckoutEvent does the rest.
 */
export function stripeWebhook({
  db,
  env,
  payments,
}: {
  db: Database;
  env: Env;
  payments: PaymentProvider;
}): Router {
  const router = Router();
  const stripe = stripeClient(env);
  router.post("/api/stripe/webhook", express.raw({ type: "*/*", limit: "512kb" }), async (req, res, next) => {
    if (!env.STRIPE_WEBHOOK_SECRET) return res.status(503).json({ error: "Webhooks are not configured" });
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        req.body as Buffer,
        req.get("stripe-signature") ?? "",
        env.STRIPE_WEBHOOK_SECRET,
      );
    } catch {
      return res.status(400).json({ error: "Invalid signature" });
    }
    try {
      res.json(
        await handleCheckoutEvent(db, payments, event, {
          clinicInbox: env.CLINIC_INBOX,
          siteUrl: env.SITE_URL,
        }),
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
