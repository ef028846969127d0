/**
 * The outbox: every email the site sends, written with the lead or booking it is about and sent
 * by the worker. One of the owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
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
import { createdAt } from "./columns";
import { consultationBookings } from "./consultation-schema";
import { leads } from "./enquiry-schema";
import { treatmentPlans } from "./plan-schema";

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * How a message goes: an email, or a text through the text-message provider (SMS, or WhatsApp
 * where the patient chose it; app/services/messages).
 */
export const outboxChannels = ["email", "sms", "whatsapp"] as const;

/**
 * Every email and text to send. Written in the same transaction as the lead or booking it is
 * about. A text's recipient is a number in E.164 form and its subject a short label for staff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra mail headers, e.g. a newsletter's List-Unsubscribe pair (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Not sent before this (a reminder a week before the consultation day); now for most mail. */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /** The booking a reminder is about, so moving or cancelling the booking re-plans it. */
    bookingId: uuid("booking_id").references(() => consultationBookings.id, { onDelete: "cascade" }),
    /**
     * The treatment plan a follow-up reminder is about, so the patient's answer withdraws it while
     * it waits (app/services/plans/follow-ups.server.ts).
     */
    planId: uuid("plan_id").references(() => treatmentPlans.id, { onDelete: "cascade" }),
    /**
     * The lead an email answers or acknowledges: the lead's history lists it. Erasing the lead
     * keeps a sent email's row, emptied by the erasure, as the record that something was sent.
     */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /**
     * The body carries a secret (an invitation's one-time link): once sent, the worker empties
     * the body and attachments, and the row keeps only that it went, to whom and what about.
     */
    blankAfterSend: boolean("blank_after_send").notNull().default(false),
    channel: text("channel", { enum: outboxChannels }).notNull().default("email"),
    /** A text: the recipient's time zone, whose 08:00-21:00 it is sent in. */
    timeZone: text("time_zone"),
    /** A text not sent by then is given up (a reminder after the day it reminds of is no use). */
    sendBefore: timestamp("send_before", { withTimezone: true }),
    /**
     * A text that will never be sent (the number said STOP, the monthly cap, a number the provider
     * refuses, too late): when it was given up; `last_error` says why. Emails are never given up.
     */
    gaveUpAt: timestamp("gave_up_at", { withTimezone: true }),
    /**
     * A text: when a send began whose outcome is not known (the provider's answer timed out).
     * The next attempt looks the message up at the provider before sending it again.
     */
    uncertainSince: timestamp("uncertain_since", { withTimezone: true }),
    /** A text: the provider's id for it (Twilio's Message SID), the key of its status callbacks. */
    providerId: text("provider_id"),
    /** A text: the provider's last word on it ('queued', 'sent', 'delivered', 'undelivered', 'failed', 'read'). */
    deliveryStatus: text("delivery_status"),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    index("outbox_booking_id_idx").on(t.bookingId),
    index("outbox_lead_id_idx").on(t.leadId),
    index("outbox_plan_id_idx").on(t.planId),
    uniqueIndex("outbox_provider_id_key").on(t.providerId),
    // A text's "one a day" and the monthly count read the texts sent to a number, by time.
    index("outbox_texts_sent_idx").on(t.recipient, t.sentAt).where(sql`${t.channel} <> 'email'`),
    check("outbox_channel_check", sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
  ],
);
