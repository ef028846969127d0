/**
 * Payments: the provider's webhook events already handled, and the built-in test-mode
 * provider's checkout sessions. One of the owner files app/db/schema.ts gathers.
 */
import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Payment-provider webhook events already handled: a replay changes nothing. */
export const processedEvents = pgTable("processed_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Checkout sessions of the built-in test-mode payment provider (never used with Stripe). */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  status: text("status", { enum: ["open", "paid", "cancelled", "expired", "refunded"] })
    .notNull()
    .default("open"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  /** What is paid for: a consultation day's place (its date), or a treatment plan's deposit. */
  purpose: text("purpose", { enum: ["consultation-day", "plan-deposit"] })
    .notNull()
    .default("consultation-day"),
  /** The consultation day paid for; none for a deposit. */
  eventDate: date("event_date"),
  /** What the page says is being paid (a deposit's line: "Treatment plan TP-… deposit"). */
  description: text("description"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  customerEmail: text("customer_email"),
  customerName: text("customer_name"),
  customerPhone: text("customer_phone"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});
