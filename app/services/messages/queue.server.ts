/**
 * Queuing texts: a text is an outbox row of channel 'sms' or 'whatsapp', written in the
 * transaction of what it is about, as an email is (../mail/outbox.server.ts). Who may get one
 * (`textRecipientOf`): a patient who chose texts, with a number in international form that has
 * not said STOP. When it may go (08:00-21:00 on the patient's clock) is set here and checked again
 * by the worker when it sends.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, textOptOuts } from "~/db/schema";
import { BUDAPEST_TIME_ZONE } from "~/lib/format";
import { timeZoneOfNumber, toE164 } from "~/lib/phone-number";
import { sendableAt } from "~/lib/text-message-time";

/** Where a person's texts go, and on whose clock. */
export interface TextRecipient {
  channel: "sms" | "whatsapp";
  /** E.164. */
  to: string;
  timeZone: string;
}

/** A text to queue. */
export interface QueuedText {
  /** What it is, for staff and logs: 'booking-reminder-1d', 'waiting-list-offer', … */
  kind: string;
  recipient: TextRecipient;
  /** Short: one SMS segment where the language allows (160 GSM characters), two at most. */
  text: string;
  /** What staff read in the patient's outbox beside the channel ("Reminder: 1 day before"). */
  label: string;
  /** Due then (moved to 08:00 on the patient's clock when that is at night); default: now. */
  sendAfter?: Date;
  /** Given up if not sent by then (a reminder after its day is no use). */
  sendBefore?: Date;
  bookingId?: string;
  planId?: string;
  /**
   * The words carry a link that opens something (a waiting-list offer's held place): once sent,
   * the outbox keeps only that it went, as for such an email.
   */
  blankAfterSend?: boolean;
}

/** The fields of a booking (or a waiting-list entry) that say whether texts go to it. */
export interface TextChoice {
  textChannel: "none" | "sms" | "whatsapp";
  phone: string | null;
  /** The zone the patient chose; null: from the number's country code, else the clinic's. */
  textTimeZone?: string | null;
}

/**
 * Where this person's texts go, or null: they chose none, or their number is not in
 * international form (a text to a guessed country goes to a stranger). Opt-outs are not read
 * here but when queuing and sending (`queueTexts`, the worker).
 */
export function textRecipientOf(choice: TextChoice): TextRecipient | null {
  if (choice.textChannel === "none" || !choice.phone) return null;
  const to = toE164(choice.phone);
  if (!to) return null;
  return {
    channel: choice.textChannel,
    to,
    timeZone: choice.textTimeZone ?? timeZoneOfNumber(to) ?? BUDAPEST_TIME_ZONE,
  };
}

/** Database or open transaction. */
type Writer = Pick<Database, "insert" | "select">;

/**
 * Queues the texts, leaving out any to a number that said STOP; gives back the outbox ids of
 * those queued. Each goes no earlier than 08:00 on its recipient's clock.
 */
export async function queueTexts(writer: Writer, texts: QueuedText[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const text of texts) {
    const [stopped] = await writer
      .select({ phone: textOptOuts.phone })
      .from(textOptOuts)
      .where(eq(textOptOuts.phone, text.recipient.to));
    if (stopped) continue;
    const due = sendableAt(text.sendAfter ?? now, text.recipient.timeZone);
    if (text.sendBefore && due >= text.sendBefore) continue;
    const [row] = await writer
      .insert(outbox)
      .values({
        kind: text.kind,
        channel: text.recipient.channel,
        recipient: text.recipient.to,
        timeZone: text.recipient.timeZone,
        subject: text.label,
        textBody: text.text,
        sendAfter: due,
        nextAttemptAt: due,
        sendBefore: text.sendBefore ?? null,
        bookingId: text.bookingId ?? null,
        planId: text.planId ?? null,
        blankAfterSend: text.blankAfterSend ?? false,
      })
      .returning({ id: outbox.id });
    ids.push(row.id);
  }
  return ids;
}
