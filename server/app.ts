import type { RequestListener, Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { httpErrorWordsIn } from "../app/content/in/http-errors";
import type { AppContext } from "../app/context";
import type { DatabaseHandle } from "../app/db/client.server";
import type { BodyDeadlines, RateTier } from "../app/endpoints/limits";
import type { Env } from "../app/env.server";
import { localeOfPath } from "../app/lib/locale-path";
import { logger } from "../app/lib/logger.server";
import { fileStoreFor, type FileStore } from "../app/services/uploads/file-store.server";
import type { ImageDecoder } from "../app/services/uploads/decoder";
import type { Scheduler } from "../app/services/platform/scheduler.server";
import { paymentProviderFor, type PaymentProvider } from "../app/services/payments/providers.server";
import { textSenderFor, type TextSender } from "../app/services/messages/senders.server";
import type { SignInChecks } from "../app/services/staff/types.server";
import { verifyPassword } from "../app/services/staff/accounts.server";
import { createServiceContext, settingsOf, type ServiceContext } from "../app/services/context.server";
import { clientKey, type RateLimit } from "../app/services/platform/rate-limit.server";
import {
  createPageViewRecorder,
  VIEWS_PER_ADDRESS_PER_DAY,
  VIEWS_PER_ADDRESS_PER_MINUTE,
  type PageViewRecorder,
} from "../app/services/analytics/recorder.server";
import { edge } from "./edge";
import { startImageDecoder } from "./image-decoder";
import { createFront, type Front } from "./front";
import { cleanPathRedirect } from "./prerendered";
import { reactRouterHandler } from "./request-handler";
import { connectionLimits, createBoundedServer, type ConnectionLimits } from "./connection-limits";
import { assignNonce, privatePageHeaders, securityHeaders } from "./security";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built React Router server bundle (or a loader of it, in development and tests). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, for static files and prerendered pages. Absent in development. */
  clientDir?: string;
  /**
   * Where the prerendered pages' compressed forms are kept between starts (DATA_DIR/compressed
   * for the site; none in tests, which compress in memory).
   */
  compressedDir?: string;
  /** What answers before the database opens (server/index.ts makes it first); by default one of its own. */
  front?: Front;
  /** Vite's dev middleware, in development. */
  devMiddleware?: express.RequestHandler;
  /** Bearer token for the staff endpoints. */
  staffToken: string;
  /** Rate limits per tier (tests lower or raise them; the defaults are in app/endpoints.ts). */
  rateLimits?: Partial<Record<RateTier, RateLimit>>;
  /** The card payment provider (default: as the configuration says). */
  payments?: PaymentProvider;
  /** Where quote-form attachments are kept (default: as the configuration says). */
  files?: FileStore;
  /** Where texts go (default: as the configuration says: Twilio, or files in DATA_DIR/outbox). */
  texts?: TextSender;
  /** How long a body read into memory may take to arrive (tests shorten it). */
  bodyDeadlines?: Partial<BodyDeadlines>;
  /** Timeouts and the per-address connection cap of `listen`'s server (tests shorten them). */
  connections?: Partial<ConnectionLimits>;
  /** Staff sign-in's password check (default: scrypt; tests count how often it runs). */
  signInChecks?: SignInChecks;
  /** Decodes the quote form's pictures (default: a process per picture, two at a time). */
  images?: ImageDecoder;
  /** The background jobs' scheduler, whose table /readyz shows (none in most tests). */
  jobs?: Pick<Scheduler, "table">;
  /** Counts page views (decision 0024); by default one of its own, writing every two seconds. */
  analytics?: PageViewRecorder;
  /** The clock of every use case (tests move it). */
  now?: () => Date;
}

/**
 * The one service context (app/services/context.server.ts), built once from the settings and the
 * providers the configuration asks for; `createApp` hands it to every loader and action, and
 * server/index.ts to the background jobs.
 */
export function createServices({
  env,
  database,
  staffToken,
  rateLimits,
  payments,
  files = fileStoreFor(env),
  texts = textSenderFor(env),
  signInChecks = { verifyPassword },
  images = startImageDecoder(),
  jobs,
  analytics = createPageViewRecorder({
    db: database.db,
    siteUrl: env.SITE_URL,
    // Per-address limits scale like every rate limit; the day's ceiling does not.
    viewsPerAddressPerMinute: VIEWS_PER_ADDRESS_PER_MINUTE * env.RATE_LIMIT_MULTIPLIER,
    viewsPerAddressPerDay: VIEWS_PER_ADDRESS_PER_DAY * env.RATE_LIMIT_MULTIPLIER,
  }),
  now,
}: Omit<
  AppOptions,
  "build" | "clientDir" | "devMiddleware" | "bodyDeadlines" | "connections"
>): ServiceContext {
  return createServiceContext({
    settings: settingsOf(env, staffToken),
    database,
    payments: payments ?? paymentProviderFor(env, database.db),
    texts,
    files,
    images,
    analytics,
    signInChecks,
    jobs: jobs ? () => jobs.table() : undefined,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    rateLimits,
    now,
  });
}

/** The site as a Node request listener; `listen` starts an HTTP server with it, as Express's does. */
export type SiteApp = RequestListener & {
  /** The service context every loader and action of this app receives. */
  services: ServiceContext;
  listen(port: number, callback?: () => void): Server;
  listen(port: number, hostname: string, callback?: () => void): Server;
  /** Settles when every prerendered page's brotli and gzip forms are made (or read back). */
  compressed: Promise<void>;
  /**
   * The site less its front: for a request the front has already seen (held while the server
   * started), so that it is not watched, and counted as a view, twice.
   */
  afterFront: RequestListener;
};

/**
 * Prerendered pages answered from prepared bytes by a plain Node handler (decision 0005), then
 * the Express edge in front of React Router (docs/decisions/0004-request-pipeline.md):
 * security headers, compression, static files and prerendered pages, then the request
 * pipeline's guards (server/edge.ts) and React Router, where every page and endpoint lives.
 */
export function createApp(options: AppOptions & { services?: ServiceContext }): SiteApp {
  const { env, database, build, clientDir, devMiddleware, bodyDeadlines: deadlines, connections } = options;
  const services = options.services ?? createServices(options);
  const tiers = services.rateTiers;
  const app = express();
  app.disable("x-powered-by");
  // Paths are matched exactly as the route table spells them, here as in the edge's endpoint
  // table and React Router (server/canonical-path.ts): no guard misses a variant the router takes.
  app.enable("case sensitive routing");
  // Only proxies the configuration names may say who the client is (TRUST_PROXY).
  app.set("trust proxy", env.trustProxy);
  app.use(compression());
  app.use(assignNonce);
  app.use(securityHeaders(env, { dev: Boolean(devMiddleware) }));
  app.use(cleanPathRedirect);

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    app.use(
      express.static(clientDir, {
        maxAge: "1h",
        index: false,
        redirect: false,
        extensions: false,
        dotfiles: "ignore",
      }),
    );
  }

  app.use(privatePageHeaders);
  app.use(edge({ db: database.db, env, tiers, deadlines }));
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      siteUrl: env.SITE_URL,
      getLoadContext: (req, res) =>
        ({
          ...services,
          cspNonce: res.locals.cspNonce as string,
          clientAddress: clientKey(req.ip),
          edge: res.locals.edge,
        }) satisfies AppContext,
    }),
  );

  // Nothing that fails may hang or crash: the last word is a plain 500.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, "request failed");
    if (res.headersSent) return res.destroy();
    // In the language of the page asked for (/de/…, /fr/…); an endpoint's address is English.
    res.status(500).type("text/plain").send(httpErrorWordsIn[localeOfPath(req.path)].serverError);
  });

  // Prerendered pages before Express: prepared bytes and headers, nothing per request, not
  // even Express's request and response set-up (decision 0005).
  // What needs no database (canonical paths, prerendered pages from prepared bytes, decision
  // 0005) answers first, before Express: server/index.ts makes it before the database opens.
  const front =
    options.front ??
    createFront({
      env,
      clientDir: devMiddleware ? undefined : clientDir,
      compressedDir: options.compressedDir,
    });
  front.countWith(services.analytics);
  const isTrustedProxy = front.isTrustedProxy;
  const site: RequestListener = (req, res) => {
    if (!front.answer(req, res)) app(req, res);
  };
  const listen = (...args: [number, ...unknown[]]) =>
    createBoundedServer(site, { ...connectionLimits, ...connections }, isTrustedProxy).listen(
      ...(args as [number]),
    );
  return Object.assign(site, { listen, services, compressed: front.compressed, afterFront: app }) as SiteApp;
}
