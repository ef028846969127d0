/**
 * Every background job the server runs, in one table (name, what it does, interval), started
 * together on the one scheduler (platform/scheduler.server.ts); /readyz shows each job's last run.
 */
import path from "node:path";
import type { Database } from "~/db/client.server";
import { analyticsRollupPass } from "./analytics/rollup.server";
import { holdSweepJob, reconciliationJob } from "./bookings/hold-sweeper.server";
import type { FulfilmentSettings } from "./bookings/fulfilment.server";
import { purgeStaleEnquiries } from "./leads/retention.server";
import type { FileStore } from "./uploads/file-store.server";
import { uploadSweepJob } from "./uploads/lead-files.server";
import type { MailTransport } from "./mail/transport.server";
import { purgeUnconfirmedSignups } from "./newsletter/newsletter.server";
import { outboxJob } from "./mail/outbox-worker.server";
import type { PaymentProvider } from "./payments/providers.server";
import { startJobs, type Job, type Scheduler } from "./platform/scheduler.server";

const HOUR_MS = 60 * 60_000;

export interface JobDeps {
  db: Database;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  payments: PaymentProvider;
  settings: Omit<FulfilmentSettings, "now">;
  files: FileStore;
  dataDir: string;
}

/** The table: each job with its interval and first run (the work itself lives with its data). */
export function backgroundJobs(deps: JobDeps): Job[] {
  const fulfilment = { db: deps.db, payments: deps.payments, settings: deps.settings };
  return [
    outboxJob({ db: deps.db, transport: deps.transport, from: deps.from }),
    // Every payment reaches its booking: holds ask the provider before they lapse, and the last
    // days' checkouts are reconciled with it at start and daily (bookings/fulfilment.server.ts).
    holdSweepJob(fulfilment),
    reconciliationJob(fulfilment),
    // Data kept no longer than the privacy policy says: sign-ups nobody confirmed, hourly;
    // enquiries that did not lead to treatment, daily (each first a minute after start).
    {
      name: "unconfirmed sign-up purge",
      does: "deletes newsletter sign-ups nobody confirmed in time",
      intervalMs: HOUR_MS,
      firstRunMs: 60_000,
      run: () => purgeUnconfirmedSignups(deps.db),
    },
    {
      name: "enquiry retention purge",
      does: "deletes enquiries that did not lead to treatment once their retention has run out",
      intervalMs: 24 * HOUR_MS,
      firstRunMs: 60_000,
      run: () => purgeStaleEnquiries(deps.db),
    },
    // The clinic's own measurement: finished days counted for good, raw views gone after 30 days.
    {
      name: "analytics rollup",
      does: "counts each finished day's page views into the daily figures, then deletes raw views older than 30 days",
      intervalMs: HOUR_MS,
      firstRunMs: 60_000,
      run: () => analyticsRollupPass(deps.db),
    },
    uploadSweepJob({ db: deps.db, store: deps.files, incomingDir: path.join(deps.dataDir, "incoming") }),
  ];
}

/** Starts every job of the table on one scheduler; `stop()` it at shutdown. */
export function startBackgroundJobs(deps: JobDeps): Scheduler {
  return startJobs(backgroundJobs(deps));
}
