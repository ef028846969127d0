import { eq, isNotNull, and } from "drizzle-orm";
import { discountCopy } from "~/content/discount";
import { DISCOUNT_CODE_PREFIX } from "~/content/newsletter";
import type { Database } from "~/db/client.server";
import { discountRedemptions } from "~/db/discount-schema";
import { newsletterSubscribers } from "~/db/schema";
import { CODE_ALPHABET } from "./discount-code.server";

/**
 * The newsletter's 10% code where it is used (docs/decisions/0021-newsletter-codes.md).
 *
 * - A code is good when a subscriber was given it on confirming their address: confirmed, or
 *   unsubscribed since (the unsubscribe page promises the code still works). A sign-up never
 *   confirmed has no code; an erased subscriber's code is unknown.
 * - "One use per address": each address has one code, so a code is used once in total, by one
 *   lead (a quote or contact request) or one paid booking. The redemption's primary key on the
 *   code is the rule: two forms sent at once both insert, the database lets one in, and the
 *   other is told the code has been used. Never read-then-write.
 * - The same lead sent again (its form key, or the same words within minutes) is found as a
 *   repeat before any redemption, and a booking's retried fulfilment finds its own redemption:
 *   neither counts twice.
 * - Typed in any case, with spaces, and with or without its dashes.
 */
export type RefusalReason = "unknown" | "used";

export class DiscountCodeRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(discountCopy[reason]);
  }
}

type Executor = Pick<Database, "select" | "insert">;

const BARE = new RegExp(`^${DISCOUNT_CODE_PREFIX}([${CODE_ALPHABET}]{4})([${CODE_ALPHABET}]{4})$`);

/** 'bdc10 7k3m-9q2x' → 'BDC10-7K3M-9Q2X'; null when it cannot be a code at all. */
export function normaliseDiscountCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s\-–—_.]/g, "");
  const match = BARE.exec(bare);
  return match ? `${DISCOUNT_CODE_PREFIX}-${match[1]}-${match[2]}` : null;
}

/** The subscriber a code was issued to, or the refusal. */
async function issuedTo(db: Executor, typed: string): Promise<{ code: string; subscriberId: number }> {
  const code = normaliseDiscountCode(typed);
  if (!code) throw new DiscountCodeRefused("unknown");
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.discountCode, code), isNotNull(newsletterSubscribers.confirmedAt)));
  if (!subscriber) throw new DiscountCodeRefused("unknown");
  return { code, subscriberId: subscriber.id };
}

/**
 * Checks a code without using it (a checkout about to start: it is used when the payment
 * arrives). Returns the code as issued; throws DiscountCodeRefused when unknown or used.
 */
export async function checkDiscountCode(db: Executor, typed: string): Promise<string> {
  const { code } = await issuedTo(db, typed);
  const [used] = await db
    .select({ code: discountRedemptions.code })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.code, code));
  if (used) throw new DiscountCodeRefused("used");
  return code;
}

/**
 * Uses the code for a lead or a booking, inside the caller's transaction (so a refusal stores
 * nothing of theirs). Returns the code as issued. Already used by the same booking (a retried
 * fulfilment): fine, once. Used by anything else: DiscountCodeRefused("used").
 */
export async function redeemDiscountCode(
  tx: Executor,
  typed: string,
  owner: { leadId: string } | { bookingId: string },
  now = new Date(),
): Promise<string> {
  const { code, subscriberId } = await issuedTo(tx, typed);
  const claimed = await tx
    .insert(discountRedemptions)
    .values({ code, subscriberId, ...owner, redeemedAt: now })
    .onConflictDoNothing()
    .returning({ code: discountRedemptions.code });
  if (claimed.length > 0) return code;
  if ("bookingId" in owner) {
    const [mine] = await tx
      .select({ code: discountRedemptions.code })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.bookingId, owner.bookingId)));
    if (mine) return code;
  }
  throw new DiscountCodeRefused("used");
}

/**
 * A booking's code, used when its payment is recorded (in the transaction that marks it paid).
 *
 * Why at payment, not when the checkout starts: a code held by an open checkout would have to be
 * given back by every way a hold ends unpaid (the sweep, a cancel, a lapse noticed late, a
 * refund), and a late payment for a lapsed hold could find it given to someone else. Used at
 * payment, nothing needs giving back. The checkout only checks it (unknown or used is refused
 * there, before anything is stored). If two checkouts with the same code are paid, or a quote
 * request used it meanwhile, the payment still stands: the first payment keeps the code, and
 * the other booking is paid without one (its code is cleared, so staff never see a code that
 * does not apply). The €50 fee is never reduced by a code, so no payment depends on it.
 *
 * Returns the code to keep on the booking, or null.
 */
export async function redeemForPaidBooking(
  tx: Executor,
  booking: { id: string; discountCode: string | null },
  now: Date,
): Promise<string | null> {
  if (!booking.discountCode) return null;
  try {
    return await redeemDiscountCode(tx, booking.discountCode, { bookingId: booking.id }, now);
  } catch (error) {
    if (error instanceof DiscountCodeRefused) return null;
    throw error;
  }
}
