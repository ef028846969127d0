/**
 * The one scheduler of background jobs (the table is jobs.server.ts): each job on its own timer,
 * never overlapping itself, a failing run logged without stopping the others, each run recorded.
 */
import { describeUnavailable, isDatabaseUnavailable } from "~/db/availability.server";
import { logger, scrubText } from "~/lib/logger.server";

/** What a run returns: counts of what it did (logged when any is above 0), or nothing. */
type JobResult = Record<string, number> | void;

export interface Job<R extends JobResult = JobResult> {
  /** For the logs and /readyz: 'hold sweep'. */
  name: string;
  /** What it does, in one line. */
  does: string;
  intervalMs: number;
  /** The first run this soon after start (default: one interval). */
  firstRunMs?: number;
  /**
   * The wait after a run, given the failed runs in a row (the outbox backs off while the database
   * is away). Without it, runs keep to the interval: the next starts one interval after the tick
   * that started the last, skipping ticks a long run covered, as `setInterval` would.
   */
  nextDelayMs?: (failuresInARow: number) => number;
  /** One pass. `stopping()` turns true at shutdown, for a pass that loops. */
  run(context: { stopping(): boolean }): Promise<R>;
  /** Logs a scheduled run that succeeded (default: the counts, when any is above 0). */
  logOk?(result: R, failedBefore: number): void;
  /** Logs a scheduled run that failed (default: an error line with the scrubbed error). */
  logFailure?(error: unknown, failuresInARow: number, retryInMs: number): void;
}

/** A job's row in the table /readyz shows. Times are ISO strings; the outcome never holds personal data. */
export interface JobRow {
  name: string;
  does: string;
  intervalMs: number;
  lastRunAt: string | null;
  lastRunEndedAt: string | null;
  /** 'ok', 'error: …' (scrubbed), or null before the first run ends. */
  lastOutcome: string | null;
  runs: number;
}

export interface Scheduler {
  /** Stops every timer and waits for the runs in progress (call on SIGTERM, and after tests). */
  stop(): Promise<void>;
  /** Runs a job now, after any run of it in progress; resolves with its result or rejects with its error. */
  runNow(name: string): Promise<JobResult>;
  /** Every job with its last run, in the table's order. */
  table(): JobRow[];
}

const MAX_OUTCOME_LENGTH = 200;

/** A failure as the table says it: the error's kind and code, a scrubbed first line, never a query. */
export function failureText(error: unknown): string {
  if (isDatabaseUnavailable(error)) {
    const { code } = describeUnavailable(error);
    return `error: database unavailable${code ? ` (${code})` : ""}`;
  }
  const name = error instanceof Error ? error.name : "Error";
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  // Drizzle's message is the query and its values.
  const line = message.startsWith("Failed query: ") ? "a database query failed" : message.split("\n")[0];
  const text = `${name}${typeof code === "string" ? ` ${code}` : ""}: ${scrubText(line)}`;
  return `error: ${text.slice(0, MAX_OUTCOME_LENGTH)}`;
}

interface Running {
  job: Job;
  row: JobRow;
  failuresInARow: number;
  timer?: NodeJS.Timeout;
  inFlight?: Promise<JobResult>;
}

function logOkByDefault(name: string, result: JobResult) {
  if (result && Object.values(result).some((count) => count > 0)) logger.info(result, `${name} done`);
}

/**
 * Starts every job on its own timer. Each job's runs are queued one behind another (a run
 * never overlaps another of the same job); jobs must be conditional updates or deletes, so
 * several servers can each run them at once. The timers alone never keep the process alive.
 */
export function startJobs(jobs: Job[]): Scheduler {
  let stopped = false;
  const running = new Map<string, Running>();
  for (const job of jobs) {
    if (running.has(job.name)) throw new Error(`Two background jobs are called '${job.name}'`);
    running.set(job.name, {
      job,
      failuresInARow: 0,
      row: {
        name: job.name,
        does: job.does,
        intervalMs: job.intervalMs,
        lastRunAt: null,
        lastRunEndedAt: null,
        lastOutcome: null,
        runs: 0,
      },
    });
  }
  const context = { stopping: () => stopped };

  /** One run, after any in progress; its start, end and outcome recorded. */
  function execute(entry: Running): Promise<JobResult> {
    const run = (entry.inFlight ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        entry.row.runs += 1;
        entry.row.lastRunAt = new Date().toISOString();
        try {
          const result = await entry.job.run(context);
          entry.row.lastOutcome = "ok";
          return result;
        } catch (error) {
          entry.row.lastOutcome = failureText(error);
          throw error;
        } finally {
          entry.row.lastRunEndedAt = new Date().toISOString();
        }
      });
    entry.inFlight = run;
    const clear = () => {
      if (entry.inFlight === run) entry.inFlight = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  async function tick(entry: Running): Promise<void> {
    entry.timer = undefined;
    const tickAt = Date.now();
    const { job } = entry;
    let outcome: { ok: true; result: JobResult } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, result: await execute(entry) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    const failedBefore = entry.failuresInARow;
    entry.failuresInARow = outcome.ok ? 0 : failedBefore + 1;
    const delayMs = job.nextDelayMs
      ? job.nextDelayMs(entry.failuresInARow)
      : job.intervalMs - ((Date.now() - tickAt) % job.intervalMs);
    try {
      if (outcome.ok) {
        if (job.logOk) job.logOk(outcome.result, failedBefore);
        else logOkByDefault(job.name, outcome.result);
      } else if (job.logFailure) job.logFailure(outcome.error, entry.failuresInARow, delayMs);
      else logger.error({ err: outcome.error }, `${job.name} failed`);
    } catch {
      // A log line that fails must not stop the job.
    }
    schedule(entry, delayMs);
  }

  function schedule(entry: Running, delayMs: number): void {
    if (stopped) return;
    entry.timer = setTimeout(() => void tick(entry), delayMs);
    entry.timer.unref();
  }

  for (const entry of running.values()) schedule(entry, entry.job.firstRunMs ?? entry.job.intervalMs);

  return {
    runNow(name) {
      const entry = running.get(name);
      if (!entry) return Promise.reject(new Error(`No background job is called '${name}'`));
      return execute(entry);
    },
    table: () => [...running.values()].map((entry) => ({ ...entry.row })),
    async stop() {
      stopped = true;
      for (const entry of running.values()) {
        clearTimeout(entry.timer);
        entry.timer = undefined;
      }
      await Promise.all([...running.values()].map((entry) => entry.inFlight?.catch(() => undefined)));
    },
  };
}
