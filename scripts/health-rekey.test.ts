import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/client.server";
import { HealthKeyring } from "../app/env.server";
import { exportHistory } from "../app/services/health/gdpr.server";
import { submitHistory } from "../app/services/health/submit.server";
import { testContext } from "../tests/support/context";
import { historyInput, historyToken, storedVersions } from "../tests/support/health";
import { paidConsultation } from "../tests/support/plans";

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const keys = (...entries: [string, Buffer][]) =>
  entries.map(([id, key]) => `${id}:${key.toString("base64")}`).join(",");

/** Runs `npm run health:rekey` as a person would: exit code, stdout, stderr. */
function rekey(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/health-rekey.ts"],
      // Test code only: the script reads its settings through env.server.ts.
      { env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", LOG_LEVEL: "silent", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

// Each run starts a process and an embedded database: slow on a busy two-core machine.
describe("npm run health:rekey", { timeout: 120_000 }, () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "health-rekey-"));
    dataDir = path.join(root, "data");
    const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    const ctx = testContext(database, {
      settings: { healthKeys: new HealthKeyring([["a", keyA]]) },
      now: new Date("2027-02-20T10:00:00Z"),
    });
    const booking = await paidConsultation(ctx);
    const token = await historyToken(ctx, { bookingId: booking.id });
    await submitHistory(ctx, token, historyInput("Anne Leroy"));
    await submitHistory(ctx, token, historyInput("Anne Leroy"));
    await database.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("refuses a production run with the development key", async () => {
    const run = await rekey({ NODE_ENV: "production", DATA_DIR: dataDir, HEALTH_DATA_KEYS: "" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("HEALTH_DATA_KEYS: is required in production");
  });

  it("stops at a version whose key is not in the ring, and says which", async () => {
    const run = await rekey({ DATA_DIR: dataDir, HEALTH_DATA_KEYS: keys(["b", keyB]) });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /version 1: its key 'a' is not in HEALTH_DATA_KEYS\. Nothing after it was re-encrypted/,
    );
  });

  it("rewrites every version under the first key, then has nothing left to do; the new key alone reads them", async () => {
    const env = { DATA_DIR: dataDir, HEALTH_DATA_KEYS: keys(["b", keyB], ["a", keyA]) };
    const first = await rekey(env);
    expect(first.stderr).toBe("");
    expect(first.stdout).toBe(
      "Re-encrypted 2 medical history versions: every version is now under the key 'b'. The other keys of HEALTH_DATA_KEYS can be removed.\n",
    );
    expect((await rekey(env)).stdout).toMatch(/^Re-encrypted 0 medical history versions/);
    const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    try {
      const ctx = testContext(database, { settings: { healthKeys: new HealthKeyring([["b", keyB]]) } });
      expect((await storedVersions(ctx)).map((v) => v.key_id)).toEqual(["b", "b"]);
      expect((await exportHistory(ctx, "anne@example.com")).map((v) => v.confirmedName)).toEqual([
        "Anne Leroy",
        "Anne Leroy",
      ]);
    } finally {
      await database.close();
    }
  });
});
