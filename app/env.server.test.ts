import { describe, expect, it } from "vitest";
import { assertSafeToServe, parseEnv } from "./env.server";

describe("configuration", () => {
  it("chooses offline defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.paymentsProvider).toBe("test");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "nonsense" })).toThrow(/DATABASE_URL/);
  });

  it("uses Stripe when a key is set", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" }).paymentsProvider).toBe("stripe");
  });

  it("refuses test payments in production unless asked for", () => {
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production" }))).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", PAYMENTS: "test" }))).not.toThrow();
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" })),
    ).not.toThrow();
  });
});
