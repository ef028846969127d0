import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../tests/support/database";
import { logger } from "~/lib/logger.server";
import { checkReadiness } from "./readiness.server";

describe.each(testBackends())("checkReadiness on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  it("is ready while the database answers", async () => {
    expect(await checkReadiness(database, 1000)).toEqual({ ready: true, database: "ok" });
  });
});

describe("checkReadiness when the database never answers", () => {
  it("says unreachable within its deadline, logs it once, and logs the recovery", async () => {
    const warn = vi.spyOn(logger, "warn");
    const info = vi.spyOn(logger, "info");
    let answering = false;
    // A handle whose ping hangs until told otherwise (the PostgreSQL version, through a stalled
    // proxy, is in app/db/database-faults.test.ts).
    const database = { ping: () => (answering ? Promise.resolve() : new Promise<void>(() => undefined)) };
    try {
      const started = performance.now();
      expect(await checkReadiness(database, 200)).toEqual({ ready: false, database: "unreachable" });
      expect(performance.now() - started).toBeLessThan(700);
      expect(await checkReadiness(database, 50)).toEqual({ ready: false, database: "unreachable" });
      const notReady = warn.mock.calls.filter((call) =>
        call.includes("not ready: the database did not answer"),
      );
      expect(notReady).toHaveLength(1);

      answering = true;
      expect(await checkReadiness(database, 200)).toEqual({ ready: true, database: "ok" });
      expect(
        info.mock.calls.filter((call) => call.includes("ready again: the database answers")),
      ).toHaveLength(1);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it("says unreachable at once when the ping fails", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const database = { ping: () => Promise.reject(refused) };
    expect(await checkReadiness(database, 5000)).toEqual({ ready: false, database: "unreachable" });
  });
});
