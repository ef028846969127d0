import { eq } from "drizzle-orm";
import { processedEvents } from "~/db/schema";
import { stripeEventSchema } from "~/lib/schemas/booking";
import { verifyStripeSignature } from "../payments/providers.server";
import type { ServiceContext } from "../context.server";
import { fulfilDeposit } from "../plans/deposit-fulfilment.server";
import { endDepositCheckout } from "../plans/deposit-records.server";
import { fulfilCheckout } from "./fulfilment.server";
import { releaseHold } from "./reconcile.server";

/** The part of a (signature-checked) Stripe event we read. */
export interface CheckoutEvent {
  id: string;
  type: string;
  data: { object: object };
}

export type CheckoutEventAnswer =
  | { received: true }
  | { received: true; duplicate: true }
  | { received: true; ignored: string };

const paidTypes = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
/** The checkout ended unpaid: its place is free again. */
const endedUnpaidTypes = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/**
 * Acts on a payment provider's checkout event: a payment gets its place (or its refund, see
 * fulfilCheckout) or pays its plan's deposit (fulfilDeposit), an expired or failed checkout
 * frees its place or ends its deposit's checkout. Each event id is recorded
 * after it is handled, so a replay changes nothing, and a failure (thrown) lets the provider
 * send it again.
 */
export async function handleCheckoutEvent(
  ctx: ServiceContext,
  event: CheckoutEvent,
): Promise<CheckoutEventAnswer> {
  const { db, log: logger } = ctx;
  const paid = paidTypes.has(event.type);
  if (!paid && !endedUnpaidTypes.has(event.type)) return { received: true, ignored: event.type };
  const [seen] = await db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id));
  if (seen) return { received: true, duplicate: true };
  const session = event.data.object as { id?: unknown };
  if (typeof session.id !== "string") return { received: true, ignored: event.type };
  const sessionId = session.id;

  // A treatment plan's deposit is found by its session (its metadata says kind: plan-deposit
  // too): it has its own one fulfilment; any other session is a consultation day's.
  let outcome: string;
  if (paid) {
    const deposit = await fulfilDeposit(ctx, sessionId);
    outcome =
      deposit.status === "unknown"
        ? (await fulfilCheckout(ctx, sessionId)).status
        : `deposit ${deposit.status}`;
  } else {
    const status = event.type === "checkout.session.expired" ? "expired" : "cancelled";
    const released =
      (await endDepositCheckout(db, { sessionId }, status, ctx.now())) ||
      (await releaseHold(db, sessionId, status, ctx.now()));
    outcome = released ? "released" : "unchanged";
  }
  await db.insert(processedEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  logger.info({ eventId: event.id, type: event.type, outcome }, "checkout event handled");
  return { received: true };
}

export type WebhookAnswer =
  | { outcome: "not-configured" }
  | { outcome: "bad-signature" }
  | { outcome: "not-a-checkout-event" }
  | { outcome: "handled"; answer: CheckoutEventAnswer };

/**
 * Stripe's webhook (POST /api/stripe/webhook): the signature is checked on the raw body exactly
 * as sent, with STRIPE_WEBHOOK_SECRET, before anything is read; then the event is acted on.
 */
export async function receiveStripeWebhook(
  ctx: ServiceContext,
  rawBody: string,
  signature: string,
): Promise<WebhookAnswer> {
  const secret = ctx.settings.stripeWebhookSecret;
  if (!secret) return { outcome: "not-configured" };
  let verified: unknown;
  try {
    verified = verifyStripeSignature(rawBody, signature, secret);
  } catch {
    return { outcome: "bad-signature" };
  }
  const event = stripeEventSchema.safeParse(verified);
  if (!event.success) return { outcome: "not-a-checkout-event" };
  return { outcome: "handled", answer: await handleCheckoutEvent(ctx, event.data) };
}
