import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { testCheckoutSessions } from "~/db/schema";
import type { Env } from "~/env.server";

/** What we ask a provider for: one consultation-day place. */
export interface CheckoutRequest {
  eventDate: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Our success page with the provider's session-id placeholder, e.g. …?session_id={CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** The provider's hosted checkout page. */
  url: string;
}

export interface SessionStatus {
  id: string;
  paid: boolean;
  email?: string;
  eventDate?: string;
  amountCents?: number;
  currency?: string;
}

/** A card payment provider: Stripe Checkout, or our own test-mode checkout. */
export interface PaymentProvider {
  kind: "stripe" | "test";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The provider's word on a session; null when it does not know the id. */
  retrieveSession(sessionId: string): Promise<SessionStatus | null>;
}

export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

export function stripeClient(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY ?? "sk_test_missing", {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

/** Stripe Checkout: hosted by Stripe; we redirect to session.url (no Stripe.js on our pages). */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: { event_date: request.eventDate },
          payment_intent_data: { metadata: { event_date: request.eventDate } },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
          email: session.customer_details?.email ?? undefined,
          eventDate: session.metadata?.event_date,
          amountCents: session.amount_total ?? undefined,
          currency: session.currency ?? undefined,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

/**
 * Test mode: our own checkout page at /test-checkout/<id>, clearly marked, with Pay and
 * Cancel, redirecting like Stripe does. Never used in production unless PAYMENTS=test.
 */
export function testProvider(db: Database, siteUrl: string): PaymentProvider {
  return {
    kind: "test",
    async createCheckoutSession(request) {
      const id = `cs_test_${randomBytes(18).toString("base64url")}`;
      await db.insert(testCheckoutSessions).values({
        id,
        amountCents: request.amountCents,
        currency: request.currency,
        eventDate: request.eventDate,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { id, url: `${siteUrl}/test-checkout/${id}` };
    },
    async retrieveSession(sessionId) {
      const [session] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId));
      if (!session) return null;
      return {
        id: session.id,
        paid: session.status === "paid",
        email: session.customerEmail ?? undefined,
        eventDate: session.eventDate,
        amountCents: session.amountCents,
        currency: session.currency,
      };
    },
  };
}

/** The provider this configuration asks for. */
export function paymentProviderFor(env: Env, db: Database): PaymentProvider {
  return env.paymentsProvider === "stripe"
    ? stripeProvider(stripeClient(env))
    : testProvider(db, env.SITE_URL);
}
