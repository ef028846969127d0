import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "../app/context";
import type { DatabaseHandle } from "../app/db/client.server";
import { scaledRateTiers, type RateTier } from "../app/endpoints";
import type { Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { fileStoreFor, type FileStore } from "../app/services/file-store.server";
import type { ImageDecoder } from "../app/services/uploads.server";
import { paymentProviderFor, type PaymentProvider } from "../app/services/payments.server";
import { clientKey, type RateLimit } from "../app/services/rate-limit.server";
import { edge } from "./edge";
import { startImageDecoder } from "./image-decoder";
import { cleanPathRedirect, loadPrerenderedPages, servePrerendered } from "./prerendered";
import { reactRouterHandler } from "./request-handler";
import { assignNonce, contentSecurityPolicy, securityHeaders, staticSecurityHeaders } from "./security";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built React Router server bundle (or a loader of it, in development and tests). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, for static files and prerendered pages. Absent in development. */
  clientDir?: string;
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
  /** Decodes the quote form's pictures (default: a process per picture, two at a time). */
  images?: ImageDecoder;
}

/** The site as a Node request listener; `listen` starts an HTTP server with it, as Express's does. */
export type SiteApp = RequestListener & {
  listen(port: number, callback?: () => void): Server;
  listen(port: number, hostname: string, callback?: () => void): Server;
};

/**
 * Prerendered pages answered from prepared bytes by a plain Node handler (decision 0005), then
 * the Express edge in front of React Router (docs/decisions/0004-request-pipeline.md):
 * security headers, compression, static files and prerendered pages, then the request
 * pipeline's guards (server/edge.ts) and React Router, where every page and endpoint lives.
 */
export function createApp({
  env,
  database,
  build,
  clientDir,
  devMiddleware,
  staffToken,
  rateLimits,
  payments: givenPayments,
  files = fileStoreFor(env),
  images = startImageDecoder(),
}: AppOptions): SiteApp {
  const payments = givenPayments ?? paymentProviderFor(env, database.db);
  const tiers = { ...scaledRateTiers(env.RATE_LIMIT_MULTIPLIER), ...rateLimits };
  const app = express();
  app.disable("x-powered-by");
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

  // The back office: never stored by a browser or a proxy, never indexed (decision 0007).
  app.use("/staff", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  app.use(edge({ db: database.db, env, tiers }));
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      siteUrl: env.SITE_URL,
      getLoadContext: (req, res) =>
        ({
          db: database.db,
          database,
          env,
          cspNonce: res.locals.cspNonce as string,
          payments,
          staffToken,
          clientAddress: clientKey(req.ip),
          edge: res.locals.edge,
          files,
          images,
          rateTiers: tiers,
        }) satisfies AppContext,
    }),
  );

  // Nothing that fails may hang or crash: the last word is a plain 500.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, "request failed");
    if (res.headersSent) return res.destroy();
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });

  // Prerendered pages before Express: prepared bytes and headers, nothing per request, not
  // even Express's request and response set-up (decision 0005).
  const prepared =
    clientDir && !devMiddleware
      ? servePrerendered(loadPrerenderedPages(clientDir, env.SITE_URL), {
          csp: contentSecurityPolicy(env, { dev: false }),
          securityHeaders: staticSecurityHeaders(),
        })
      : undefined;
  const site: RequestListener = prepared
    ? (req, res) => {
        if (!prepared(req, res)) app(req, res);
      }
    : app;
  const listen = (...args: [number, ...unknown[]]) => createServer(site).listen(...(args as [number]));
  return Object.assign(site, { listen }) as SiteApp;
}
