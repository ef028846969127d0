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
  sweep,
}: {
  /** For the logs: 'hold sweep'. */
  name: string;
  intervalMs: number;
  /** One pass; what it returns is logged when any count in it is above 0. */
  sweep: () => Promise<Record<string, number>>;
}): Sweeper {
  let inFlight: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = sweep()
      .then((done) => {
        if (Object.values(done).some((count) => count > 0)) logger.info(done, `${name} done`);
      })
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        inFlight = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
