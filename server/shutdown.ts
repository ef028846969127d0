import type { Server } from "node:http";
import { logger } from "../app/lib/logger.server";

export interface ShutdownDeps {
  server: Server;
  /** Background work (outbox worker, hold sweeper), stopped once the last request is answered. */
  workers: { name: string; stop(): Promise<void> | void }[];
  /** Closed after the workers: in-flight requests and runs may still need it until then. */
  database: { close(): Promise<void> };
  /** Last steps (mail transport, runtime files). */
  cleanup?: () => Promise<void> | void;
  /** Exit anyway after this long, whatever is still running. */
  forceAfterMs?: number;
  /** process.exit, or a stand-in in tests. */
  exit?: (code: number) => void;
}

const DEFAULT_FORCE_AFTER_MS = 10_000;

/** Stops accepting, lets requests in flight finish, and closes keep-alive sockets as they go idle. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // Each request still arriving on an open keep-alive connection is told this is its last.
    const lastOnConnection = (_req: unknown, res: { setHeader(name: string, value: string): void }) =>
      res.setHeader("Connection", "close");
    server.on("request", lastOnConnection);
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(() => {
      clearInterval(sweep);
      server.off("request", lastOnConnection);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The SIGTERM/SIGINT handler: stop accepting, drain requests in flight, stop the workers, close
 * the database, clean up, exit 0; exit 1 if a step failed or it all took longer than
 * `forceAfterMs`. A second signal while shutting down changes nothing.
 */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const forceAfterMs = deps.forceAfterMs ?? DEFAULT_FORCE_AFTER_MS;
  let running: Promise<void> | undefined;

  async function run(signal: string): Promise<void> {
    logger.info({ signal }, "shutting down: refusing new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.error({ signal, forceAfterMs }, "shutdown took too long; exiting now");
      exit(1);
    }, forceAfterMs);
    force.unref();

    let failed = false;
    const step = async (name: string, action: () => Promise<void> | void) => {
      try {
        await action();
      } catch (error) {
        failed = true;
        logger.error({ err: error, step: name }, "shutdown step failed");
      }
    };
    await step("drain requests", () => drain(deps.server));
    for (const worker of deps.workers) await step(`stop ${worker.name}`, () => worker.stop());
    await step("close database", () => deps.database.close());
    if (deps.cleanup) await step("clean up", deps.cleanup);

    clearTimeout(force);
    logger.info({ signal }, failed ? "shut down, with errors" : "shut down cleanly");
    exit(failed ? 1 : 0);
  }

  return (signal) => {
    running ??= run(signal);
    return running;
  };
}
