/**
 * State every app server shares through the database: generated secrets, rate-limit counters,
 * form submissions' idempotency keys and the settings administrators change. One of the owner
 * files app/db/schema.ts gathers.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Secrets the app servers share, made on first use (the key that signs patients' manage-booking
 * links): in the database, so every app server signs and checks with the same one.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters, one row per tier and client (fixed windows). In the database so they
 * survive a restart and are shared by every app server.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of form submissions (kept 24 h): a repeat of a key answers what the
 * first submission answered, and stores and sends nothing new.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    /** What the first submission was answered with. */
    response: jsonb("response").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/**
 * The clinic's settings that administrators change in the back office (not the environment's):
 * one row per setting, its value as JSON, who changed it last (an account id) and when. Today:
 * `passkeys-required` (app/services/staff/passkeys.server.ts).
 */
export const clinicSettings = pgTable("clinic_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  /** The account that changed it last; no foreign key, so this file needs none of the staff tables. */
  updatedBy: uuid("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
