import path from "node:path";
import type { RequestListener, Server } from "node:http";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { createMailTransport } from "../app/services/mail/transport.server";
import { fileStoreFor } from "../app/services/uploads/file-store.server";
import { startBackgroundJobs } from "../app/services/jobs.server";
import type { Scheduler } from "../app/services/platform/scheduler.server";
import { createApp, createServices } from "./app";
import type { Front } from "./front";
import { startImageDecoder } from "./image-decoder";
import { ensureStaffToken, removeServerInfo } from "./runtime-files";
import { createShutdown } from "./shutdown";

/**
 * Everything of the site that needs its database, started behind a server that already listens
 * (server/index.ts): the database, the one service context, the background jobs and the app.
 * Returns the app's request listener and the shutdown that stops all of it.
 */
export async function startSite({
  env,
  dev,
  front,
  server,
}: {
  env: Env;
  dev: boolean;
  front: Front;
  server: Server;
}): Promise<{
  site: RequestListener;
  /** The site for requests its front has already answered or watched (held while starting). */
  afterFront: RequestListener;
  shutdown: (signal: string) => Promise<void>;
}> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
    deadlineMs: env.DB_DEADLINE_MS,
  });
  logger.info(
    { database: database.kind, payments: env.paymentsProvider },
    "database ready, migrations applied",
  );

  const staffToken = ensureStaffToken(env.dataDir, env.ADMIN_TOKEN);
  const transport = createMailTransport(env);
  const files = fileStoreFor(env);
  logger.info({ store: files.kind }, "attachment store ready");
  // The one service context every use case takes (app/services/context.server.ts); /readyz
  // shows the jobs' table.
  const images = startImageDecoder();
  const running: { jobs?: Scheduler } = {};
  const services = createServices({
    env,
    database,
    staffToken,
    files,
    images,
    jobs: { table: () => running.jobs?.table() ?? [] },
  });
  // The mail outbox, the payment sweeps and the retention purges: one table, one scheduler
  // (app/services/jobs.server.ts), whose last runs /readyz shows.
  const jobs = startBackgroundJobs(services, transport);
  running.jobs = jobs;
  logger.info({ mail: transport.kind, jobs: jobs.table().map((job) => job.name) }, "background jobs started");

  const options = { env, database, staffToken, services, front };
  let app;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      ...options,
      devMiddleware: viteServer.middlewares,
      build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    app = createApp({ ...options, build, clientDir: path.resolve("build/client") });
  }

  const shutdown = createShutdown({
    server,
    workers: [
      { name: "background jobs", stop: () => jobs.stop() },
      { name: "image decoder", stop: () => images.close() },
      { name: "page views", stop: () => services.analytics.stop() },
    ],
    database,
    cleanup: () => {
      transport.close?.();
      removeServerInfo(env.dataDir);
    },
  });
  return { site: app, afterFront: app.afterFront, shutdown };
}
