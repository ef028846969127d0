import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../app/db/client.server";
import { assertSafeToServe, getEnv } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { createApp } from "./app";

const dev = process.argv.includes("--dev");

async function main() {
  let env;
  try {
    env = getEnv();
    assertSafeToServe(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  logger.info({ database: database.kind, payments: env.paymentsProvider }, "database ready, migrations applied");

  let app;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      env,
      database,
      devMiddleware: viteServer.middlewares,
      build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    app = createApp({ env, database, build, clientDir: path.resolve("build/client") });
  }

  const server: Server = app.listen(env.PORT, () => {
    logger.info(`Site running at ${env.SITE_URL} (port ${env.PORT})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
