import { eq } from "drizzle-orm";
import express, { Router } from "express";
import type Stripe from "stripe";
import type { Database } from "../app/db/client.server";
import { processedEvents } from "../app/db/schema";
import type { Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { fulfilCheckout } from "../app/services/bookings.server";
import { stripeClient, type PaymentProvider } from "../app/services/payments.server";

const handled = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * POST /api/stripe/webhook: Stripe's word that a checkout was paid, so a booking is marked
 * paid even if the visitor never returns to our page. The signature is checked on the raw
 * body; each event id is recorded, so a replay changes nothing.
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
      if (!handled.has(event.type)) return res.json({ received: true, ignored: event.type });
      const [seen] = await db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id));
      if (seen) return res.json({ received: true, duplicate: true });
      const session = event.data.object as Stripe.Checkout.Session;
      const result = await fulfilCheckout(db, payments, session.id);
      // Recorded after fulfilment: if fulfilment fails, Stripe retries and we try again.
      await db.insert(processedEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
      logger.info({ eventId: event.id, type: event.type, status: result.status }, "stripe webhook");
      res.json({ received: true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
