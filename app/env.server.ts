import { createHash } from "node:crypto";
import path from "node:path";
import { inspect } from "node:util";
import { z } from "zod";

/**
 * The only reader of process.env. Validated once, at start; a bad value stops the
 * process with a message naming the variable. Absent values choose offline defaults.
 */
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

/**
 * Where leads and booking notices go, and who mail is from, until the clinic says: reserved
 * `.example` addresses that reach nobody, so a production server refuses to start with them
 * (server/launch-check.ts), as it does with placeholder content.
 */
export const DEFAULT_CLINIC_INBOX = "clinic@clinic.example";
export const DEFAULT_MAIL_FROM = "Budapest Dental Clinic <no-reply@clinic.example>";

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public origin; defaults to http://localhost:<PORT>. */
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    /**
     * Proxies in front of the server whose X-Forwarded-For may be believed: a hop count
     * ('1'), or addresses / subnets ('127.0.0.1, 10.0.0.0/8', or Express's 'loopback').
     * Unset: none, so a client cannot choose its own address for the rate limits.
     */
    TRUST_PROXY: optionalText().pipe(
      z
        .string()
        .regex(/^(\d{1,2}|[\w.:/,\s-]+)$/, "should be a number of proxies or a list of addresses")
        .optional(),
    ),
    DATABASE_URL: optionalUrl,
    /** Longest wait for one database step (connect, query) before answering 503. */
    DB_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /**
     * Multiplies every rate-limit tier's allowance (app/endpoints.ts). Only for test servers
     * that send many requests from one address (the browser suite); 1 in real use.
     */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Where the contact form posts (Formspree protocol); empty means our own origin. */
    FORM_ENDPOINT: optionalUrl,
    CLINIC_INBOX: z.email().default(DEFAULT_CLINIC_INBOX),
    MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
    SMTP_URL: optionalUrl,
    /** `file` writes mail as .eml files; production needs it said out loud (as PAYMENTS=test). */
    MAIL: z.enum(["smtp", "file"]).optional(),
    STRIPE_SECRET_KEY: optionalText(),
    STRIPE_WEBHOOK_SECRET: optionalText(),
    /**
     * Twilio, for text messages (SMS, and WhatsApp when TWILIO_WHATSAPP_FROM is set): the account,
     * its auth token (which also signs Twilio's callbacks) and the SMS sender. All three or none;
     * none writes texts as files in DATA_DIR/outbox (app/services/messages/senders.server.ts).
     */
    TWILIO_ACCOUNT_SID: optionalText(),
    TWILIO_AUTH_TOKEN: optionalText(),
    TWILIO_SMS_FROM: optionalText(),
    TWILIO_WHATSAPP_FROM: optionalText(),
    /** Only for tests: where the Stripe SDK sends its requests. */
    STRIPE_API_BASE: optionalUrl,
    PAYMENTS: z.enum(["stripe", "test"]).optional(),
    SCHEDULER_URL: optionalUrl,
    /**
     * `1` lets a production server start while the content still has placeholders (sample
     * names, .example addresses…; `npm run check:launch`): for test and demo servers only.
     */
    ALLOW_PLACEHOLDERS: z.enum(["0", "1"]).optional(),
    /** Bearer token for the staff endpoints (leads export). */
    ADMIN_TOKEN: z.string().min(16).optional(),
    /**
     * Quote-form attachments go to this S3-compatible bucket when set (DATA_DIR/uploads
     * otherwise); the other S3_* settings say where and how (services/uploads/file-store.server.ts).
     */
    S3_BUCKET: optionalText(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** `1` for services that want host/bucket/key addresses (MinIO and most self-hosted ones). */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
    /**
     * The keys that encrypt medical histories (app/services/health/crypto.server.ts):
     * `<keyId>:<base64 of 32 bytes>`, comma-separated, the current one first. Unset outside
     * production: the development key (`dev`); a production server refuses to start without it.
     */
    HEALTH_DATA_KEYS: optionalText(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when PAYMENTS=stripe",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
      });
    }
    if (env.MAIL === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when MAIL=smtp" });
    }
    // The transport follows SMTP_URL; a file setting beside it would be silently ignored.
    if (env.MAIL === "file" && env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["MAIL"], message: "cannot be file while SMTP_URL is set" });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_SMS_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_ACCOUNT_SID"],
        message: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM are set together or not at all",
      });
    }
    if (env.TWILIO_WHATSAPP_FROM && !env.TWILIO_ACCOUNT_SID) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_WHATSAPP_FROM"],
        message: "needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM",
      });
    }
    const keyProblem = env.HEALTH_DATA_KEYS ? healthKeysProblem(env.HEALTH_DATA_KEYS) : undefined;
    if (keyProblem) ctx.addIssue({ code: "custom", path: ["HEALTH_DATA_KEYS"], message: keyProblem });
  });

export type Env = Omit<z.infer<typeof schema>, "SITE_URL" | "HEALTH_DATA_KEYS"> & {
  SITE_URL: string;
  dataDir: string;
  paymentsProvider: "stripe" | "test";
  mailProvider: "smtp" | "file";
  trustProxy: false | number | string[];
  /** HEALTH_DATA_KEYS, parsed (the development key when unset); the variable's text is not kept. */
  healthKeys: HealthKeyring;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const { HEALTH_DATA_KEYS, ...env } = result.data;
  return {
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    paymentsProvider: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test"),
    mailProvider: env.SMTP_URL ? "smtp" : "file",
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    healthKeys: HEALTH_DATA_KEYS ? parseHealthKeys(HEALTH_DATA_KEYS) : developmentHealthKeys(),
  };
}

/**
 * The keys medical histories are encrypted with (AES-256-GCM, 32 bytes each), by id: the first
 * is the current one, that every new version is written with; the others are only read, until
 * `npm run health:rekey` has rewritten what they wrote (rotation). The key bytes are private
 * fields: printing, logging or serialising a keyring shows its ids alone.
 */
export class HealthKeyring {
  readonly #keys: ReadonlyMap<string, Buffer>;
  /** The id of the key new versions are written with. */
  readonly currentId: string;
  /** The development key alone, taken because HEALTH_DATA_KEYS is unset. */
  readonly development: boolean;

  constructor(
    keys: readonly (readonly [id: string, key: Buffer])[],
    options: { development?: boolean } = {},
  ) {
    if (keys.length === 0) throw new Error("HEALTH_DATA_KEYS: a keyring needs a key");
    this.#keys = new Map(keys);
    this.currentId = keys[0][0];
    this.development = options.development ?? false;
  }

  /** Every key id, the current first. */
  get ids(): string[] {
    return [...this.#keys.keys()];
  }

  /** The key with this id, or undefined when the ring has none. */
  key(id: string): Buffer | undefined {
    return this.#keys.get(id);
  }

  toJSON() {
    return { currentId: this.currentId, ids: this.ids };
  }

  [inspect.custom]() {
    return `HealthKeyring(${this.ids.join(", ")})`;
  }
}

const HEALTH_KEY_ID = /^[a-z0-9-]{1,32}$/;
const HEALTH_KEY_BYTES = 32;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The development key's id: never accepted by a production server. */
const DEVELOPMENT_HEALTH_KEY_ID = "dev";

/**
 * The key a development or test server encrypts with when HEALTH_DATA_KEYS is unset: made from a
 * constant written here, so it is no secret at all (a production server refuses it).
 */
const developmentHealthKey = () =>
  createHash("sha256").update("budapest-dental-clinic: development health data key, not a secret").digest();

export const developmentHealthKeys = () =>
  new HealthKeyring([[DEVELOPMENT_HEALTH_KEY_ID, developmentHealthKey()]], { development: true });

/** Each entry of HEALTH_DATA_KEYS as an id and its text, without deciding anything. */
const healthKeyEntries = (value: string) =>
  value.split(",").map((entry) => {
    const at = entry.indexOf(":");
    return at === -1
      ? { id: entry.trim(), text: "" }
      : { id: entry.slice(0, at).trim(), text: entry.slice(at + 1).trim() };
  });

const keyBytes = (text: string): Buffer | undefined =>
  BASE64.test(text)
    ? Buffer.from(text, "base64")
    : BASE64URL.test(text)
      ? Buffer.from(text, "base64url")
      : undefined;

/**
 * What is wrong with a HEALTH_DATA_KEYS value, naming the entry by its position only: never its
 * key, nor its id (a value written wrongly may have its key where the id should be), since this
 * message is printed when the server refuses to start.
 */
function healthKeysProblem(value: string): string | undefined {
  const seen = new Set<string>();
  const entries = healthKeyEntries(value);
  for (const [index, { id, text }] of entries.entries()) {
    const which = `entry ${index + 1}`;
    if (!HEALTH_KEY_ID.test(id))
      return `${which}: should be <keyId>:<base64 of 32 bytes>, comma-separated, the key id of a-z, 0-9 and '-' (at most 32)`;
    if (seen.has(id)) return `${which}: its key id is given twice`;
    seen.add(id);
    if (keyBytes(text)?.length !== HEALTH_KEY_BYTES)
      return `${which}: the key should be exactly ${HEALTH_KEY_BYTES} bytes, written in base64`;
  }
  return undefined;
}

/** HEALTH_DATA_KEYS as a keyring; throws (naming the variable, never a key) when malformed. */
function parseHealthKeys(value: string): HealthKeyring {
  const problem = healthKeysProblem(value);
  if (problem) throw new Error(`Invalid environment configuration:\n  - HEALTH_DATA_KEYS: ${problem}`);
  return new HealthKeyring(healthKeyEntries(value).map(({ id, text }) => [id, keyBytes(text)!] as const));
}

/**
 * A production server encrypts health data with keys of its own: never without HEALTH_DATA_KEYS,
 * never with the development key (by its id or its bytes).
 */
export function healthKeySettingProblems(env: Pick<Env, "healthKeys">): string[] {
  if (env.healthKeys.development)
    return [
      "HEALTH_DATA_KEYS: is required in production (the keys medical histories are encrypted with: <keyId>:<base64 of 32 bytes>; docs/deploy.md)",
    ];
  const dev = developmentHealthKey();
  const usesDevelopmentKey = env.healthKeys.ids.some(
    (id) => id === DEVELOPMENT_HEALTH_KEY_ID || env.healthKeys.key(id)!.equals(dev),
  );
  return usesDevelopmentKey
    ? ["HEALTH_DATA_KEYS: the development key ('dev') is no secret and is refused in production"]
    : [];
}

/** Express's `trust proxy` value: false, a hop count, or a list of addresses. */
function trustProxySetting(value: string | undefined): false | number | string[] {
  if (!value || value === "0" || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The environment a child process (pg_dump, pg_restore) runs with: this one's, plus `extra`.
 * Here so that process.env keeps a single reader.
 */
export function childProcessEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * Whether this process is the test runner's (Vitest sets VITEST in its workers and in the
 * processes they start), and not a production server: what only tests may make cheaper, such
 * as the cost of hashing a staff password (app/services/staff/accounts.server.ts).
 */
export function underTestRunner(): boolean {
  return Boolean(process.env.VITEST) && process.env.NODE_ENV !== "production";
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Stripe without its webhook: a payer who closes the tab after paying would wait for the hold
 * sweep or the daily reconciliation, with the place shown as taken but nobody told.
 */
const MISSING_WEBHOOK_SECRET =
  "STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (Stripe's webhook is how a payment reaches its booking when the payer never comes back to the site; docs/deploy.md, Stripe)";

/** What is wrong with the payment settings for taking real payments (also said by check:launch). */
export function paymentSettingProblems(
  env: Pick<Env, "paymentsProvider" | "STRIPE_WEBHOOK_SECRET">,
): string[] {
  return env.paymentsProvider === "stripe" && !env.STRIPE_WEBHOOK_SECRET ? [MISSING_WEBHOOK_SECRET] : [];
}

/**
 * RATE_LIMIT_MULTIPLIER above 1 raises every rate limit (a hundredfold for the browser tests'
 * server): on a real server, it would let one address send a hundred times the forms, sign-in
 * guesses and pictures. Only a server taking test payments (PAYMENTS=test, as the browser tests'
 * server does) may raise it (also said by check:launch).
 */
export function rateLimitSettingProblems(env: Pick<Env, "RATE_LIMIT_MULTIPLIER" | "PAYMENTS">): string[] {
  const times = env.RATE_LIMIT_MULTIPLIER;
  return times > 1 && env.PAYMENTS !== "test"
    ? [
        `RATE_LIMIT_MULTIPLIER: must be 1 in production (it is ${times}: every rate limit ${times} times higher); only a test server with PAYMENTS=test may raise it`,
      ]
    : [];
}

/**
 * Checks made when the server starts (not at build time): a production server never takes
 * test payments unless told to with PAYMENTS=test, never takes Stripe payments without
 * Stripe's webhook, never writes patients' mail to files instead of sending it unless told
 * to with MAIL=file, never raises its rate limits unless it takes test payments, and never
 * encrypts health data without keys of its own (HEALTH_DATA_KEYS).
 */
export function assertSafeToServe(env: Env): void {
  if (env.NODE_ENV !== "production") return;
  const problems: string[] = [...paymentSettingProblems(env), ...rateLimitSettingProblems(env)];
  if (env.paymentsProvider === "test" && env.PAYMENTS !== "test") {
    problems.push(
      "STRIPE_SECRET_KEY: is required in production (or set PAYMENTS=test to take test payments on purpose)",
    );
  }
  if (env.mailProvider === "file" && env.MAIL !== "file") {
    problems.push(
      "SMTP_URL: is required in production (or set MAIL=file to write mail to .eml files under DATA_DIR/outbox on purpose)",
    );
  }
  problems.push(...healthKeySettingProblems(env));
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}
