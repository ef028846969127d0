// How long `npm start` on a built site takes to answer: from the command to the first 200 for
// `/` and for `/readyz` (the database open and migrated), on a fresh data directory, and again
// after the server was killed (SIGKILL, as a crash) and started on the same data directory.
// Median of --runs (default 3). --dir runs another checkout's `npm start` (a "before" figure).
//
//   node scripts/bench-start.mjs [--runs 3] [--dir ../other-checkout]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option("--runs")) || 3;
const dir = path.resolve(option("--dir") ?? ".");
const PORT = Number(process.env.BENCH_START_PORT) || 3297;
const origin = `http://localhost:${PORT}`;

const answers = async (pathName) => {
  try {
    return (
      (await fetch(`${origin}${pathName}`, { headers: { "Accept-Encoding": "br, gzip" } })).status === 200
    );
  } catch {
    return false;
  }
};

/** Starts `npm start` (its script, without npm's own start-up) and times the first answers. */
async function timedStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    // Its own process group: npm start's script starts the server as a child, and a kill must
    // reach both, as a crash of the machine's service would.
    detached: true,
  });
  const seen = {};
  while (!seen.readyz) {
    if (performance.now() - started > 600_000) throw new Error("the server did not answer in 10 minutes");
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (seen.page === undefined && (await answers("/"))) seen.page = performance.now() - started;
    if (seen.page !== undefined && (await answers("/readyz"))) seen.readyz = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...seen, child };
}

const stop = (child, signal) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    process.kill(-child.pid, signal);
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = { page: [], readyz: [] };
const restart = { page: [], readyz: [] };
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dental-bench-start-"));
  try {
    const first = await timedStart(dataDir);
    fresh.page.push(first.page);
    fresh.readyz.push(first.readyz);
    // A crash: no shutdown, then the same data directory again.
    await stop(first.child, "SIGKILL");
    const second = await timedStart(dataDir);
    restart.page.push(second.page);
    restart.readyz.push(second.readyz);
    await stop(second.child, "SIGTERM");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Figures go to standard output, as in the other benchmarks (scripts/bench.mjs). */
const print = (text) => process.stdout.write(`${text}\n`);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
print(`npm start on a built site (${dir}), median of ${runs}:`);
print(
  `  fresh data directory: / answers after ${s(median(fresh.page))}, /readyz after ${s(median(fresh.readyz))}`,
);
print(
  `  restart after a kill: / answers after ${s(median(restart.page))}, /readyz after ${s(median(restart.readyz))}`,
);
