// npm run bench: builds the site, starts it on a spare port with a throw-away database, runs
// Lighthouse 12 (mobile, its default throttling) three times on `/`, one page per type, the prices,
// the consultation day and its confirmation for a made-up session, and prints the medians with the
// number of scripts and the gzip size of the JS, CSS and HTML each page loads.
// A 'limit' row: the first page with every script removed (no module script, no modulepreload),
// served with the same stylesheet, fonts and pictures; our LCP is given as a ratio of its LCP.
// A measurement, not a test: the machines are shared and noisy.
// Then a server row: autocannon (50 connections) on a prerendered page with gzip, against our
// server and against a minimal Node server sending the same pre-compressed bytes, same run.
// Usage: npm run bench [-- /path /other-path] [--runs 3] [--no-build] [--server-only] [--a11y-all]
// --a11y-all: instead, Lighthouse's accessibility category alone on every page in /sitemap.xml,
// phone and desktop (scripts/bench-a11y.mjs).
// BENCH_PORT (default 3299) moves the three servers (BENCH_PORT, -1, -2) off a busy port.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import autocannon from "autocannon";
import { accessibilityOfEveryPage } from "./bench-a11y.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/** Command-line output (the logger is for the server). */
const print = (text) => process.stdout.write(`${String(text)}\n`);

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const serverOnly = args.includes("--server-only");
const a11yAll = args.includes("--a11y-all");
const onlyPaths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");
const PORT = Number(process.env.BENCH_PORT) || 3299;
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
    ALLOW_PLACEHOLDERS: "1", // the template's sample content, on purpose (npm run check:launch)
    HEALTH_DATA_KEYS: `bench:${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`, // production needs its own
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
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

/** Each German or French sample's English twin, to compare what they load. */
const twins = new Map();

/**
 * `/`, one page of each kind (a treatment, a dentist, a legal page, travel, the team), the prices,
 * the consultation day (rendered per request) and its confirmation for a made-up session; then
 * the home page, a treatment and the consultation day in German and French, and the prices in
 * German and travel in French (decision 0023).
 */
async function samplePaths() {
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true }, logLevel: "silent" });
  try {
    const pages = await vite.ssrLoadModule("/app/content/pages.ts");
    const { localizePath } = await vite.ssrLoadModule("/app/lib/locale-path.ts");
    const firstOf = (file) => pages.slugPages.find((group) => group.file === file).entries()[0].path;
    const treatment = firstOf("routes/treatment.tsx");
    const localized = [
      ...["/", treatment, "/prices", "/consultation-event"].map((p) => [p, "de"]),
      ...["/", treatment, "/travel-info", "/consultation-event"].map((p) => [p, "fr"]),
    ].map(([english, locale]) => {
      const address = localizePath(english, locale);
      twins.set(address, english);
      return address;
    });
    return [
      "/",
      treatment,
      firstOf("routes/dentist.tsx"),
      "/privacy",
      "/travel-info",
      "/about/team",
      "/prices",
      "/consultation-event",
      "/consultation-success?session_id=cs_test_bench_made_up_0001",
      ...localized,
    ];
  } finally {
    await vite.close();
  }
}

/**
 * The limit: `pagePath` as we serve it with every script taken out, on its own port; every other
 * request (stylesheet, fonts, pictures) is passed to our server, so only the scripts differ.
 */
async function startLimitServer(pagePath) {
  const html = (await (await fetch(`${origin}${pagePath}`)).text())
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");
  const page = gzipSync(Buffer.from(html), { level: 9 });
  const server = createServer(async (request, response) => {
    if (request.url === pagePath) {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": page.length,
      });
      response.end(page);
      return;
    }
    const upstream = await fetch(`${origin}${request.url}`, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "cache-control": upstream.headers.get("cache-control") ?? "no-cache",
      "content-length": body.length,
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(LIMIT_PORT, resolve));
  return server;
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
// Pages are compressed after the server listens (decision 0027): measure them once they are.
while (
  (await fetch(`${origin}/`, { headers: { "Accept-Encoding": "br" } })).headers.get("content-encoding") !==
  "br"
)
  await new Promise((r) => setTimeout(r, 500));
const paths = serverOnly || a11yAll ? [] : onlyPaths.length ? onlyPaths : await samplePaths();
const chrome = serverOnly
  ? null
  : await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [...chromiumArgs],
    });

const rows = [];
const STATIC_PORT = PORT - 1;
const LIMIT_PORT = PORT - 2;

const BENCH_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** 10 s of 50 connections asking for `url` with gzip: requests per second and latency. */
async function load(url) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    // A phone's browser string: each request then goes through counting (decision 0024; its one
    // address is written 120 times a minute, the cap); without one it is taken for a script.
    headers: { "accept-encoding": "gzip", "user-agent": BENCH_BROWSER },
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

/** Lighthouse `runs` times on `url`: the medians, and what the last run loaded. */
async function measure(url, label) {
  const samples = [];
  let lastLhr;
  for (let i = 0; i < runs; i++) {
    // The confirmation page for a made-up session is a 404 on purpose (what a visitor with a
    // wrong link sees); Lighthouse measures it all the same.
    const result = await lighthouse(url, {
      port: chrome?.port,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: true,
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      process.stderr.write(`${label}: ${lhr.runtimeError.message}\n`);
      continue;
    }
    lastLhr = lhr;
    samples.push({
      performance: (lhr.categories.performance.score ?? Number.NaN) * 100,
      accessibility: (lhr.categories.accessibility.score ?? Number.NaN) * 100,
      bestPractices: (lhr.categories["best-practices"].score ?? Number.NaN) * 100,
      seo: (lhr.categories.seo.score ?? Number.NaN) * 100,
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    });
  }
  if (!lastLhr) throw new Error(`${label}: no Lighthouse run finished`);
  const urlOrigin = new URL(url).origin;
  const requests = lastLhr.audits["network-requests"].details.items.filter((r) =>
    r.url.startsWith(urlOrigin),
  );
  const byType = (type) => requests.filter((r) => r.resourceType === type).map((r) => r.url);
  const pick = (key) => median(samples.map((s) => s[key]));
  // Failed audits of the last run, so a score under 100 says why.
  const failed = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    lastLhr.categories[category].auditRefs
      .filter(
        (ref) => ref.weight > 0 && lastLhr.audits[ref.id].score !== null && lastLhr.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id),
  );
  const row = {
    path: label,
    perf: pick("performance"),
    a11y: pick("accessibility"),
    bp: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: Math.round(pick("fcp")),
    lcpMs: Math.round(pick("lcp")),
    tbtMs: Math.round(pick("tbt")),
    cls: Number(pick("cls")?.toFixed(3)),
    scripts: byType("Script").length,
    jsGz: await gzipBytes(byType("Script")),
    cssGz: await gzipBytes(byType("Stylesheet")),
    htmlGz: await gzipBytes(byType("Document")),
    failed,
  };
  // Each page as it is measured, so a long run that is cut short still says something.
  process.stderr.write(
    `measured ${label}: perf ${row.perf}, FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, a11y ${row.a11y}, best-pr ${row.bp}, seo ${row.seo}, ${row.scripts} scripts${failed.length ? ` (failed: ${failed.join(", ")})` : ""}\n`,
  );
  return row;
}

if (a11yAll) {
  try {
    await accessibilityOfEveryPage(origin, chrome.port);
  } finally {
    await chrome.kill();
    stopServer();
  }
  process.exit(0);
}

let limitRow;
try {
  // One run thrown away first: the first page after the browser starts pays its cold caches
  // (fonts, code, disk), which no page causes and which fell on `/`, always measured first.
  if (paths.length)
    await lighthouse(`${origin}${paths[0]}`, { port: chrome?.port, output: "json", logLevel: "error" });
  for (const pagePath of paths) rows.push(await measure(`${origin}${pagePath}`, pagePath));
  if (paths.length) {
    const limitServer = await startLimitServer(paths[0]);
    try {
      limitRow = await measure(
        `http://localhost:${LIMIT_PORT}${paths[0]}`,
        `limit: ${paths[0]} without scripts`,
      );
    } finally {
      limitServer.close();
    }
  }
} finally {
  await chrome?.kill();
}
const server_ = await serverRow(onlyPaths[0] ?? "/");
stopServer();

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => `${n} ms`;
const header = [
  "path",
  "perf",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "a11y",
  "best-pr",
  "seo",
  "scripts",
  "JS gz",
  "CSS gz",
  "HTML gz",
];
const table = [...rows, ...(limitRow ? [limitRow] : [])].map((r) =>
  [
    r.path,
    r.perf,
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls,
    r.a11y,
    r.bp,
    r.seo,
    r.scripts,
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
if (limitRow && rows[0]) {
  print(`LCP of ${rows[0].path} against the limit: ${(rows[0].lcpMs / limitRow.lcpMs).toFixed(2)}x`);
}
if (twins.size) {
  // No page ships more JavaScript than its English twin (issue 32).
  print("");
  print("JavaScript against the English twin (gzip, what Lighthouse saw load)");
  for (const row of rows.filter((r) => twins.has(r.path))) {
    const twin = rows.find((r) => r.path === twins.get(row.path));
    if (!twin) continue;
    const verdict = row.jsGz <= twin.jsGz * 1.01 && row.scripts <= twin.scripts ? "ok" : "MORE";
    print(
      `${row.path.padEnd(48)} ${row.scripts} scripts ${kb(row.jsGz).padStart(8)}  ${twin.path}: ${twin.scripts} scripts ${kb(twin.jsGz).padStart(8)}  ${verdict}`,
    );
  }
}
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
  JSON.stringify({ rows, limit: limitRow, server: server_ }, null, 2),
);
process.exit(0);
