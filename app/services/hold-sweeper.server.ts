import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { releaseExpiredHolds } from "./bookings.server";

const DEFAULT_INTERVAL_MS = 60_000;

export interface HoldSweeper {
  /** Stops sweeping and waits for a sweep in progress. */
  stop(): Promise<void>;
}

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
}): HoldSweeper {
  let inFlight: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = releaseExpiredHolds(db)
      .then((released) => {
        if (released.bookings > 0 || released.testSessions > 0)
          logger.info(released, "expired holds released");
      })
      .catch((error: unknown) => logger.error({ err: error }, "hold sweep failed"))
      .finally(() => {
        inFlight = undefined;
      });
  }, intervalMs);
  // The sweeper alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
