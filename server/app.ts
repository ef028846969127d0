import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "../app/context";
import type { DatabaseHandle } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { paymentProviderFor, type PaymentProvider } from "../app/services/payments.server";
import { formsEndpoint } from "./forms-endpoint";
import { loadPrerenderedPages, servePrerendered } from "./prerendered";
import { staffEndpoint } from "./staff-endpoint";
import { stripeWebhook } from "./stripe-webhook";
import { assignNonce, securityHeaders } from "./security";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built React Router server bundle (or a loader of it, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, for static files and prerendered pages. Absent in development. */
  clientDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: express.RequestHandler;
  /** Bearer token for the staff endpoints. */
  staffToken: string;
  /** Form submissions allowed per client address per window (tests lower it). */
  formsRateLimit?: { windowMs: number; limit: number };
  /** The card payment provider (default: as the configuration says). */
  payments?: PaymentProvider;
}

/** Largest JSON body the /api endpoints read. */
const API_BODY_LIMIT = 16 * 1024;

export function createApp({
  env,
  database,
  build,
  clientDir,
  devMiddleware,
  staffToken,
  formsRateLimit,
  payments: givenPayments,
}: AppOptions): Express {
  const payments = givenPayments ?? paymentProviderFor(env, database.db);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", 1);
  app.use(compression());
  app.use(assignNonce);
  app.use(securityHeaders(env, { dev: Boolean(devMiddleware) }));

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check: database did not answer");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.use(formsEndpoint({ db: database.db, env, rateLimit: formsRateLimit }));
  app.use(stripeWebhook({ db: database.db, env, payments }));
  app.use(staffEndpoint({ db: database.db, token: staffToken }));
  app.use("/api", (req, res, next) => {
    if (Number(req.get("content-length") ?? 0) > API_BODY_LIMIT) {
      return res.status(413).json({ error: "The request is too large" });
    }
    next();
  });

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
    app.use(servePrerendered(loadPrerenderedPages(clientDir)));
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (_req, res) =>
        ({ db: database.db, env, cspNonce: res.locals.cspNonce as string, payments }) satisfies AppContext,
    }),
  );
  return app;
}
