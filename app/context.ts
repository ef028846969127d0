import type { Database, DatabaseHandle } from "./db/client.server";
import type { EdgeDecision } from "./endpoints";
import type { RateTier } from "./endpoints/limits";
import type { Env } from "./env.server";
import type { FileStore } from "./services/uploads/file-store.server";
import type { PaymentProvider } from "./services/payments/providers.server";
import type { SignInChecks } from "./services/staff/accounts.server";
import type { RateLimit } from "./services/platform/rate-limit.server";
import type { JobRow } from "./services/platform/scheduler.server";
import type { PageViewRecorder } from "./services/analytics/recorder.server";
import type { ImageDecoder } from "./services/uploads/incoming.server";

/** What every loader and action receives as `context` (set by server/app.ts). */
export interface AppContext {
  db: Database;
  env: Env;
  cspNonce: string;
  payments: PaymentProvider;
  /** The database's handle, for readiness checks. */
  database?: DatabaseHandle;
  /** Bearer token of the staff endpoints (`npm run leads`). */
  staffToken?: string;
  /** The client's address as the rate limits count it (server/edge.ts): sign-in lockout uses it. */
  clientAddress?: string;
  /** What the edge decided about this request, when it was to a declared endpoint. */
  edge?: EdgeDecision;
  /** Where quote-form attachments are kept (DATA_DIR/uploads or S3, as configured). */
  files?: FileStore;
  /** Staff sign-in's password check, when not the default scrypt one (tests count its runs). */
  signInChecks?: SignInChecks;
  /** Decodes the quote form's pictures away from the event loop (server/image-decoder.ts). */
  images?: ImageDecoder;
  /** The rate-limit tiers in force (app/endpoints.ts, scaled or replaced in tests). */
  rateTiers?: Record<RateTier, RateLimit>;
  /** The background jobs with their last runs (app/services/jobs.server.ts), for /readyz. */
  jobs?: () => JobRow[];
  /** Counts page views; its visitor hasher finds what brought a lead (services/analytics). */
  analytics?: PageViewRecorder;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Partial<AppContext> {}
}

/** Loaders that need the database call this; prerendered pages never do. */
export function requireAppContext(context: Partial<AppContext> | undefined): AppContext {
  if (!context?.db || !context.env)
    throw new Error("This page needs the server's context (database, settings)");
  return context as AppContext;
}

/** Prerendered HTML carries this in place of a nonce; the server swaps in a fresh one per response. */
export const PRERENDER_NONCE = "__PRERENDER_CSP_NONCE__";
/**
 * Prerendered pages are built with this origin; the server fills in its own SITE_URL when it
 * loads them (server/prerendered.ts), so a build made anywhere serves the right canonical URLs.
 */
export const PRERENDER_SITE_URL = "https://prerender-site-url.invalid";
