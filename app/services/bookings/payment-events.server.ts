import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { processedEvents } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { fulfilCheckout, type FulfilmentSettings } from "./fulfilment.server";
import { releaseHold } from "./reconcile.server";
import type { PaymentProvider } from "../payments/providers.server";

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
 * fulfilCheckout), an expired or failed checkout frees its place. Each event id is recorded
 * after it is handled, so a replay changes nothing, and a failure (thrown) lets the provider
 * send it again.
 */
export async function handleCheckoutEvent(
  db: Database,
  payments: PaymentProvider,
  event: CheckoutEvent,
  settings: FulfilmentSettings,
): Promise<CheckoutEventAnswer> {
  const paid = paidTypes.has(event.type);
  if (!paid && !endedUnpaidTypes.has(event.type)) return { received: true, ignored: event.type };
  const [seen] = await db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id));
  if (seen) return { received: true, duplicate: true };
  const session = event.data.object as { id?: unknown };
  if (typeof session.id !== "string") return { received: true, ignored: event.type };
  const sessionId = session.id;

  let outcome: string;
  if (paid) {
    outcome = (await fulfilCheckout(db, payments, sessionId, settings)).status;
  } else {
    const status = event.type === "checkout.session.expired" ? "expired" : "cancelled";
    outcome = (await releaseHold(db, sessionId, status, settings.now)) ? "released" : "unchanged";
  }
  await db.insert(processedEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  logger.info({ eventId: event.id, type: event.type, outcome }, "checkout event handled");
  return { received: true };
}
