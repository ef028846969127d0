/**
 * Every background job the server runs, in one table (name, what it does, interval), started
 * together on the one scheduler (platform/scheduler.server.ts); /readyz shows each job's last run.
 */
import path from "node:path";
import { analyticsRollupPass } from "./analytics/rollup.server";
import { analyticsDay, forgetEndedDays } from "./analytics/visitor.server";
import { holdSweepJob, reconciliationJob } from "./bookings/hold-sweeper.server";
import { waitingListJob } from "./bookings/waiting-list.server";
import type { ServiceContext } from "./context.server";
import { healthRetentionJob } from "./health/retention.server";
import { historyReminderJob } from "./health/reminders.server";
import { purgeStaleEnquiries } from "./leads/retention.server";
import { uploadSweepJob } from "./uploads/lead-files.server";
import type { MailTransport } from "./mail/transport.server";
import { purgeUnconfirmedSignups } from "./newsletter/newsletter.server";
import { outboxJob } from "./mail/outbox-worker.server";
import { planExpiryJob } from "./plans/expiry.server";
import { planFollowUpJob } from "./plans/follow-ups.server";
import { startJobs, type Job, type Scheduler } from "./platform/scheduler.server";

const HOUR_MS = 60 * 60_000;

/** The table: each job with its interval and first run (the work itself lives with its data). */
export function backgroundJobs(ctx: ServiceContext, transport: MailTransport): Job[] {
  return [
    // Emails through the mail transport, texts through the context's sender (its own rules).
    outboxJob({ db: ctx.db, transport, from: ctx.settings.mailFrom, texts: { sender: ctx.texts } }),
    // Every payment reaches its booking: holds ask the provider before they lapse, and the last
    // days' checkouts are reconciled with it at start and daily (bookings/fulfilment.server.ts).
    holdSweepJob(ctx),
    reconciliationJob(ctx),
    // A place freed by time (a lapsed checkout or offer) goes to the day's waiting list, and the
    // lists of days gone by close (bookings/waiting-list.server.ts).
    waitingListJob(ctx),
    // A treatment plan not answered by its valid-until date expires (plans/expiry.server.ts).
    planExpiryJob(ctx),
    // A sent plan not opened, not answered or about to expire: one reminder of each, once
    // (plans/follow-ups.server.ts).
    planFollowUpJob(ctx),
    // A week before the consultation day, the medical history's link to a patient without one
    // (health/reminders.server.ts).
    historyReminderJob(ctx),
    // Data kept no longer than the privacy policy says: sign-ups nobody confirmed, hourly;
    // enquiries that did not lead to treatment, daily (each first a minute after start).
    {
      name: "unconfirmed sign-up purge",
      does: "deletes newsletter sign-ups nobody confirmed in time",
      intervalMs: HOUR_MS,
      firstRunMs: 60_000,
      run: () => purgeUnconfirmedSignups(ctx),
    },
    {
      name: "enquiry retention purge",
      does: "deletes enquiries that did not lead to treatment once their retention has run out",
      intervalMs: 24 * HOUR_MS,
      firstRunMs: 60_000,
      run: () => purgeStaleEnquiries(ctx),
    },
    // Medical histories no longer than the clinic's records rule, daily (health/retention.server.ts).
    healthRetentionJob(ctx),
    // A day's salt is gone within a minute of its end, whether or not a view arrives, so its
    // visitor hashes can never be made again (decision 0028); a second after start, too.
    {
      name: "analytics salt",
      does: "deletes earlier days' visitor-hash salts and per-address counts, and this server's copy of them",
      intervalMs: 60_000,
      firstRunMs: 1_000,
      run: () => forgetEndedDays(ctx.db, ctx.analytics.hasher, analyticsDay(ctx.now())),
    },
    // The clinic's own measurement: finished days counted for good, raw views gone after 30 days.
    {
      name: "analytics rollup",
      does: "counts each finished day's page views into the daily figures, removes that day's visitor hashes, then deletes raw views older than 30 days",
      intervalMs: HOUR_MS,
      firstRunMs: 60_000,
      run: () => analyticsRollupPass(ctx.db, ctx.now()),
    },
    uploadSweepJob({
      db: ctx.db,
      store: ctx.files,
      incomingDir: path.join(ctx.settings.dataDir, "incoming"),
    }),
  ];
}

/** Starts every job of the table on one scheduler; `stop()` it at shutdown. */
export function startBackgroundJobs(ctx: ServiceContext, transport: MailTransport): Scheduler {
  return startJobs(backgroundJobs(ctx, transport));
}
