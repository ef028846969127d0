import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { TestDatabase } from "../app/db/test-database";
import { parseEnv, type Env } from "../app/env.server";
import { createApp, type AppOptions } from "./app";

/**
 * The Express app on a random local port, for endpoint tests. Pages are not rendered (no
 * build is loaded); the endpoints under test run for real against the given database.
 */
export async function startTestServer(
  database: TestDatabase,
  options: Partial<Omit<AppOptions, "database" | "build">> & { envOverrides?: Record<string, string> } = {},
): Promise<{ url: string; env: Env; close(): Promise<void> }> {
  const env = parseEnv({
    SITE_URL: "http://localhost:3000",
    CLINIC_INBOX: "clinic@clinic.example",
    ...options.envOverrides,
  });
  const app = createApp({
    env,
    database,
    staffToken: "test-staff-token-0123456789abcdef",
    build: async () => {
      throw new Error("pages are not built in endpoint tests");
    },
    ...options,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type { ServerBuild };
