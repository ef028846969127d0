import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Back-office forms that email a patient or take a place are acted on once per time the form
 * was drawn: a double click, a resend after a slow answer or the browser's back-and-resubmit
 * would otherwise send a patient the same reply twice or book a caller twice. The page draws a
 * random key into the form; the action claims it in the transaction that does the work (in
 * `idempotency_keys`, swept after 24 hours like the public forms' keys). A second request with
 * the key waits for the first to commit and then finds it claimed; a first that fails rolls its
 * claim back, so trying again works.
 */

/** A new key for a form being drawn. */
export const newOnceKey = () => randomUUID();

/** True the first time this key is claimed; false when a request with it has already acted. */
export async function claimOnce(tx: Transaction, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key: `staff-once:${key}` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/**
 * For work that is not one transaction (a phone booking with a payment link asks the payment
 * provider first): claims the key on its own, and gives it back when the work fails.
 */
export async function onceOnly<T>(
  db: Database,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<{ repeated: true } | { repeated: false; value: T }> {
  if (!key) return { repeated: false, value: await work() };
  if (!(await db.transaction((tx) => claimOnce(tx, key)))) return { repeated: true };
  try {
    return { repeated: false, value: await work() };
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, `staff-once:${key}`));
    throw error;
  }
}
