import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../app/db/client.server";
import { assertSafeToServe, getEnv, type Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { createMailTransport } from "../app/services/mail/transport.server";
import { fileStoreFor } from "../app/services/uploads/file-store.server";
import { startBackgroundJobs } from "../app/services/jobs.server";
import type { Scheduler } from "../app/services/platform/scheduler.server";
import { createApp, createServices } from "./app";
import { startImageDecoder } from "./image-decoder";
import { CONTENT_DIR, mailSettingPlaceholders, placeholderRefusal, scanContent } from "./launch-check";
import { ensureStaffToken, removeServerInfo, secureDataDir, writeServerInfo } from "./runtime-files";
import { createShutdown } from "./shutdown";

const dev = process.argv.includes("--dev");

function loadEnv(): Env {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Every reason not to start, said at once.
  const refusals: string[] = [];
  try {
    assertSafeToServe(env);
  } catch (error) {
    refusals.push((error as Error).message);
  }
  const placeholders = env.NODE_ENV === "production" ? scanContent(CONTENT_DIR) : [];
  const refusal = placeholderRefusal(env, placeholders);
  if (refusal) refusals.push(refusal);
  if (refusals.length > 0) {
    console.error(refusals.join("\n\n"));
    process.exit(1);
  }
  const mailSettings = env.NODE_ENV === "production" ? mailSettingPlaceholders(env) : [];
  if (placeholders.length > 0 || mailSettings.length > 0)
    logger.warn(
      { placeholders: placeholders.length, mailSettings: mailSettings.length },
      "content or mail settings still have placeholders (ALLOW_PLACEHOLDERS=1); npm run check:launch lists them",
    );
  return env;
}

async function main() {
  const env = loadEnv();
  // Patients' enquiries live in DATA_DIR: whatever this process writes is owner-only.
  process.umask(0o077);
  secureDataDir(env.dataDir);
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

  let app;
  const options = { env, database, staffToken, services };
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

  const server: Server = app.listen(env.PORT, () => {
    writeServerInfo(env.dataDir, env.PORT);
    logger.info(`Site running at ${env.SITE_URL} (port ${env.PORT})`);
  });

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
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
