/** Readiness for /readyz: whether the database answers in time, and the background jobs' last runs. */
import { describeUnavailable, RETRY_AFTER_SECONDS, withDeadline } from "~/db/availability.server";
import type { ServiceContext } from "../context.server";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { JobRow } from "./scheduler.server";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable";
}

/** The last answer per database, so a load balancer probing every few seconds logs changes only. */
const lastAnswer = new WeakMap<object, boolean>();

/**
 * Whether this server can take traffic that needs the database (for /readyz). Settles within
 * `deadlineMs` whatever the database does, and never rejects.
 */
export async function checkReadiness(
  database: Pick<DatabaseHandle, "ping">,
  deadlineMs: number,
): Promise<Readiness> {
  let ready: boolean;
  try {
    await withDeadline(database.ping(), deadlineMs, "readiness check");
    ready = true;
  } catch (error) {
    ready = false;
    if (lastAnswer.get(database) !== false)
      logger.warn({ db: describeUnavailable(error) }, "not ready: the database did not answer");
  }
  if (ready && lastAnswer.get(database) === false) logger.info("ready again: the database answers");
  lastAnswer.set(database, ready);
  return { ready, database: ready ? "ok" : "unreachable" };
}

/** A background job as /readyz lists it. */
export interface JobReport {
  name: string;
  intervalMs: number;
  lastRunAt: string | null;
  lastRunEndedAt: string | null;
  /** "ok" or "error": /readyz answers anyone, so the error itself is only in the server's log. */
  lastOutcome: "ok" | "error" | null;
  runs: number;
}

/** The background jobs' table as /readyz shows it: when each last ran and whether it failed. */
function jobsReport(rows: JobRow[]): JobReport[] {
  return rows.map(({ name, intervalMs, lastRunAt, lastRunEndedAt, lastOutcome, runs }) => ({
    name,
    intervalMs,
    lastRunAt,
    lastRunEndedAt,
    lastOutcome: lastOutcome === null ? null : lastOutcome === "ok" ? "ok" : "error",
    runs,
  }));
}

/**
 * /readyz's answer: the database within its deadline (the status, and Retry-After when not), the
 * background jobs' last runs, and the page views this server wrote and dropped since it started.
 */
export async function readinessReport(ctx: ServiceContext) {
  const readiness = await checkReadiness(ctx.database, ctx.settings.databaseDeadlineMs);
  return {
    ready: readiness.ready,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    body: {
      status: readiness.ready ? "ok" : "unavailable",
      database: readiness.database,
      jobs: jobsReport(ctx.jobs?.() ?? []),
      pageViews: { ...ctx.analytics.counts },
    },
  };
}
