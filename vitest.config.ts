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
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
