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
    const mail = { SMTP_URL: "smtp://mail.example:587" };
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", ...mail }))).toThrow(
      /STRIPE_SECRET_KEY: is required in production \(or set PAYMENTS=test/,
    );
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", PAYMENTS: "test", ...mail })),
    ).not.toThrow();
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", ...stripe, ...mail }))).not.toThrow();
  });

  it("refuses Stripe without its webhook secret in production: a payer who closes the tab would wait for the sweep", () => {
    const mail = { SMTP_URL: "smtp://mail.example:587" };
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x", ...mail })),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/);
    // Outside production the offline default needs no word; test payments need no webhook.
    expect(() => assertSafeToServe(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" }))).not.toThrow();
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", PAYMENTS: "test", ...mail })),
    ).not.toThrow();
  });

  it("writes mail to files by default and sends it through SMTP when SMTP_URL is set", () => {
    expect(parseEnv({}).mailProvider).toBe("file");
    expect(parseEnv({ MAIL: "file" }).mailProvider).toBe("file");
    expect(parseEnv({ SMTP_URL: "smtp://mail.example:587" }).mailProvider).toBe("smtp");
    expect(parseEnv({ MAIL: "smtp", SMTP_URL: "smtp://mail.example:587" }).mailProvider).toBe("smtp");
  });

  it("names the mail setting that contradicts another", () => {
    expect(() => parseEnv({ MAIL: "smtp" })).toThrow(/SMTP_URL: is required when MAIL=smtp/);
    expect(() => parseEnv({ MAIL: "file", SMTP_URL: "smtp://mail.example:587" })).toThrow(
      /MAIL: cannot be file while SMTP_URL is set/,
    );
    expect(() => parseEnv({ MAIL: "pigeon" })).toThrow(/MAIL/);
  });

  it("refuses file mail in production unless asked for with MAIL=file", () => {
    const payments = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", ...payments }))).toThrow(
      /SMTP_URL: is required in production \(or set MAIL=file/,
    );
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", MAIL: "file", ...payments })),
    ).not.toThrow();
    expect(() =>
      assertSafeToServe(
        parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587", ...payments }),
      ),
    ).not.toThrow();
    // Outside production the offline default needs no word.
    expect(() => assertSafeToServe(parseEnv({}))).not.toThrow();
  });

  it("refuses RATE_LIMIT_MULTIPLIER above 1 in production unless payments are in test mode (a test server)", () => {
    const live = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.example:587",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expect(() => assertSafeToServe(parseEnv({ ...live, RATE_LIMIT_MULTIPLIER: "100" }))).toThrow(
      /RATE_LIMIT_MULTIPLIER: must be 1 in production \(it is 100: every rate limit 100 times higher\)/,
    );
    expect(() => assertSafeToServe(parseEnv({ ...live, RATE_LIMIT_MULTIPLIER: "2" }))).toThrow(
      /RATE_LIMIT_MULTIPLIER/,
    );
    expect(() => assertSafeToServe(parseEnv({ ...live, RATE_LIMIT_MULTIPLIER: "1" }))).not.toThrow();
    expect(() => assertSafeToServe(parseEnv(live))).not.toThrow();
    // The browser tests' server (scripts/e2e-server.mjs): production, test payments, file mail.
    expect(() =>
      assertSafeToServe(
        parseEnv({ NODE_ENV: "production", PAYMENTS: "test", MAIL: "file", RATE_LIMIT_MULTIPLIER: "100" }),
      ),
    ).not.toThrow();
    // Outside production, any test server may raise it.
    expect(() => assertSafeToServe(parseEnv({ RATE_LIMIT_MULTIPLIER: "100" }))).not.toThrow();
  });

  it("lists every production problem at once", () => {
    let message = "";
    try {
      assertSafeToServe(parseEnv({ NODE_ENV: "production" }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      "Invalid environment configuration:",
      expect.stringMatching(/^ {2}- STRIPE_SECRET_KEY: /),
      expect.stringMatching(/^ {2}- SMTP_URL: /),
    ]);
  });

  it("gives the database 5 seconds per step unless DB_DEADLINE_MS says otherwise", () => {
    expect(parseEnv({}).DB_DEADLINE_MS).toBe(5000);
    expect(parseEnv({ DB_DEADLINE_MS: "1500" }).DB_DEADLINE_MS).toBe(1500);
    expect(() => parseEnv({ DB_DEADLINE_MS: "soon" })).toThrow(/DB_DEADLINE_MS/);
    expect(() => parseEnv({ DB_DEADLINE_MS: "5" })).toThrow(/DB_DEADLINE_MS/);
  });
});
