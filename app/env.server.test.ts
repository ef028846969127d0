import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { assertSafeToServe, parseEnv } from "./env.server";

/** Keys of a production server's own (made up here): health data is never encrypted without them. */
const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");
const keys = { HEALTH_DATA_KEYS: `2027-a:${keyA}` };

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

  it("takes Twilio's settings all together or not at all, and says which", () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: "AC0123",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_SMS_FROM: "+447700900000",
    };
    expect(parseEnv(twilio).TWILIO_ACCOUNT_SID).toBe("AC0123");
    expect(parseEnv({}).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(() => parseEnv({ ...twilio, TWILIO_SMS_FROM: " " })).toThrow(
      /TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM are set together or not at all/,
    );
    expect(() => parseEnv({ TWILIO_WHATSAPP_FROM: "+3612345678" })).toThrow(/TWILIO_WHATSAPP_FROM: needs/);
  });

  it("uses Stripe when a key is set", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" }).paymentsProvider).toBe("stripe");
  });

  it("refuses test payments in production unless asked for", () => {
    const mail = { SMTP_URL: "smtp://mail.example:587" };
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, ...mail }))).toThrow(
      /STRIPE_SECRET_KEY: is required in production \(or set PAYMENTS=test/,
    );
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, PAYMENTS: "test", ...mail })),
    ).not.toThrow();
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, ...stripe, ...mail })),
    ).not.toThrow();
  });

  it("refuses Stripe without its webhook secret in production: a payer who closes the tab would wait for the sweep", () => {
    const mail = { SMTP_URL: "smtp://mail.example:587" };
    expect(() =>
      assertSafeToServe(
        parseEnv({ NODE_ENV: "production", ...keys, STRIPE_SECRET_KEY: "sk_live_x", ...mail }),
      ),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/);
    // Outside production the offline default needs no word; test payments need no webhook.
    expect(() => assertSafeToServe(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" }))).not.toThrow();
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, PAYMENTS: "test", ...mail })),
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
    expect(() => assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, ...payments }))).toThrow(
      /SMTP_URL: is required in production \(or set MAIL=file/,
    );
    expect(() =>
      assertSafeToServe(parseEnv({ NODE_ENV: "production", ...keys, MAIL: "file", ...payments })),
    ).not.toThrow();
    expect(() =>
      assertSafeToServe(
        parseEnv({ NODE_ENV: "production", ...keys, SMTP_URL: "smtp://mail.example:587", ...payments }),
      ),
    ).not.toThrow();
    // Outside production the offline default needs no word.
    expect(() => assertSafeToServe(parseEnv({}))).not.toThrow();
  });

  it("refuses RATE_LIMIT_MULTIPLIER above 1 in production unless payments are in test mode (a test server)", () => {
    const live = {
      NODE_ENV: "production",
      ...keys,
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
        parseEnv({
          NODE_ENV: "production",
          ...keys,
          PAYMENTS: "test",
          MAIL: "file",
          RATE_LIMIT_MULTIPLIER: "100",
        }),
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
      expect.stringMatching(/^ {2}- HEALTH_DATA_KEYS: is required in production/),
    ]);
  });

  it("gives the database 5 seconds per step unless DB_DEADLINE_MS says otherwise", () => {
    expect(parseEnv({}).DB_DEADLINE_MS).toBe(5000);
    expect(parseEnv({ DB_DEADLINE_MS: "1500" }).DB_DEADLINE_MS).toBe(1500);
    expect(() => parseEnv({ DB_DEADLINE_MS: "soon" })).toThrow(/DB_DEADLINE_MS/);
    expect(() => parseEnv({ DB_DEADLINE_MS: "5" })).toThrow(/DB_DEADLINE_MS/);
  });

  describe("HEALTH_DATA_KEYS", () => {
    it("reads the keys, the first the current one; unset outside production, the development key 'dev'", () => {
      const ring = parseEnv({ HEALTH_DATA_KEYS: ` 2027-b:${keyB} , 2027-a:${keyA} ` }).healthKeys;
      expect(ring.currentId).toBe("2027-b");
      expect(ring.ids).toEqual(["2027-b", "2027-a"]);
      expect(ring.key("2027-a")).toEqual(Buffer.from(keyA, "base64"));
      expect(
        parseEnv({
          HEALTH_DATA_KEYS: `a:${Buffer.from(keyA, "base64").toString("base64url")}`,
        }).healthKeys.key("a"),
      ).toEqual(Buffer.from(keyA, "base64"));
      expect(parseEnv({}).healthKeys.ids).toEqual(["dev"]);
      expect(parseEnv({ HEALTH_DATA_KEYS: "" }).healthKeys.ids).toEqual(["dev"]);
    });

    it("refuses a malformed value in any mode, naming the variable and the entry but never a key", () => {
      const short = randomBytes(31).toString("base64");
      for (const [value, problem] of [
        [`a:${short}`, "entry 1: the key should be exactly 32 bytes"],
        [`a:${keyA},b:${short}`, "entry 2: the key should be exactly 32 bytes"],
        [`Upper:${keyA}`, "entry 1: should be <keyId>:<base64 of 32 bytes>"],
        [keyA, "entry 1: should be <keyId>:<base64 of 32 bytes>"],
        [`${"x".repeat(33)}:${keyA}`, "entry 1: should be <keyId>:<base64 of 32 bytes>"],
        [`a:${keyA},a:${keyB}`, "entry 2: its key id is given twice"],
        [`a:not base64!`, "entry 1: the key should be exactly 32 bytes"],
        [`a:${keyA},`, "entry 2: should be <keyId>:<base64 of 32 bytes>"],
      ] as const)
        for (const mode of ["development", "test", "production"]) {
          let message = "";
          try {
            parseEnv({ NODE_ENV: mode, HEALTH_DATA_KEYS: value });
          } catch (error) {
            message = (error as Error).message;
          }
          expect(message).toContain(`HEALTH_DATA_KEYS: ${problem}`);
          for (const secret of [keyA, keyB, short]) expect(message).not.toContain(secret);
        }
    });

    it("refuses production without it, and with the development key (by its id or its bytes)", () => {
      const live = { NODE_ENV: "production", PAYMENTS: "test", MAIL: "file" };
      expect(() => assertSafeToServe(parseEnv(live))).toThrow(/HEALTH_DATA_KEYS: is required in production/);
      const devKey = parseEnv({}).healthKeys.key("dev")!;
      expect(() =>
        assertSafeToServe(
          parseEnv({ ...live, HEALTH_DATA_KEYS: `dev:${randomBytes(32).toString("base64")}` }),
        ),
      ).toThrow(/HEALTH_DATA_KEYS: the development key \('dev'\) is no secret/);
      expect(() =>
        assertSafeToServe(
          parseEnv({ ...live, HEALTH_DATA_KEYS: `a:${keyA},old:${devKey.toString("base64")}` }),
        ),
      ).toThrow(/development key/);
      expect(() => assertSafeToServe(parseEnv({ ...live, ...keys }))).not.toThrow();
      // Outside production the development key needs no word.
      expect(() => assertSafeToServe(parseEnv({}))).not.toThrow();
    });

    it("shows key ids, never keys, when the configuration is printed or logged", () => {
      const env = parseEnv(keys);
      const shown = `${JSON.stringify(env)} ${inspect(env, { depth: 5 })}`;
      expect(shown).toContain("2027-a");
      expect(shown).not.toContain(keyA);
      expect(shown).not.toContain(Buffer.from(keyA, "base64").toString("hex"));
      expect(JSON.stringify(env.healthKeys)).toBe('{"currentId":"2027-a","ids":["2027-a"]}');
    });
  });
});
