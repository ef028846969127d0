/**
 * The two background jobs that bring payments to their bookings: the hold sweep (every minute)
 * and the payment reconciliation (soon after start, then daily), both ending in fulfilment.
 */
import type { ServiceContext } from "../context.server";
import type { Job } from "../platform/scheduler.server";
import { reconcileDeposits, sweepDeposits } from "../plans/deposit-sweep.server";
import { reconcilePayments, releaseExpiredHolds } from "./reconcile.server";

const DEFAULT_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Every `intervalMs`, lets the holds that ran out lapse, asking the provider first about each
 * (a checkout paid after all is fulfilled, not given away), and marks lapsed test checkouts.
 * Each sweep's writes are conditional, so several servers can run one at once. Treatment plans'
 * deposit checkouts are swept with them (plans/deposit-sweep.server.ts).
 */
export function holdSweepJob(ctx: ServiceContext, intervalMs = DEFAULT_INTERVAL_MS): Job {
  return {
    name: "hold sweep",
    does: "lets lapsed checkout holds and deposit checkouts go, asking the provider first whether each was paid",
    intervalMs,
    run: async () => ({ ...(await releaseExpiredHolds(ctx)), ...(await sweepDeposits(ctx)) }),
  };
}

/**
 * The reconciliation of the last days' checkouts with the provider: soon after start (a server
 * that was down may have missed webhooks) and then daily; treatment plans' deposits too.
 */
export function reconciliationJob(ctx: ServiceContext, firstRunMs = 10_000): Job {
  return {
    name: "payment reconciliation",
    does: "asks the provider about every unpaid checkout and deposit of the last days and fulfils the paid ones",
    intervalMs: DAY_MS,
    firstRunMs,
    run: async () => ({ ...(await reconcilePayments(ctx)), ...(await reconcileDeposits(ctx)) }),
  };
}
