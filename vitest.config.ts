import { defineConfig } from "vitest/config";
import { siteScript } from "./scripts/vite-site-script.ts";

export default defineConfig({
  plugins: [siteScript()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/http/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two test files at a time. Vitest's default on a 2-core machine is one (cores - 1), and most
    // files spend much of their time waiting (PostgreSQL, timers, sockets), not computing.
    maxWorkers: 2,
    setupFiles: ["./tests/setup-unit.ts"],
    // The route table, built once for the run: tests that start a server load it.
    globalSetup: ["./tests/support/route-build.ts"],
  },
});
