import { and, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, type OutboxAttachment } from "~/db/schema";

/** A message to send later; written in the same transaction as the lead or booking it is about. */
export interface QueuedEmail {
  /** What it is, for staff and logs: 'lead-staff', 'lead-ack', 'booking-confirmation', … */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: OutboxAttachment[];
  /** Not sent before this (a reminder); default: at once. */
  sendAfter?: Date;
  /** The booking a reminder belongs to (so a change can withdraw it). */
  bookingId?: string;
  /** The treatment plan a follow-up reminder is about (so the patient's answer can withdraw it). */
  planId?: string;
  /** The lead it answers or acknowledges (the lead's history lists it). */
  leadId?: string;
  /** Extra headers, e.g. List-Unsubscribe on every newsletter email. */
  headers?: Record<string, string>;
  /**
   * The body carries a secret that opens something (an invitation's one-time link): once it is
   * sent, the outbox keeps only that it went (recipient, subject, when), not the body.
   */
  blankAfterSend?: boolean;
}

/** Database or open transaction: anything with Drizzle's insert. */
type Writer = Pick<Database, "insert">;

/** Queues the emails; gives back their outbox ids, in order. */
export async function queueEmails(writer: Writer, emails: QueuedEmail[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await writer
    .insert(outbox)
    .values(
      emails.map((email) => ({
        kind: email.kind,
        recipient: email.to,
        replyTo: email.replyTo ?? null,
        subject: email.subject,
        textBody: email.text,
        attachments: email.attachments ?? [],
        ...(email.sendAfter ? { sendAfter: email.sendAfter, nextAttemptAt: email.sendAfter } : {}),
        bookingId: email.bookingId ?? null,
        planId: email.planId ?? null,
        leadId: email.leadId ?? null,
        headers: email.headers ?? {},
        blankAfterSend: email.blankAfterSend ?? false,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Forgets the emails `about` selects, as an erasure must: those not yet sent are deleted, and
 * sent ones keep only that an email went (recipient, subject, body and attachments dropped).
 */
export async function forgetEmails(
  writer: Pick<Database, "delete" | "update">,
  about: SQL | undefined,
): Promise<{ deleted: number; blanked: number }> {
  const deleted = await writer
    .delete(outbox)
    .where(and(about, isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  const blanked = await writer
    .update(outbox)
    .set({
      recipient: "erased",
      replyTo: null,
      subject: "(erased)",
      textBody: "",
      attachments: [],
      lastError: null,
    })
    .where(and(about, isNotNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return { deleted: deleted.length, blanked: blanked.length };
}
