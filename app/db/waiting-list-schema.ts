/**
 * The waiting list for full consultation days (app/services/bookings/waiting-list*.server.ts).
 * One of the owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import { locales } from "../content/locales";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { textChannels } from "../lib/text-channels";
import { consultationBookings } from "./consultation-schema";

/**
 * waiting: in the queue; offered: a freed place is held for them until `offer_expires_at`;
 * booked: they took it (a checkout was started from the offer: `booking_id`); passed: the offer
 * ran out untaken and went to the next; left: they took themselves off; closed: the day closed
 * or went by.
 */
export const waitingListStatuses = ["waiting", "offered", "booked", "passed", "left", "closed"] as const;

/** One person waiting for a place on one full day, first come first offered. */
export const waitingListEntries = pgTable(
  "waiting_list_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventDate: date("event_date").notNull(),
    status: text("status", { enum: waitingListStatuses }).notNull().default("waiting"),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name"),
    /** As typed, with its country code; needed for texts only. */
    phone: text("phone"),
    /** Offers by text as well as email, with the patient's consent (as on a booking). */
    textChannel: text("text_channel", { enum: textChannels }).notNull().default("none"),
    textConsentAt: timestamp("text_consent_at", { withTimezone: true }),
    language: text("language", { enum: locales }).notNull().default("en"),
    /** SHA-256 of the entry's private link's token (the link shows the entry, its offer, leaving). */
    tokenHash: text("token_hash").notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    /** An offer holds a place until then; after it the place passes to the next. */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** The checkout started from the offer. */
    bookingId: uuid("booking_id").references(() => consultationBookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waiting_list_entries_token_hash_key").on(t.tokenHash),
    // One place in the queue per person per day.
    uniqueIndex("waiting_list_entries_active_email_key")
      .on(t.eventDate, t.email)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waiting_list_entries_queue_idx").on(t.eventDate, t.status, t.createdAt),
    check("waiting_list_entries_email_check", sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      "waiting_list_entries_status_check",
      sql`${t.status} in ('waiting', 'offered', 'booked', 'passed', 'left', 'closed')`,
    ),
    check("waiting_list_entries_text_channel_check", sql`${t.textChannel} in ('none', 'sms', 'whatsapp')`),
    check(
      "waiting_list_entries_offer_check",
      sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`,
    ),
  ],
);
