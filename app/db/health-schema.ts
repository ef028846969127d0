/**
 * Medical histories (app/services/health/README.md): one per person, found by their email, and
 * every version they submitted, encrypted. Nothing about their health is in plain text here: not
 * an answer, a flag or the name they typed; only the email, the language, version numbers,
 * times and which key encrypted a version. One of the owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { locales } from "../content/locales";
import { createdAt } from "./columns";
import { consultationBookings } from "./consultation-schema";
import { outbox } from "./outbox-schema";

/** A person's medical history: its versions hold the answers. */
export const medicalHistories = pgTable(
  "medical_histories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The person's address, lower-cased and trimmed: whose history it is. */
    email: text("email").notNull(),
    /** The language of the latest submission. */
    language: text("language", { enum: locales }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("medical_histories_email_key").on(t.email),
    check("medical_histories_email_check", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/**
 * Each submission, never changed afterwards (but re-encrypted under a new key by the rekey).
 * The answers are AES-256-GCM ciphertext (base64) under the key `key_id`, with a fresh 12-byte
 * IV, and bound to (history id, version) as additional data, so a row copied anywhere else
 * fails to decrypt (app/services/health/crypto.server.ts).
 */
export const medicalHistoryVersions = pgTable(
  "medical_history_versions",
  {
    historyId: uuid("history_id")
      .notNull()
      .references(() => medicalHistories.id, { onDelete: "cascade" }),
    /** 1, 2, …: each submission is the next. */
    version: integer("version").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    /** The language the form was filled in. */
    language: text("language", { enum: locales }).notNull(),
    /** Which key of HEALTH_DATA_KEYS encrypted it. */
    keyId: text("key_id").notNull(),
    iv: text("iv").notNull(),
    ciphertext: text("ciphertext").notNull(),
    authTag: text("auth_tag").notNull(),
  },
  (t) => [
    primaryKey({ name: "medical_history_versions_pkey", columns: [t.historyId, t.version] }),
    index("medical_history_versions_key_id_idx").on(t.keyId),
    check("medical_history_versions_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * The reminder to fill in a medical history, 7 days before a booking's day: one row per booking
 * once it is decided on (claimed before its outbox row is queued, so two servers queue one).
 */
export const medicalHistoryReminders = pgTable("medical_history_reminders", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => consultationBookings.id, { onDelete: "cascade" }),
  /** The email queued; null once the outbox row is gone (withdrawn before it went, or erased). */
  outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
