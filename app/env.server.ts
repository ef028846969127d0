import path from "node:path";
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

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public origin; defaults to http://localhost:<PORT>. */
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Where the contact form posts (Formspree protocol); empty means our own origin. */
    FORM_ENDPOINT: optionalUrl,
    CLINIC_INBOX: z.email().default("clinic@clinic.example"),
    MAIL_FROM: z.string().default("Budapest Dental Clinic <no-reply@clinic.example>"),
    SMTP_URL: optionalUrl,
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** Only for tests: where the Stripe SDK sends its requests. */
    STRIPE_API_BASE: optionalUrl,
    PAYMENTS: z.enum(["stripe", "test"]).optional(),
    SCHEDULER_URL: optionalUrl,
    /** Bearer token for the staff endpoints (leads export). */
    ADMIN_TOKEN: z.string().min(16).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when PAYMENTS=stripe",
      });
    }
  });

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & {
  SITE_URL: string;
  dataDir: string;
  paymentsProvider: "stripe" | "test";
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    paymentsProvider: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test"),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Checks made when the server starts (not at build time): a production server never takes
 * test payments unless told to with PAYMENTS=test.
 */
export function assertSafeToServe(env: Env): void {
  if (env.NODE_ENV === "production" && env.paymentsProvider === "test" && env.PAYMENTS !== "test") {
    throw new Error(
      "Invalid environment configuration:\n  - STRIPE_SECRET_KEY: is required in production (or set PAYMENTS=test to take test payments on purpose)",
    );
  }
}
