import { logger } from "~/lib/logger.server";

export interface Sweeper {
  /** Stops sweeping and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` every `intervalMs`, one at a time (a sweep still running when the next is due is
 * not doubled), logging what it did when it did something and any failure, which the next
 * sweep retries. Sweeps must be conditional updates or deletes, so several servers can each
 * run one at once. The timer alone never keeps the process alive.
 */
export function startSweeper({
  name,
  intervalMs,
  firstRunMs,
  sweep,
}: {
  /** For the logs: 'hold sweep'. */
  name: string;
  intervalMs: number;
  /**
   * A first sweep this soon after start, for long intervals: a server restarted more often
   * than its interval would otherwise never sweep.
   */
  firstRunMs?: number;
  /** One pass; what it returns is logged when any count in it is above 0. */
  sweep: () => Promise<Record<string, number>>;
}): Sweeper {
  let inFlight: Promise<void> | undefined;
  const run = () => {
    if (inFlight) return;
    inFlight = sweep()
      .then((done) => {
        if (Object.values(done).some((count) => count > 0)) logger.info(done, `${name} done`);
      })
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        inFlight = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = firstRunMs === undefined ? undefined : setTimeout(run, firstRunMs);
  first?.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await inFlight;
    },
  };
}
