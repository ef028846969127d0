import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { hashPassword, PRODUCTION_SCRYPT_COST, SCRYPT_COST, verifyPassword } from "./accounts.server";

/** SCRYPT_COST as a process outside the test runner sees it, with the given environment. */
async function costOutsideTests(env: Record<string, string>): Promise<unknown> {
  const { VITEST: _runner, VITEST_WORKER_ID: _worker, VITEST_POOL_ID: _pool, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      'const { SCRYPT_COST } = await import("./app/services/staff/accounts.server.ts"); process.stdout.write(JSON.stringify(SCRYPT_COST));',
    ],
    { env: { ...inherited, ...env } },
  );
  return JSON.parse(stdout);
}

describe("the cost staff passwords are hashed at", () => {
  it("is OWASP's scrypt setting (N 2^15, r 8, p 3) for every process but the test runner's", async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 32768, r: 8, p: 3 });
    expect(await costOutsideTests({ NODE_ENV: "production" })).toEqual(PRODUCTION_SCRYPT_COST);
    expect(await costOutsideTests({ NODE_ENV: "development" })).toEqual(PRODUCTION_SCRYPT_COST);
    // A production server never hashes cheaply, even if started with the runner's variable.
    expect(await costOutsideTests({ NODE_ENV: "production", VITEST: "true" })).toEqual(PRODUCTION_SCRYPT_COST);
  }, 60_000);

  it("is lower under the test runner, stored with the hash, and a production-cost hash still verifies", async () => {
    expect(SCRYPT_COST.N).toBeLessThan(PRODUCTION_SCRYPT_COST.N);
    const cheap = await hashPassword("a long staff password");
    expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", ...Object.values(SCRYPT_COST).map(String)]);
    expect(await verifyPassword("a long staff password", cheap)).toBe(true);
    // A hash made at the production cost (as every real account's is) verifies by its own parameters.
    const real = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'const { hashPassword } = await import("./app/services/staff/accounts.server.ts"); process.stdout.write(await hashPassword("a long staff password"));',
      ],
      { env: { ...process.env, VITEST: "", NODE_ENV: "production" } },
    );
    expect(real.stdout.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "3"]);
    expect(await verifyPassword("a long staff password", real.stdout)).toBe(true);
    expect(await verifyPassword("another password", real.stdout)).toBe(false);
  }, 60_000);
});
