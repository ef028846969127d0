/**
 * Doors 3 and 4 of fulfilment.server.ts: the hold sweep, which asks the provider about a lapsed
 * checkout before it gives its place away, and the reconciliation, which asks about every
 * unpaid checkout of the last days. Both end in the one `fulfilCheckout`.
 */
import { and, eq, gte, inArray, isNull, lte, notLike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings, testCheckoutSessions } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { fulfilCheckout } from "./fulfilment.server";

/** Lapsed holds asked about per sweep (a sweep runs every minute; a backlog clears in a few). */
const SWEEP_BATCH = 100;
/**
 * How far back the reconciliation looks. A card checkout closes after 30 minutes and Stripe
 * retries a webhook for three days; a week covers a server that was down for days.
 */
const RECONCILE_DAYS = 7;
/** Bookings whose checkout never got a session id (the provider failed before naming it). */
const HOLD_PLACEHOLDER = "hold_%";

/**
 * Frees the place of a checkout that ended unpaid: cancelled on the test checkout, or expired
 * at the provider. Only a pending booking changes, so nothing is released twice. True when
 * this call released it.
 */
export async function releaseHold(
  db: Database,
  sessionId: string,
  status: "cancelled" | "expired",
  now = new Date(),
): Promise<boolean> {
  const released = await db
    .update(consultationBookings)
    .set({ status, updatedAt: now })
    .where(and(eq(consultationBookings.sessionId, sessionId), eq(consultationBookings.status, "pending")))
    .returning({ id: consultationBookings.id });
  return released.length > 0;
}

export interface SweepCounts extends Record<string, number> {
  /** Lapsed holds whose checkout the provider said was paid: given their place (or refunded). */
  fulfilled: number;
  /** Lapsed holds whose checkout ended unpaid: marked expired. */
  expired: number;
  /** Lapsed holds the provider could not be asked about: asked again at the next sweep. */
  unchecked: number;
  /** Open test checkouts past their expiry, marked expired. */
  testSessions: number;
}

/**
 * Lets the holds that ran out lapse, asking the provider first: a checkout that was paid
 * after all (the payer closed the tab, the webhook never came) is fulfilled, not given away.
 * Counting already treats a lapsed hold as free; this keeps the table honest and no payment
 * lost. Every write is conditional, so several servers sweeping at once do each row once.
 */
export async function releaseExpiredHolds(ctx: ServiceContext): Promise<SweepCounts> {
  const { db, payments: provider, log: logger } = ctx;
  const now = ctx.now();
  const counts: SweepCounts = { fulfilled: 0, expired: 0, unchecked: 0, testSessions: 0 };
  // Open test checkouts first: a test session past its expiry can no longer be paid.
  const testSessions = await db
    .update(testCheckoutSessions)
    .set({ status: "expired" })
    .where(and(eq(testCheckoutSessions.status, "open"), lte(testCheckoutSessions.expiresAt, now)))
    .returning({ id: testCheckoutSessions.id });
  counts.testSessions = testSessions.length;

  const lapsed = await db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.status, "pending"), lte(consultationBookings.expiresAt, now)))
    .orderBy(consultationBookings.expiresAt)
    .limit(SWEEP_BATCH);
  for (const booking of lapsed) {
    const askable = booking.provider === provider.kind && !booking.sessionId.startsWith("hold_");
    let paid = false;
    if (askable) {
      try {
        paid = (await provider.retrieveSession(booking.sessionId))?.paid === true;
      } catch (error) {
        logger.warn(
          { err: error, bookingId: booking.id },
          "payment provider not reached; hold kept for the next sweep",
        );
        counts.unchecked += 1;
        continue;
      }
    }
    if (paid) {
      const result = await fulfilCheckout({ ...ctx, now: () => now }, booking.sessionId);
      if (result.status !== "unpaid" && result.status !== "unknown") counts.fulfilled += 1;
      continue;
    }
    if (await releaseHold(db, booking.sessionId, "expired", now)) counts.expired += 1;
  }
  return counts;
}

export interface ReconcileCounts extends Record<string, number> {
  /** Checkouts the provider was asked about. */
  checked: number;
  /**
   * Of those, payments that had not reached their booking here and now have (by this run, or by
   * another door or server at the same moment: fulfilment acts once, whoever counts it).
   */
  fulfilled: number;
  /** Of those, payments for a day that was full by then: refunded, the patient told. */
  refunded: number;
  /** Checkouts the provider could not be asked about (asked again at the next run). */
  failed: number;
}

/**
 * Asks the provider about every checkout of the last RECONCILE_DAYS days that is not paid here
 * (pending, lapsed, cancelled, or a refund claimed but not made) and fulfils each one that was
 * paid: the door of last resort when the webhook and the success page both failed. Run at
 * start and daily on every app server; fulfilment is idempotent, so two at once act once.
 */
export async function reconcilePayments(ctx: ServiceContext): Promise<ReconcileCounts> {
  const { db, payments: provider, log: logger } = ctx;
  const now = ctx.now();
  const counts: ReconcileCounts = { checked: 0, fulfilled: 0, refunded: 0, failed: 0 };
  const since = new Date(now.getTime() - RECONCILE_DAYS * 24 * 60 * 60_000);
  const unsettled = await db
    .select({ sessionId: consultationBookings.sessionId, status: consultationBookings.status })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.provider, provider.kind),
        gte(consultationBookings.createdAt, since),
        notLike(consultationBookings.sessionId, HOLD_PLACEHOLDER),
        or(
          inArray(consultationBookings.status, ["pending", "expired"]),
          // An unpaid checkout's cancel, not a paid booking the patient cancelled.
          and(eq(consultationBookings.status, "cancelled"), isNull(consultationBookings.cancelledAt)),
          // A day-full refund claimed but not made (a staff refund's failure is undone by itself).
          and(
            eq(consultationBookings.status, "refunded"),
            isNull(consultationBookings.refundReference),
            isNull(consultationBookings.refundReason),
          ),
        ),
      ),
    )
    .orderBy(consultationBookings.createdAt);
  for (const booking of unsettled) {
    counts.checked += 1;
    try {
      const before = booking.status;
      const result = await fulfilCheckout({ ...ctx, now: () => now }, booking.sessionId);
      if (result.status === "paid" || result.status === "scheduled") counts.fulfilled += 1;
      else if (result.status === "refunded" && before !== "refunded") counts.refunded += 1;
    } catch (error) {
      counts.failed += 1;
      logger.warn({ err: error, sessionId: booking.sessionId }, "reconciliation could not settle a checkout");
    }
  }
  return counts;
}
