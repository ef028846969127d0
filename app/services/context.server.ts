/**
 * The one service context: what every use case takes as its first argument. It is built once,
 * when the server starts (server/app.ts, from the settings app/env.server.ts has read), and
 * handed to every loader and action as React Router's load context; the command-line tools build
 * theirs the same way, and tests with one helper (tests/support/context.ts).
 *
 * It holds the database, the payment provider, the settings (one set: mail, links, data), the
 * clock, the logger and the other providers behind small interfaces; for a request, the client's
 * address as the rate limits count it, and once a page has asked for a session
 * (staff/session.server.ts's `requireStaff`), the member of staff the request acts for. A route
 * never reads the environment: what a page needs of the settings, a use case or a view gives it.
 * docs/decisions/0026-one-service-context.md says why.
 */
import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { scaledRateTiers, type RateTier } from "~/endpoints/limits";
import type { Env, HealthKeyring } from "~/env.server";
import { logger } from "~/lib/logger.server";
import type { PageViewRecorder } from "./analytics/recorder.server";
import type { TextSender } from "./messages/senders.server";
import type { PaymentProvider } from "./payments/providers.server";
import type { RateLimit } from "./platform/rate-limit.server";
import type { JobRow } from "./platform/scheduler.server";
import type { SignInChecks, StaffUser } from "./staff/types.server";
import type { FileStore } from "./uploads/file-store.server";
import type { ImageDecoder } from "./uploads/decoder";

/** The settings use cases read, taken once from the environment (`settingsOf`). */
export interface Settings {
  /** SITE_URL: the public origin of every absolute URL (links, emails, payment returns). */
  siteUrl: string;
  /** CLINIC_INBOX: where every staff notice goes, and patients' replies. */
  clinicInbox: string;
  /** MAIL_FROM: the sender of every email. */
  mailFrom: string;
  /** DATA_DIR, resolved: files received (incoming/), kept (uploads/), backups (backups/). */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL, for backups (pg_dump); none on the embedded database. */
  databaseUrl?: string;
  /** DB_DEADLINE_MS: the longest wait for one database step (the readiness check's too). */
  databaseDeadlineMs: number;
  /** Which card payments are taken: Stripe's, or the built-in test checkout. */
  payments: "stripe" | "test";
  /** STRIPE_WEBHOOK_SECRET: how a Stripe event is known to be Stripe's. */
  stripeWebhookSecret?: string;
  /**
   * TWILIO_AUTH_TOKEN: how a callback is known to be Twilio's (messages/twilio-signature.server.ts);
   * none when texts are written as files, and the callbacks answer 404.
   */
  twilioAuthToken?: string;
  /** SCHEDULER_URL: an external scheduler framed after payment; none means our own. */
  schedulerUrl?: string;
  /** ADMIN_TOKEN: the bearer token of the staff API (`npm run leads`). */
  staffToken: string;
  /** HEALTH_DATA_KEYS: the keys medical histories are encrypted with, the current first (health/crypto.server.ts). */
  healthKeys: HealthKeyring;
}

export interface ServiceContext {
  db: Database;
  /** The database's handle: its kind, readiness, backups. */
  database: DatabaseHandle;
  settings: Settings;
  payments: PaymentProvider;
  /** Where texts go (SMS, WhatsApp): Twilio, or files in DATA_DIR/outbox. */
  texts: TextSender;
  /** Where quote-form attachments are kept (DATA_DIR/uploads or S3). */
  files: FileStore;
  /** Decodes the quote form's pictures away from the event loop (server/image-decoder.ts). */
  images: ImageDecoder;
  /** Counts page views; its visitor hasher finds what brought a lead (decision 0024). */
  analytics: PageViewRecorder;
  /** Staff sign-in's password check (scrypt; tests count its runs). */
  signInChecks: SignInChecks;
  /** The rate-limit tiers in force (app/endpoints/limits.ts, scaled by RATE_LIMIT_MULTIPLIER). */
  rateTiers: Record<RateTier, RateLimit>;
  /** The background jobs with their last runs, for /readyz (none where no scheduler runs). */
  jobs?: () => JobRow[];
  /** The clock: every "now" of a use case (tests move it). */
  now: () => Date;
  log: Logger;
  /** For a request: the client's address as the rate limits count it (server/edge.ts). */
  clientAddress?: string;
  /** For a request in the back office: the member of staff it acts for. */
  staff?: StaffUser;
}

/** A use case staff run: the audit row it records names `staff`. */
export type StaffContext = ServiceContext & { staff: StaffUser };

/** The settings of a configuration (app/env.server.ts), with the staff API's token. */
export function settingsOf(env: Env, staffToken: string): Settings {
  return {
    siteUrl: env.SITE_URL,
    clinicInbox: env.CLINIC_INBOX,
    mailFrom: env.MAIL_FROM,
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseDeadlineMs: env.DB_DEADLINE_MS,
    payments: env.paymentsProvider,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    twilioAuthToken: env.TWILIO_ACCOUNT_SID ? env.TWILIO_AUTH_TOKEN : undefined,
    schedulerUrl: env.SCHEDULER_URL,
    staffToken,
    healthKeys: env.healthKeys,
  };
}

export interface ContextParts
  extends Pick<
      ServiceContext,
      "database" | "payments" | "texts" | "files" | "images" | "analytics" | "signInChecks"
    >,
    Partial<Pick<ServiceContext, "jobs" | "now" | "log">> {
  settings: Settings;
  /** RATE_LIMIT_MULTIPLIER, and any tier a test sets itself. */
  rateLimitMultiplier?: number;
  rateLimits?: Partial<Record<RateTier, RateLimit>>;
}

/** The context, once per server (or command, or test): every part named, the clock and logger by default. */
export function createServiceContext({
  rateLimitMultiplier = 1,
  rateLimits,
  now = () => new Date(),
  log = logger,
  ...parts
}: ContextParts): ServiceContext {
  return {
    ...parts,
    db: parts.database.db,
    rateTiers: { ...scaledRateTiers(rateLimitMultiplier), ...rateLimits },
    now,
    log,
  };
}
