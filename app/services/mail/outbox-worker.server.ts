import { performance } from "node:perf_hooks";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { describeUnavailable, isDatabaseUnavailable } from "~/db/availability.server";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { MailTransport } from "./transport.server";
import type { TextSender } from "../messages/senders.server";
import { deliverText } from "../messages/text-delivery.server";
import { startJobs, type Job } from "../platform/scheduler.server";

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** A claimed row is hidden from other workers this long; if this process dies, it comes back then. */
const LEASE_MS = 2 * 60 * 1000;
/**
 * No new send starts after this much of the lease is gone, so a send (bounded by the SMTP
 * timeouts) ends before another worker could claim the same row again.
 */
const SEND_DEADLINE_MS = LEASE_MS / 2;
const DEFAULT_BATCH_SIZE = 25;
const DEFAULT_INTERVAL_MS = 5_000;
/** While runs fail (the database is away), the wait doubles up to this. */
const DEFAULT_MAX_BACKOFF_MS = 60_000;
const MAX_ERROR_LENGTH = 500;

export type DeliveryCounts = {
  sent: number;
  failed: number;
};

/** Delay before the next try after `attempts` failures: 30 s doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // Beyond 2^7 the cap applies anyway; stopping there keeps the number finite.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 7));
}

/** The error text to store: addresses removed (SMTP rejections quote the recipient), bounded length. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g, "[address]").slice(0, MAX_ERROR_LENGTH);
}

const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/** Where texts go, when the worker sends them (without it, text rows are left for one that does). */
interface TextDelivery {
  sender: TextSender;
  /** The monthly cap (default: the content's). */
  monthlyCap?: number;
}

interface DeliveryOptions {
  from: string;
  now?: Date;
  batchSize?: number;
  texts?: TextDelivery;
}

/**
 * Sends the due outbox rows, oldest first: an email through the mail transport, a text (SMS,
 * WhatsApp) through the text sender by its own rules (../messages/text-delivery.server.ts), never
 * the one through the other. Rows are claimed (locked with `skip locked`, then leased by moving
 * next_attempt_at forward) before sending, so concurrent workers, in this process or another,
 * never send the same row twice. A failed email is retried with backoff and never dropped,
 * because every lead must reach staff; a text may be given up (gave_up_at), never an email.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryCounts> {
  return (await deliverBatch(db, transport, options)).counts;
}

async function deliverBatch(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<{ counts: DeliveryCounts; claimed: number }> {
  const clock = () => options.now ?? new Date();
  const claimedAt = clock();
  // The clock reads milliseconds, the database's now() microseconds: a row queued earlier in the
  // same millisecond is due too (everything before the clock's next millisecond).
  const dueBefore = new Date(claimedAt.getTime() + 1);
  const rows = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      // Nothing goes before its send_after time (reminders wait days for theirs).
      .where(
        and(
          isNull(outbox.sentAt),
          isNull(outbox.gaveUpAt),
          lt(outbox.nextAttemptAt, dueBefore),
          lt(outbox.sendAfter, dueBefore),
          options.texts ? undefined : eq(outbox.channel, "email"),
        ),
      )
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(claimedAt.getTime() + LEASE_MS) })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });

  const counts: DeliveryCounts = { sent: 0, failed: 0 };
  const started = performance.now();
  for (const [index, row] of rows.entries()) {
    if (performance.now() - started > SEND_DEADLINE_MS) {
      // Slow sends ate the lease: hand the rest back rather than risk a second sender.
      const rest = rows.slice(index).map((r) => r.id);
      await db
        .update(outbox)
        .set({ nextAttemptAt: clock() })
        .where(and(inArray(outbox.id, rest), isNull(outbox.sentAt)));
      logger.warn({ released: rest.length }, "outbox batch ran out of time; rows released");
      break;
    }
    // An email planned against a booking or a plan (a reminder) may have been withdrawn since it
    // was claimed: the booking was cancelled or moved, the plan answered. Asked just before sending.
    if ((row.bookingId !== null || row.planId !== null) && !(await stillQueued(db, row.id))) {
      logger.info({ outboxId: row.id, kind: row.kind }, "message withdrawn before sending");
      continue;
    }
    if (row.channel !== "email") {
      if (!options.texts) continue; // not claimed without a sender; typed here for the compiler
      const outcome = await deliverText(db, options.texts.sender, row, clock(), {
        monthlyCap: options.texts.monthlyCap,
        backoffMs,
      });
      if (outcome === "sent") counts.sent += 1;
      if (outcome === "failed") counts.failed += 1;
      continue;
    }
    try {
      await transport.send({
        from: options.from,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        attachments: row.attachments,
        headers: row.headers,
      });
      // A body with a secret in it (an invitation's link) is emptied as it is marked sent: the
      // recipient has it now, and the outbox is no place to read it later.
      const blank = row.blankAfterSend ? { textBody: "", attachments: [] } : {};
      await db
        .update(outbox)
        .set({ sentAt: clock(), lastError: null, ...blank })
        .where(eq(outbox.id, row.id));
      counts.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const nextAttemptAt = new Date(clock().getTime() + backoffMs(attempts));
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: describeError(error), nextAttemptAt })
        .where(eq(outbox.id, row.id));
      counts.failed += 1;
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts, code: errorCode(error), transport: transport.kind },
        "email not sent; will retry",
      );
    }
  }
  return { counts, claimed: rows.length };
}

/** The row is still there and unsent. */
async function stillQueued(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
  return row !== undefined;
}

export interface OutboxWorker {
  /** Stops polling and waits for a run in progress (call on SIGTERM). */
  stop(): Promise<void>;
  /** Drains the due rows now, after any run in progress. */
  runOnce(): Promise<DeliveryCounts>;
}

/** The wait before the next run after `failures` failed runs in a row: doubling, capped. */
export function runDelayMs(failures: number, intervalMs: number, maxBackoffMs: number): number {
  if (failures === 0) return intervalMs;
  return Math.min(maxBackoffMs, intervalMs * 2 ** Math.min(failures, 20));
}

export interface OutboxDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Where texts go; without it the worker sends emails only. */
  texts?: TextDelivery;
  intervalMs?: number;
  /** Longest wait between runs while they keep failing. */
  maxBackoffMs?: number;
  /** The clock (tests move it to see reminders go when they are due). */
  now?: () => Date;
}

const OUTBOX_JOB = "outbox";

/**
 * The outbox as a background job (app/services/jobs.server.ts): first run at start (mail queued
 * while the server was down goes out then), then every interval, backing off while runs fail.
 */
export function outboxJob(deps: OutboxDeps): Job<DeliveryCounts> {
  const intervalMs = deps.intervalMs ?? DEFAULT_INTERVAL_MS;
  const maxBackoffMs = Math.max(intervalMs, deps.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
  return {
    name: OUTBOX_JOB,
    does: "sends the queued emails and texts that are due, retrying failed ones with backoff",
    intervalMs,
    firstRunMs: 0,
    nextDelayMs: (failures) => runDelayMs(failures, intervalMs, maxBackoffMs),
    async run({ stopping }) {
      const total: DeliveryCounts = { sent: 0, failed: 0 };
      // A full batch means more may be waiting: keep going rather than wait for the next tick.
      for (;;) {
        const { counts, claimed } = await deliverBatch(deps.db, deps.transport, {
          from: deps.from,
          batchSize: DEFAULT_BATCH_SIZE,
          now: deps.now?.(),
          texts: deps.texts,
        });
        total.sent += counts.sent;
        total.failed += counts.failed;
        if (stopping() || claimed < DEFAULT_BATCH_SIZE) return total;
      }
    },
    logOk(counts, failedBefore) {
      if (failedBefore > 0) logger.info({ failedRuns: failedBefore }, "outbox worker running again");
      if (counts.sent > 0 || counts.failed > 0)
        logger.info({ ...counts, transport: deps.transport.kind }, "outbox run");
    },
    logFailure(error, failures, retryInMs) {
      if (isDatabaseUnavailable(error)) {
        // Expected while the database is away: one line per (ever rarer) attempt, no stack.
        logger.warn(
          { db: describeUnavailable(error), failures, retryInMs },
          "outbox run failed: database unavailable; backing off",
        );
      } else {
        logger.error(
          { error: describeError(error), code: errorCode(error), failures, retryInMs },
          "outbox run failed; backing off",
        );
      }
    },
  };
}

/** The outbox job on a scheduler of its own (tests; the server runs it with the others). */
export function startOutboxWorker(deps: OutboxDeps): OutboxWorker {
  const scheduler = startJobs([outboxJob(deps)]);
  return {
    runOnce: () => scheduler.runNow(OUTBOX_JOB) as Promise<DeliveryCounts>,
    stop: () => scheduler.stop(),
  };
}
