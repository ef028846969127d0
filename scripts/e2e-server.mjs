// Starts the built site for the e2e suite: a fresh embedded database in a temporary
// directory, test-mode payments, mail written to files.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "dental-e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PAYMENTS: "test",
    // This server shows the template's sample content on purpose (npm run check:launch).
    ALLOW_PLACEHOLDERS: "1",
    // One address sends the whole suite; the limits themselves are tested in server/pipeline.test.ts.
    RATE_LIMIT_MULTIPLIER: "100",
    MAIL: "file",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_TOKEN: "e2e-staff-token-0123456789",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
