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
  /** Extra headers, e.g. List-Unsubscribe on every newsletter email. */
  headers?: Record<string, string>;
}

/** Database or open transaction: anything with Drizzle's insert. */
type Writer = Pick<Database, "insert">;

export async function queueEmails(writer: Writer, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await writer.insert(outbox).values(
    emails.map((email) => ({
      kind: email.kind,
      recipient: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      attachments: email.attachments ?? [],
      ...(email.sendAfter ? { sendAfter: email.sendAfter, nextAttemptAt: email.sendAfter } : {}),
      bookingId: email.bookingId ?? null,
      headers: email.headers ?? {},
    })),
  );
}
