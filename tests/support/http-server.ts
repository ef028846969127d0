import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { TestDatabase } from "./database";
import { parseEnv, type Env } from "../../app/env.server";
import { createApp, type AppOptions } from "../../server/app";

let build: Promise<ServerBuild> | undefined;

/**
 * The real route table, compiled by Vite on first use in this test process (the same modules
 * `npm run build` bundles), so endpoint tests go through the edge and React Router exactly as
 * a visitor's request does, without needing a production build first.
 */
export function loadDevBuild(): Promise<ServerBuild> {
  build ??= (async () => {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: fileURLToPath(new URL("./vite.routes.config.ts", import.meta.url)),
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
      logLevel: "error",
    });
    return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  })();
  return build;
}

export interface TestServer {
  url: string;
  env: Env;
  /** Settles when the prerendered pages' compressed forms are made. */
  compressed: Promise<void>;
  close(): Promise<void>;
}

/** The Express app (edge + React Router) on a random local port, against the given database. */
export async function startTestServer(
  database: TestDatabase,
  options: Partial<Omit<AppOptions, "database" | "build">> & { envOverrides?: Record<string, string> } = {},
): Promise<TestServer> {
  const { envOverrides, ...appOptions } = options;
  const env = parseEnv({
    SITE_URL: "http://localhost:3000",
    CLINIC_INBOX: "clinic@clinic.example",
    NODE_ENV: "test",
    ...envOverrides,
  });
  const app = createApp({
    env,
    database,
    staffToken: "test-staff-token-0123456789abcdef",
    build: await loadDevBuild(),
    ...appOptions,
    // Tests send many requests at once from one address; the cap has a test of its own.
    connections: { perAddress: 10_000, ...appOptions.connections },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env,
    compressed: app.compressed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
