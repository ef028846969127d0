import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import type { TestDatabase } from "./database";
import { parseEnv, type Env } from "../../app/env.server";
import { createApp, type AppOptions } from "../../server/app";

let build: Promise<ServerBuild> | undefined;

/**
 * The real route table (the same modules `npm run build` bundles), built once for the whole
 * Vitest run by tests/support/route-build.ts, so endpoint tests go through the edge and React
 * Router exactly as a visitor's request does, without a production build first.
 */
export function loadDevBuild(): Promise<ServerBuild> {
  build ??= import(pathToFileURL(inject("routeTableBuild")).href) as Promise<ServerBuild>;
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
