import { describe, expect, it } from "vitest";
import { poolSettings } from "./client.server";

describe("poolSettings", () => {
  it.each([100, 1000, 5000, 120_000])(
    "with a %i ms deadline: lock wait < statement < client wait, none of them off",
    (deadline) => {
      const settings = poolSettings("postgres://127.0.0.1/test", deadline);
      expect(settings.connectionTimeoutMillis).toBe(deadline);
      expect(settings.query_timeout).toBe(deadline);
      expect(settings.statement_timeout).toBeGreaterThan(0);
      expect(settings.statement_timeout).toBeLessThan(deadline);
      expect(settings.lock_timeout).toBeGreaterThan(0);
      expect(settings.lock_timeout).toBeLessThan(settings.statement_timeout as number);
      expect(settings.idle_in_transaction_session_timeout).toBeGreaterThanOrEqual(60_000);
    },
  );

  it("gives the server half a second to cancel a slow statement under the default 5 s deadline", () => {
    expect(poolSettings("postgres://127.0.0.1/test", 5000)).toMatchObject({
      statement_timeout: 4500,
      lock_timeout: 2250,
      query_timeout: 5000,
    });
  });
});
