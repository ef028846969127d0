import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/chromium.mjs";

// E2E_PORT: another port when 3210 is taken (say, by a server left over from an interrupted run).
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's DATA_DIR, one per port: tests read the emails it writes under outbox/. */
export const e2eDataDir = path.join(tmpdir(), `dental-e2e-${PORT}`);
export { chromiumArgs };

/** The e2e suite runs against the built site (npm test builds first), as a visitor sees it. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // No retries: a test that passes only on a second try is a failing test (find its cause).
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: testChromiumPath, args: [...chromiumArgs] },
  },
  projects: [
    // The staff account signs in once; every staff spec reuses the session (tests/support/staff-e2e.ts).
    {
      name: "staff sign-in",
      testMatch: /staff\.setup\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      dependencies: ["staff sign-in"],
      testIgnore: /receptionist-morning\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Last, alone: it opens and closes tomorrow, the day every booking test is offered first.
    {
      name: "receptionist's morning",
      dependencies: ["chromium"],
      testMatch: /receptionist-morning\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    // The server script first creates the staff account with the staff CLI (its own start of
    // the embedded database): on a busy two-core machine the two starts take over two minutes.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), E2E_DATA_DIR: e2eDataDir },
  },
});
