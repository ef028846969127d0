// npm start: builds the site when the build is missing or older than the sources, then
// serves it at http://localhost:3000 with the embedded database, test-mode payments (unless
// a Stripe key is set), mail written to files under ./data/outbox (unless SMTP_URL is set) and
// medical histories encrypted with a key of this machine's, kept in ./data (unless
// HEALTH_DATA_KEYS is set).
import { spawnSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const buildMarker = "build/server/index.js";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "public", "react-router.config.ts", "vite.config.ts", "scripts/vite-site-script.ts"];
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs)),
);
if (!existsSync(buildMarker) || statSync(buildMarker).mtimeMs < sourceTime) {
  console.warn("Building the site (first start, or the sources changed)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS) {
  env.PAYMENTS = "test";
  console.warn("Payments: TEST MODE (no STRIPE_SECRET_KEY set). No real card is charged.");
}
if (!env.SMTP_URL && !env.MAIL) {
  env.MAIL = "file";
  console.warn(
    `Mail: FILES (no SMTP_URL set). Nothing is sent; every email is an .eml file in ${path.join(env.DATA_DIR ?? "./data", "outbox")}.`,
  );
}
if (!env.ALLOW_PLACEHOLDERS) {
  // npm start is the local try-out and shows the template's sample content; a production
  // `npm run serve` refuses to start while any remains (npm run check:launch lists it).
  env.ALLOW_PLACEHOLDERS = "1";
}
if (!env.HEALTH_DATA_KEYS) {
  // A production server encrypts health data with a key of its own, never the development one:
  // the try-out makes one on its first start and keeps it beside its data, so it reads what it wrote.
  const dataDir = env.DATA_DIR ?? "./data";
  const keyFile = path.join(dataDir, "health-data-keys");
  if (!existsSync(keyFile)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(keyFile, `local:${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
  }
  env.HEALTH_DATA_KEYS = readFileSync(keyFile, "utf8").trim();
  console.warn(
    `Health data: encrypted with a key made for this machine, in ${keyFile} (no HEALTH_DATA_KEYS set).`,
  );
}
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
