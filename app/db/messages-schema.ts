/**
 * Text messages (app/services/messages): the numbers that said STOP, and the texts counted
 * against the clinic's monthly cap. The texts themselves are outbox rows (./outbox-schema.ts).
 * One of the owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * A number no text may go to: it replied STOP (or the provider reported its opt-out), or the
 * patient or staff turned texts off for it. START (or the patient choosing texts again) removes it.
 */
export const textOptOuts = pgTable(
  "text_opt_outs",
  {
    /** E.164 ('+447700900123'). */
    phone: text("phone").primaryKey(),
    source: text("source", { enum: ["stop-reply", "provider", "patient", "staff"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("text_opt_outs_source_check", sql`${t.source} in ('stop-reply', 'provider', 'patient', 'staff')`)],
);

/**
 * Texts counted against the monthly cap, per calendar month in Budapest ('2026-11'): a text takes
 * its place here (an update that refuses to pass the cap) before it is sent, so that two servers
 * never send more than the cap between them.
 */
export const textMonthCounts = pgTable(
  "text_month_counts",
  {
    month: text("month").primaryKey(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [check("text_month_counts_sent_check", sql`${t.sent} >= 0`)],
);
