// npm run bench: builds the site, starts it on a spare port with a throw-away database, runs
// Lighthouse 12 (mobile, its default throttling) three times on each prerendered page and
// prints the medians with the gzip size of the JS, CSS and HTML each page loads.
// A measurement, not a test: the machines are shared and noisy.
// Then a server row: autocannon (50 connections) on a prerendered page with gzip, against our
// server and against a minimal Node server sending the same pre-compressed bytes, same run.
// Usage: npm run bench [-- /path /other-path] [--runs 3] [--no-build] [--server-only]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import autocannon from "autocannon";

/** Command-line output (the logger is for the server). */
const print = (text) => process.stdout.write(`${String(text)}\n`);

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const serverOnly = args.includes("--server-only");
const onlyPaths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");
const PORT = 3299;
const origin = `http://localhost:${PORT}`;

if (!args.includes("--no-build")) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "dental-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PAYMENTS: "test",
    // This server shows the template's sample content on purpose (npm run check:launch).
    ALLOW_PLACEHOLDERS: "1",
    MAIL: "file",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = () => server.kill("SIGTERM");
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function prerenderedPaths() {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, logLevel: "silent" });
  try {
    const pages = await vite.ssrLoadModule("/app/content/pages.ts");
    return pages.prerenderPaths();
  } finally {
    await vite.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

await waitForServer();
const paths = serverOnly ? [] : onlyPaths.length ? onlyPaths : await prerenderedPaths();
const chrome = serverOnly
  ? null
  : await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });

const rows = [];
const STATIC_PORT = 3298;

/** 10 s of 50 connections asking for `url` with gzip: requests per second and latency. */
async function load(url) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A 10-line Node server sending the same pre-compressed bytes: the limit for our own. */
async function startStaticServer(body) {
  const code = `const b=Buffer.from(process.argv[1],"base64");require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-encoding":"gzip","content-length":b.length});s.end(b)}).listen(${STATIC_PORT});`;
  const child = spawn(process.execPath, ["-e", code, body.toString("base64")], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://localhost:${STATIC_PORT}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("static server did not start");
}

async function serverRow(pagePath) {
  const response = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "gzip" } });
  const gzipped = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 });
  const ours = await load(`${origin}${pagePath}`);
  const child = await startStaticServer(gzipped);
  try {
    const limit = await load(`http://localhost:${STATIC_PORT}/`);
    return { pagePath, ours, limit };
  } finally {
    child.kill();
  }
}

try {
  for (const pagePath of paths) {
    const samples = [];
    let lastLhr;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome?.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) process.stderr.write(`${pagePath}: ${lhr.runtimeError.message}\n`);
      lastLhr = lhr;
      samples.push({
        performance: (lhr.categories.performance.score ?? Number.NaN) * 100,
        accessibility: (lhr.categories.accessibility.score ?? Number.NaN) * 100,
        bestPractices: (lhr.categories["best-practices"].score ?? Number.NaN) * 100,
        seo: (lhr.categories.seo.score ?? Number.NaN) * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
      });
    }
    const requests = lastLhr.audits["network-requests"].details.items.filter((r) => r.url.startsWith(origin));
    const byType = (type) => requests.filter((r) => r.resourceType === type).map((r) => r.url);
    const pick = (key) => median(samples.map((s) => s[key]));
    rows.push({
      path: pagePath,
      perf: pick("performance"),
      a11y: pick("accessibility"),
      bp: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: Math.round(pick("lcp")),
      tbtMs: Math.round(pick("tbt")),
      cls: Number(pick("cls")?.toFixed(3)),
      jsGz: await gzipBytes(byType("Script")),
      cssGz: await gzipBytes(byType("Stylesheet")),
      htmlGz: await gzipBytes(byType("Document")),
    });
    process.stderr.write(`measured ${pagePath}\n`);
  }
} finally {
  await chrome?.kill();
}
const server_ = await serverRow(onlyPaths[0] ?? "/");
stopServer();

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const header = ["path", "perf", "a11y", "best-pr", "seo", "LCP", "TBT", "CLS", "JS gz", "CSS gz", "HTML gz"];
const table = rows.map((r) =>
  [
    r.path,
    r.perf,
    r.a11y,
    r.bp,
    r.seo,
    `${r.lcpMs} ms`,
    `${r.tbtMs} ms`,
    r.cls,
    kb(r.jsGz),
    kb(r.cssGz),
    kb(r.htmlGz),
  ].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
print(`Lighthouse 12, mobile, median of ${runs} runs per page`);
print(line(header));
print(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of table) print(line(row));
const { ours, limit } = server_;
print("");
print(`Server: ${server_.pagePath} with gzip, 50 connections, 10 s (autocannon)`);
print(
  `ours          ${Math.round(ours.rps)} req/s  p50 ${ours.p50} ms  p99 ${ours.p99} ms  errors ${ours.errors}`,
);
print(`static limit  ${Math.round(limit.rps)} req/s  p50 ${limit.p50} ms  p99 ${limit.p99} ms`);
print(`ratio         ${(ours.rps / limit.rps).toFixed(2)}x`);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  path.join("bench-results", `lighthouse-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`),
  JSON.stringify({ rows, server: server_ }, null, 2),
);
process.exit(0);
