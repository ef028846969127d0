// Starts the built site for the e2e suite: a fresh embedded database in a temporary
// directory, test-mode payments, mail written to files, and one admin account made by the
// same code as `npm run staff -- add` (its sign-in details go to a file the staff tests read).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// E2E_DATA_DIR (set by playwright.config.ts) lets the tests read the mail the site wrote
// (DATA_DIR/outbox); it is emptied first, so every run starts from a fresh database.
const given = process.env.E2E_DATA_DIR;
if (given) {
  rmSync(given, { recursive: true, force: true });
  mkdirSync(given, { recursive: true, mode: 0o700 });
}
const dataDir = given ?? mkdtempSync(path.join(tmpdir(), "dental-e2e-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  PAYMENTS: "test",
  // This server shows the template's sample content on purpose (npm run check:launch).
  ALLOW_PLACEHOLDERS: "1",
  // One address sends the whole suite; the limits themselves are tested in tests/http/site/pipeline.test.ts.
  RATE_LIMIT_MULTIPLIER: "100",
  MAIL: "file",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ADMIN_TOKEN: "e2e-staff-token-0123456789",
  // A production server encrypts medical histories with a key of its own: one for this run's database.
  HEALTH_DATA_KEYS: process.env.HEALTH_DATA_KEYS || `e2e:${randomBytes(32).toString("base64")}`,
};

const staff = { email: "e2e-admin@clinic.example", password: "e2e staff password 0123" };
const added = spawnSync(
  process.execPath,
  ["--import", "tsx", "scripts/staff.ts", "add", staff.email, "--role", "admin"],
  { env, input: `${staff.password}\n`, encoding: "utf8" },
);
const secret = /[?&]secret=([A-Z2-7]+)/.exec(added.stdout ?? "")?.[1];
if (added.status !== 0 || !secret) {
  process.stderr.write(`could not create the e2e staff account: ${added.stderr}\n`);
  process.exit(1);
}
// What some journeys find waiting, made by the services' own use cases before the server starts
// (one process at a time opens the embedded database): two sent treatment plans for
// tests/e2e/plan-page.spec.ts, three patients with or without a medical history for
// tests/e2e/staff-medical-history.spec.ts, and past days' attendance for tests/e2e/analytics.spec.ts.
for (const [seed, what] of [
  ["tests/support/plan-e2e-seed.ts", "treatment plans"],
  ["tests/support/health-e2e-seed.ts", "medical histories"],
  ["tests/support/attendance-e2e-seed.ts", "attendance records"],
]) {
  const made = spawnSync(process.execPath, ["--import", "tsx", seed], { env, encoding: "utf8" });
  if (made.status !== 0) {
    process.stderr.write(`could not make the e2e ${what}: ${made.stderr}\n`);
    process.exit(1);
  }
}
writeFileSync(e2eInfoFile(), JSON.stringify({ dataDir, staff: { ...staff, secret } }), { mode: 0o600 });

const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

/** Where the browser tests find the data directory and the staff account (one per port). */
function e2eInfoFile() {
  return path.join(tmpdir(), `dental-e2e-${process.env.PORT ?? "3210"}.json`);
}
