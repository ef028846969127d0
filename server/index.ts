// The server's entry: it listens as soon as the build's prerendered pages are read, answering
// them (and refusing non-canonical addresses) while the database opens and the rest of the site
// loads (server/site.ts, imported only then); other requests wait for it (decision 0027).
import path from "node:path";
import type { RequestListener } from "node:http";
import { assertSafeToServe, getEnv, type Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { connectionLimits, createBoundedServer } from "./connection-limits";
import { createFront, holdUntilReady } from "./front";
import { CONTENT_DIR, mailSettingPlaceholders, placeholderRefusal, scanContent } from "./launch-check";
import { secureDataDir, writeServerInfo } from "./runtime-files";

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

  const front = createFront({
    env,
    clientDir: dev ? undefined : path.resolve("build/client"),
    compressedDir: path.join(env.dataDir, "compressed"),
  });
  const waiting = holdUntilReady();
  // The site once it has started, and its shutdown.
  const running: { site?: RequestListener; shutdown?: (signal: string) => Promise<void> } = {};
  const server = createBoundedServer(
    (req, res) => {
      if (running.site) running.site(req, res);
      else if (!front.answer(req, res)) waiting.hold(req, res);
    },
    connectionLimits,
    front.isTrustedProxy,
  ).listen(env.PORT, () => {
    writeServerInfo(env.dataDir, env.PORT);
    logger.info(`Site running at ${env.SITE_URL} (port ${env.PORT})`);
  });

  // A stop asked for while the site starts: stop listening, and stop the site once it is up
  // (its database is then closed cleanly).
  let stopping: string | undefined;
  const stop = (signal: string) => {
    if (running.shutdown) return void running.shutdown(signal);
    if (stopping) return;
    stopping = signal;
    logger.info({ signal }, "stopping while starting");
    server.close();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  const { startSite } = await import("./site");
  const started = await startSite({ env, dev, front, server });
  running.site = started.site;
  running.shutdown = started.shutdown;
  // Held requests were already seen by the front (watched for a page view): only the rest of
  // the site answers them.
  waiting.release(started.afterFront);
  if (stopping) await started.shutdown(stopping);
}

main().catch((error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
