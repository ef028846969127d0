// npm start: builds the site when the build is missing or older than the sources, then
// serves it at http://localhost:3000 with the embedded database, test-mode payments (unless
// a Stripe key is set) and mail written to files under ./data/outbox (unless SMTP_URL is set).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
