import { configDefaults, defineConfig } from "vitest/config";
import { siteScript } from "./scripts/vite-site-script.ts";
import { isolatedTestFiles } from "./tests/isolated-files.ts";

const isolated = isolatedTestFiles();

export default defineConfig({
  plugins: [siteScript()],
  resolve: { tsconfigPaths: true },
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/http/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...isolated],
          // Test files run one after another in the same two processes, which load the app's
          // modules, the route table and PGlite's compiled WebAssembly once instead of once per
          // file (decision 0033): the run took 284 s instead of 398 s, measured on a quiet
          // two-core machine. Each file still opens its own databases and servers and closes
          // them, and a file that leaves a console.error or a fake clock behind fails
          // (tests/setup-unit.ts).
          isolate: false,
        },
      },
      // The files that mock a module or run in jsdom, each in a process of its own
      // (tests/isolated-files.ts). A project's include and exclude add to the root's, so the root
      // names none.
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
