/**
 * Doors 3 and 4 of a deposit's payment (deposit-fulfilment.server.ts): the deposit sweep (with
 * the hold sweep, every minute), which asks the provider about each checkout open for a while
 * and ends the ones that closed unpaid; and the reconciliation (with the consultation days',
 * at start and daily), which asks about every deposit checkout of the last days not paid here.
 * Both end in the one `fulfilDeposit`; every write is conditional, so several servers at once
 * act once.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { planDeposits } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { fulfilDeposit } from "./deposit-fulfilment.server";
import { endDepositCheckout } from "./deposit-records.server";

/** An open checkout is asked about once it has been open this long (the webhook is usually faster). */
const ASK_AFTER_MINUTES = 10;
/** News of a payment made in the checkout's last second arrives a little after it closes. */
const PAYMENT_NEWS_GRACE_MS = 5 * 60_000;
const SWEEP_BATCH = 100;
/** As far back as the consultation days' reconciliation looks. */
const RECONCILE_DAYS = 7;

export interface DepositSweepCounts extends Record<string, number> {
  depositsPaid: number;
  depositsExpired: number;
  depositsUnchecked: number;
}

/** Asks the provider about open deposit checkouts older than a few minutes; ends those closed unpaid. */
export async function sweepDeposits(ctx: ServiceContext): Promise<DepositSweepCounts> {
  const { db, log } = ctx;
  const now = ctx.now();
  const counts: DepositSweepCounts = { depositsPaid: 0, depositsExpired: 0, depositsUnchecked: 0 };
  const open = await db
    .select()
    .from(planDeposits)
    .where(
      and(
        eq(planDeposits.status, "open"),
        isNotNull(planDeposits.sessionId),
        eq(planDeposits.provider, ctx.payments.kind),
        lte(planDeposits.createdAt, new Date(now.getTime() - ASK_AFTER_MINUTES * 60_000)),
      ),
    )
    .orderBy(planDeposits.createdAt)
    .limit(SWEEP_BATCH);
  for (const deposit of open) {
    let result;
    try {
      result = await fulfilDeposit({ ...ctx, now: () => now }, deposit.sessionId!);
    } catch (error) {
      log.warn(
        { err: error, depositId: deposit.id },
        "payment provider not reached; deposit asked again next sweep",
      );
      counts.depositsUnchecked += 1;
      continue;
    }
    if (result.status === "paid" || result.status === "refunded") counts.depositsPaid += 1;
    else if (deposit.expiresAt.getTime() + PAYMENT_NEWS_GRACE_MS <= now.getTime())
      if (await endDepositCheckout(db, { id: deposit.id }, "expired", now)) counts.depositsExpired += 1;
  }
  return counts;
}

export interface DepositReconcileCounts extends Record<string, number> {
  depositsChecked: number;
  depositsFulfilled: number;
  depositsFailed: number;
}

/**
 * Asks the provider about every deposit checkout of the last days that is not paid here (open,
 * ended, or a duplicate's refund claimed but not made) and fulfils each one that was paid.
 */
export async function reconcileDeposits(ctx: ServiceContext): Promise<DepositReconcileCounts> {
  const { db, log } = ctx;
  const now = ctx.now();
  const counts: DepositReconcileCounts = { depositsChecked: 0, depositsFulfilled: 0, depositsFailed: 0 };
  const since = new Date(now.getTime() - RECONCILE_DAYS * 24 * 60 * 60_000);
  const unsettled = await db
    .select({ sessionId: planDeposits.sessionId })
    .from(planDeposits)
    .where(
      and(
        eq(planDeposits.provider, ctx.payments.kind),
        isNotNull(planDeposits.sessionId),
        gte(planDeposits.createdAt, since),
        or(
          inArray(planDeposits.status, ["open", "cancelled", "expired"]),
          and(
            eq(planDeposits.status, "refunded"),
            eq(planDeposits.refundReason, "duplicate"),
            isNull(planDeposits.refundReference),
          ),
        ),
      ),
    )
    .orderBy(planDeposits.createdAt);
  for (const { sessionId } of unsettled) {
    counts.depositsChecked += 1;
    try {
      const result = await fulfilDeposit({ ...ctx, now: () => now }, sessionId!);
      if (result.status === "paid" || result.status === "refunded") counts.depositsFulfilled += 1;
    } catch (error) {
      counts.depositsFailed += 1;
      log.warn({ err: error, sessionId }, "reconciliation could not settle a deposit");
    }
  }
  return counts;
}
