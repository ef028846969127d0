import { createHash } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { testCheckoutSessions } from "~/db/schema";
import type { Locale } from "~/content/locales";
import { patientDetailsIn } from "~/content/in/booking-patient";
import type { Env } from "~/env.server";

/** What every checkout asks a provider for. */
interface CheckoutBase {
  amountCents: number;
  currency: string;
  description: string;
  /** Our success page with the provider's session-id placeholder, e.g. …?session_id={CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** The same key gives back the same session (Stripe's idempotency; the test provider's too). */
  idempotencyKey: string;
  /** When the checkout closes: after this no payment can be made on it. */
  expiresAt: Date;
  /** The patient's name and phone from the event page: shown, or offered to be corrected. */
  customerName?: string;
  customerPhone?: string;
  /** The patient's language: Stripe's page speaks it (English unless given). */
  locale?: Locale;
}

/**
 * What we ask a provider for: one consultation-day place (the purpose unless named), or a
 * treatment plan's deposit (app/services/plans/deposit-checkout.server.ts).
 */
type CheckoutRequest = CheckoutBase &
  (
    | {
        purpose?: "consultation-day";
        eventDate: string;
        /** Our booking's id: Stripe keeps it as the session's client_reference_id (found from its dashboard). */
        bookingId: string;
      }
    | {
        purpose: "plan-deposit";
        /** Our deposit's id: the session's client_reference_id. */
        depositId: string;
        /** 'TP-7K3M9Q', in the session's metadata. */
        planReference: string;
        /** The patient's email, prefilled on Stripe's page. */
        customerEmail?: string;
      }
  );

/** The metadata a deposit's Stripe session carries: the webhook can tell it from a consultation day's. */
const DEPOSIT_PURPOSE = "plan-deposit";

interface CheckoutSession {
  id: string;
  /** The provider's hosted checkout page. */
  url: string;
}

interface SessionStatus {
  id: string;
  paid: boolean;
  email?: string;
  /** The name and phone the payer gave the provider (Stripe's custom field and phone collection). */
  name?: string;
  phone?: string;
  eventDate?: string;
  amountCents?: number;
  currency?: string;
}

interface Refund {
  /** The provider's refund id, stored as the booking's refund_reference. */
  id: string;
}

/** A card payment provider: Stripe Checkout, or our own test-mode checkout. */
export interface PaymentProvider {
  kind: "stripe" | "test";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The provider's word on a session; null when it does not know the id. */
  retrieveSession(sessionId: string): Promise<SessionStatus | null>;
  /**
   * Gives back the whole payment of a paid session. Repeating it for the same session returns
   * the first refund and moves no more money.
   */
  refund(sessionId: string, reason: string): Promise<Refund>;
}

export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** Stripe Checkout's custom field for the patient's full name. */
const STRIPE_NAME_FIELD = "full_name";
/** Stripe keeps a custom text field's default to this many characters. */
const STRIPE_TEXT_MAX = 255;

export function stripeClient(env: Partial<Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">>): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY ?? "sk_test_missing", {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

let webhookVerifier: Stripe | undefined;

/**
 * A Stripe event from its webhook's raw body, if the signature is Stripe's for this secret
 * (throws otherwise). Verifying needs no API key: one client, made on first use, does it.
 */
export function verifyStripeSignature(rawBody: string, signature: string, secret: string): unknown {
  webhookVerifier ??= stripeClient({});
  return webhookVerifier.webhooks.constructEvent(rawBody, signature, secret);
}

/** Stripe Checkout: hosted by Stripe; we redirect to session.url (no Stripe.js on our pages). */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckoutSession(request) {
      const common = {
        mode: "payment" as const,
        locale: request.locale ?? "en",
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
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      };
      const session = await stripe.checkout.sessions.create(
        request.purpose === "plan-deposit"
          ? {
              ...common,
              client_reference_id: request.depositId,
              ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
              metadata: {
                kind: DEPOSIT_PURPOSE,
                deposit_id: request.depositId,
                plan_reference: request.planReference,
              },
              payment_intent_data: {
                metadata: { kind: DEPOSIT_PURPOSE, plan_reference: request.planReference },
              },
            }
          : {
              ...common,
              client_reference_id: request.bookingId,
              metadata: { event_date: request.eventDate, booking_id: request.bookingId },
              payment_intent_data: { metadata: { event_date: request.eventDate } },
              // Stripe asks for the phone itself (it cannot be prefilled without a Customer); the
              // name is a custom field prefilled with what the patient typed on our page.
              phone_number_collection: { enabled: true },
              custom_fields: [
                {
                  key: STRIPE_NAME_FIELD,
                  type: "text",
                  label: {
                    type: "custom",
                    custom: patientDetailsIn[request.locale ?? "en"].stripeNameField,
                  },
                  text: {
                    maximum_length: STRIPE_TEXT_MAX,
                    ...(request.customerName
                      ? { default_value: request.customerName.slice(0, STRIPE_TEXT_MAX) }
                      : {}),
                  },
                },
              ],
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
          phone: session.customer_details?.phone ?? undefined,
          name:
            session.custom_fields?.find((field) => field.key === STRIPE_NAME_FIELD)?.text?.value?.trim() ||
            undefined,
          eventDate: session.metadata?.event_date,
          amountCents: session.amount_total ?? undefined,
          currency: session.currency ?? undefined,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async refund(sessionId, reason) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent =
        typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      // Stripe's reasons are a fixed list; ours travels in the metadata. The key makes a
      // repeated call (webhook and success page, a retry) return the first refund.
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: "requested_by_customer",
          metadata: { reason, session_id: sessionId },
        },
        { idempotencyKey: `refund-${sessionId}` },
      );
      return { id: refund.id };
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
      // Like Stripe's idempotency key: the same key names the same session.
      const id = `cs_test_${createHash("sha256").update(request.idempotencyKey).digest("base64url").slice(0, 24)}`;
      await db
        .insert(testCheckoutSessions)
        .values({
          id,
          purpose: request.purpose ?? "consultation-day",
          amountCents: request.amountCents,
          currency: request.currency,
          eventDate: request.purpose === "plan-deposit" ? null : request.eventDate,
          description: request.description,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          expiresAt: request.expiresAt,
          customerName: request.customerName ?? null,
          customerPhone: request.customerPhone ?? null,
        })
        .onConflictDoNothing();
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
        // Like Stripe: a refunded session was still paid.
        paid: session.status === "paid" || session.status === "refunded",
        email: session.customerEmail ?? undefined,
        name: session.customerName ?? undefined,
        phone: session.customerPhone ?? undefined,
        eventDate: session.eventDate ?? undefined,
        amountCents: session.amountCents,
        currency: session.currency,
      };
    },
    async refund(sessionId) {
      const refundedAt = new Date();
      const [session] = await db
        .update(testCheckoutSessions)
        .set({ status: "refunded", refundedAt })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "paid")))
        .returning();
      if (!session) {
        const [existing] = await db
          .select()
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.id, sessionId));
        if (existing?.status !== "refunded") throw new Error(`test session ${sessionId} is not paid`);
      }
      return { id: testRefundId(sessionId) };
    },
  };
}

/** One refund per test session, so its id follows from the session's. */
const testRefundId = (sessionId: string) => `re_test_${sessionId.replace(/^cs_test_/, "")}`;

export type TestCheckoutSession = typeof testCheckoutSessions.$inferSelect;

export async function findTestSession(db: Database, id: string): Promise<TestCheckoutSession | undefined> {
  const [session] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
  return session;
}

/** An open test session past its expiry can no longer be paid, even before the sweep marks it. */
export const isTestSessionExpired = (session: TestCheckoutSession, now: Date) =>
  session.status === "expired" ||
  (session.status === "open" && session.expiresAt !== null && session.expiresAt <= now);

/**
 * Pays an open, unexpired test session (test mode's card payment). Conditional, so a payment
 * racing the expiry or a cancel cannot both win. Returns the session as it is afterwards.
 */
export async function payTestSession(
  db: Database,
  id: string,
  email: string,
  now = new Date(),
): Promise<TestCheckoutSession | undefined> {
  await db
    .update(testCheckoutSessions)
    .set({ status: "paid", customerEmail: email })
    .where(
      and(
        eq(testCheckoutSessions.id, id),
        eq(testCheckoutSessions.status, "open"),
        or(isNull(testCheckoutSessions.expiresAt), gt(testCheckoutSessions.expiresAt, now)),
      ),
    );
  return findTestSession(db, id);
}

/** Cancels an open test session; true when this call cancelled it. */
export async function cancelTestSession(db: Database, id: string): Promise<boolean> {
  const cancelled = await db
    .update(testCheckoutSessions)
    .set({ status: "cancelled" })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")))
    .returning({ id: testCheckoutSessions.id });
  return cancelled.length > 0;
}

/** The provider this configuration asks for. */
export function paymentProviderFor(env: Env, db: Database): PaymentProvider {
  return env.paymentsProvider === "stripe"
    ? stripeProvider(stripeClient(env))
    : testProvider(db, env.SITE_URL);
}
