/**
 * The newsletter's subscribers (double opt-in). One of the owner files app/db/schema.ts gathers
 * for drizzle-kit and the database client; the codes they redeem are in ./discount-schema.ts.
 */
import { sql } from "drizzle-orm";
import { locales } from "../content/locales";
import { check, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Double opt-in: pending until the address's owner clicks the link we emailed; only confirmed
 * (and not unsubscribed) addresses ever get a newsletter (services/newsletter/newsletter.server.ts).
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one row per address. */
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    consentVersion: text("consent_version").notNull(),
    /** When the popup was sent (the consent asked for; it counts once confirmed). */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language the patient used (app/content/locales.ts): their emails are written in it. */
    language: text("language", { enum: locales }).notNull().default("en"),
    sourcePage: text("source_page"),
    /** sha256 of the latest confirmation link's token: the token itself is only in the email. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The subscriber's own 10% code, given on confirmation. */
    discountCode: text("discount_code"),
    /**
     * The unsubscribe link's token. Kept as is (not hashed) because every newsletter must carry
     * the same working link; all it can do is unsubscribe this address.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscribers_discount_code_key").on(t.discountCode),
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
