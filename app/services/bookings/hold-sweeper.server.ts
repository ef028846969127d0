/**
 * The two background sweeps that bring payments to their bookings: the hold sweep (every minute)
 * and the payment reconciliation (soon after start, then daily), both ending in fulfilment.
 */
import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "../payments.server";
import { startSweeper, type Sweeper } from "../sweeper.server";
import { type FulfilmentSettings } from "./fulfilment.server";
import { reconcilePayments, releaseExpiredHolds } from "./reconcile.server";

const DEFAULT_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

interface PaymentSweepOptions {
  db: Database;
  payments: PaymentProvider;
  settings: Omit<FulfilmentSettings, "now">;
}

/**
 * Every `intervalMs`, lets the holds that ran out lapse, asking the provider first about each
 * (a checkout paid after all is fulfilled, not given away), and marks lapsed test checkouts.
 * Each sweep's writes are conditional, so several servers can run one at once.
 */
export function startHoldSweeper({
  db,
  payments,
  settings,
  intervalMs = DEFAULT_INTERVAL_MS,
}: PaymentSweepOptions & { intervalMs?: number }): Sweeper {
  return startSweeper({
    name: "hold sweep",
    intervalMs,
    sweep: () => releaseExpiredHolds(db, payments, settings),
  });
}

/**
 * The reconciliation of the last days' checkouts with the provider: soon after start (a server
 * that was down may have missed webhooks) and then daily.
 */
export function startPaymentReconciliation({
  db,
  payments,
  settings,
  firstRunMs = 10_000,
}: PaymentSweepOptions & { firstRunMs?: number }): Sweeper {
  return startSweeper({
    name: "payment reconciliation",
    intervalMs: DAY_MS,
    firstRunMs,
    sweep: () => reconcilePayments(db, payments, settings),
  });
}
