/**
 * Enquiries: contact and quote requests (leads), staff's notes and history on them, the reply
 * templates sent from a lead's page, the files sent with a quote, and honeypot catches.
 * One of the owner files app/db/schema.ts gathers for drizzle-kit and the database client.
 */
import { sql } from "drizzle-orm";
import { locales } from "../content/locales";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leadStatuses } from "../lib/lead-status";
import { createdAt, visitColumns } from "./columns";
import { staffAccounts } from "./staff-schema";

/** Every contact and quote request. Stored before the visitor is answered. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: text("form_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    treatment: text("treatment"),
    message: text("message"),
    /** Any other fields the form sent, as sent. */
    extra: jsonb("extra").$type<Record<string, string>>().notNull().default({}),
    /** The language the patient used (app/content/locales.ts): their emails are written in it. */
    language: text("language", { enum: locales }).notNull().default("en"),
    sourcePage: text("source_page"),
    consentVersion: text("consent_version").notNull(),
    /**
     * sha256 of form id, email and message: an identical submission within minutes is the
     * same lead (a double click, a resent form), see services/leads/leads.server.ts.
     */
    fingerprint: text("fingerprint"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** The staff member working this lead (the back office's assignee). */
    assigneeId: uuid("assignee_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /**
     * When the clinic first answered (a reply sent from the back office, or the status moved on
     * from "new"): null is the inbox's "unanswered" view.
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** A newsletter code redeemed with this lead ('BDC10-…', ./discount-schema.ts). */
    discountCode: text("discount_code"),
    ...visitColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    // The staff search (app/services/patients/search.server.ts): parts of names and addresses, and
    // phone numbers compared as their digits alone, whatever spaces or signs were typed.
    index("leads_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("leads_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("leads_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index("leads_email_lower_idx").on(sql`lower(${t.email})`),
    index("leads_unanswered_idx")
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
    index("leads_fingerprint_idx").on(t.fingerprint, t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
    check(
      "leads_status_check",
      sql`${t.status} in ('new', 'contacted', 'quote_sent', 'booked', 'closed', 'not_interested')`,
    ),
  ],
);

/** Staff notes on a lead, oldest first. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A lead's history, oldest first: received, each reply sent, status and assignee changes, notes;
 * who did it (null: the site itself) and the facts of it (ids, statuses, a template's name).
 */
export const leadEventKinds = ["received", "reply", "status", "assignee", "note", "file"] as const;
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    kind: text("kind", { enum: leadEventKinds }).notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.at)],
);

/** Replies the clinic writes once and sends from a lead's page (a quote, an X-ray request, …). */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("reply_templates_name_key").on(t.name)],
);

/**
 * X-rays and photos sent with a quote request (services/uploads/lead-files.server.ts). The bytes are in
 * the file store (DATA_DIR/uploads or S3), named by `id`, a random id: never by the patient's
 * file name, never under anything the web server serves. A row whose `lead_id` is null is
 * waiting for its bytes to be deleted (its lead was erased, or its retention period ended):
 * the purge deletes the bytes first and the row after, so a store that is down only delays it.
 */
export const leadFiles = pgTable(
  "lead_files",
  {
    /** Random (128 bits, base64url): the store's key and the staff link's subject. */
    id: text("id").primaryKey(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The name the patient's device gave it, cleaned, for staff to recognise (never a path). */
    fileName: text("file_name").notNull(),
    /** As stored, after re-encoding: image/jpeg, image/png or application/pdf. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_files_lead_idx").on(t.leadId), index("lead_files_created_at_idx").on(t.createdAt)],
);

/** Submissions that filled the honeypot: kept apart so they never reach staff as leads. */
export const spamSubmissions = pgTable("spam_submissions", {
  id: serial("id").primaryKey(),
  formId: text("form_id").notNull(),
  payload: jsonb("payload").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
