/**
 * The outbox: every email the site sends, written with the lead or booking it is about and sent
 * by the worker. One of the owner files app/db/schema.ts gathers.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { consultationBookings } from "./consultation-schema";
import { leads } from "./enquiry-schema";
import { treatmentPlans } from "./plan-schema";

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every email to send. Written in the same transaction as the lead or booking it is about. */
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
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    index("outbox_booking_id_idx").on(t.bookingId),
    index("outbox_lead_id_idx").on(t.leadId),
    index("outbox_plan_id_idx").on(t.planId),
  ],
);
