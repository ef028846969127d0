import type { Database } from "~/db/client.server";
import { releaseExpiredHolds } from "./bookings.server";
import { startSweeper, type Sweeper } from "./sweeper.server";

const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Marks checkouts whose hold ran out as expired, every `intervalMs`. Places are already free
 * when a hold runs out (counting reads the expiry); this keeps stored statuses true. Each sweep
 * is conditional updates only, so several servers can run one at once.
 */
export function startHoldSweeper({
  db,
  intervalMs = DEFAULT_INTERVAL_MS,
}: {
  db: Database;
  intervalMs?: number;
}): Sweeper {
  return startSweeper({ name: "hold sweep", intervalMs, sweep: () => releaseExpiredHolds(db) });
}
