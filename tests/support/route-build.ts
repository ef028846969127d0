import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The route table built once for this run (tests/support/http-server.ts loads it). */
    routeTableBuild: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

/** What the route table is built from: a change to any of these makes a new build. */
const SOURCES = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/vite-site-script.ts",
  "scripts/content-is-pure.ts",
  "tsconfig.json",
  "package-lock.json",
];

function hashSources(): string {
  const hash = createHash("sha256");
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
      return;
    }
    hash.update(relative).update("\0").update(readFileSync(full)).update("\0");
  };
  for (const source of SOURCES) visit(source);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Vitest's global set-up: the route table (every route module, as `npm run build` bundles them)
 * is built ONCE per run, not compiled by Vite in each of the ~35 test files that start a server
 * (5-20 s each on this project's two-core machines, more under load). Built in development mode,
 * as the endpoint tests have always seen it (the stylesheet linked, not inlined), kept by a hash
 * of its sources (an unchanged tree is not rebuilt) in `.route-table-<hash>/` at the project's
 * root: as deep as `build/`, so a bundled module finds what it reads beside the code as the
 * production build does (`../../drizzle` from `build/server/index.js`). Builds of other trees
 * older than a day are removed; a run in progress keeps its own.
 */
export default async function setup(project: TestProject): Promise<void> {
  const name = `.route-table-${hashSources()}`;
  const directory = path.join(root, name);
  const entry = path.join(directory, "server", "index.js");
  if (!existsSync(entry)) {
    // Built aside and renamed: another run building the same tree at once never sees half a build.
    const partial = `${directory}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    await promisify(execFile)(path.join(root, "node_modules/.bin/react-router"), ["build", "--mode", "development"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "development", ROUTE_TABLE_BUILD_DIRECTORY: partial },
      maxBuffer: 64 * 1024 * 1024,
    });
    await rename(partial, directory).catch(async (error: unknown) => {
      // The other run finished first: its build is the same.
      if (!existsSync(entry)) throw error;
      await rm(partial, { recursive: true, force: true });
    });
  }
  await removeOldBuilds(name);
  project.provide("routeTableBuild", entry);
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function removeOldBuilds(keep: string): Promise<void> {
  for (const other of readdirSync(root)) {
    if (!other.startsWith(".route-table-") || other === keep) continue;
    const full = path.join(root, other);
    if (Date.now() - statSync(full).mtimeMs > DAY_MS) await rm(full, { recursive: true, force: true });
  }
}
