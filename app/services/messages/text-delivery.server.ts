/**
 * Sending one text the outbox worker has claimed (../mail/outbox-worker.server.ts dispatches rows
 * of channel 'sms' or 'whatsapp' here, emails to the mail transport). The rules, in order:
 * a send whose answer never came is first looked up at the provider (no double send); a number
 * that said STOP, or a text past its send-before, is given up; at night on the recipient's clock
 * it waits for 08:00, and for the next morning when a text already went to the number today;
 * then it takes a place under the monthly cap (one atomic statement, so servers together never
 * pass it) and goes. A given-up text keeps its reason in `last_error`, which never holds the
 * number or the body.
 */
import { and, eq, gte, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, textMonthCounts, textOptOuts } from "~/db/schema";
import { textMessageLimits } from "~/content/staff-text-messages";
import { addDays, budapestToday } from "~/lib/event-dates";
import { logger } from "~/lib/logger.server";
import { sendableAt } from "~/lib/text-message-time";
import { instantIn, wallClockIn } from "~/lib/time-zones";
import { TextSendError, type TextSender } from "./senders.server";

type OutboxRow = typeof outbox.$inferSelect;

/** What became of a text: sent, waiting for a later time (not a failure), failed (retried), given up. */
export type TextOutcome = "sent" | "deferred" | "failed" | "gave-up";

export interface TextDeliveryOptions {
  /** The monthly cap (default: the content's, app/content/staff-text-messages.ts). */
  monthlyCap?: number;
  /** The delay before the next try after a failure, from the number of failures (the email's backoff). */
  backoffMs: (attempts: number) => number;
}

/** Twilio's code for a number that replied STOP: no text may go to it. */
const OPTED_OUT_CODE = 21610;
const STOPPED = "the number replied STOP";
const CAP_REACHED = "monthly text limit reached";

/** The Budapest month a count belongs to ('2026-11'). */
export const textMonthOf = (now: Date) => budapestToday(now).slice(0, 7);

const messageOf = (row: OutboxRow) => ({
  channel: row.channel as "sms" | "whatsapp",
  to: row.recipient,
  body: row.textBody,
});

/** The reason to store: bounded, and never the number (a provider's message might quote it). */
const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\+?\d[\d\s-]{6,}\d/g, "[number]")
    .slice(0, 500);

/** Sends (or defers, or gives up) one claimed text row. */
export async function deliverText(
  db: Database,
  sender: TextSender,
  row: OutboxRow,
  now: Date,
  options: TextDeliveryOptions,
): Promise<TextOutcome> {
  const cap = options.monthlyCap ?? textMessageLimits.monthlyCap;
  const log = { outboxId: row.id, kind: row.kind, channel: row.channel, sender: sender.kind };
  const zone = row.timeZone ?? "UTC";

  // A send whose answer never came: the provider may have the message already.
  if (row.uncertainSince) {
    try {
      const found = await sender.find(messageOf(row), row.uncertainSince);
      // The same words to the same number may be another row's text (already recorded as its own).
      if (found && !(await providerIdTaken(db, found.providerId, row.id))) {
        await markSent(db, row, found.providerId, found.status, now);
        logger.info(log, "text found at the provider after an unanswered send; not sent again");
        return "sent";
      }
    } catch (error) {
      return failed(db, row, now, error, options, { keepUncertain: true });
    }
  }
  // From here, a row that was uncertain holds a place under the cap it took then (not found: it
  // is sent again in that place, or the place is given back).
  const reserved = row.uncertainSince !== null;

  const [stopped] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(eq(textOptOuts.phone, row.recipient));
  if (stopped) return giveUp(db, row, now, STOPPED, reserved);
  if (row.sendBefore && now >= row.sendBefore)
    return giveUp(db, row, now, `too late: it was due before ${row.sendBefore.toISOString()}`, reserved);

  const sendable = sendableAt(now, zone);
  if (sendable > now) return defer(db, row.id, sendable);
  const today = wallClockIn(zone, now).date;
  const [sentToday] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.recipient, row.recipient),
        ne(outbox.channel, "email"),
        ne(outbox.id, row.id),
        gte(outbox.sentAt, instantIn(zone, today, 0)),
      ),
    )
    .limit(1);
  // At most one text a day: the next goes the next morning (or is given up past its send-before).
  if (sentToday) return defer(db, row.id, instantIn(zone, addDays(today, 1), 8));

  if (!reserved && !(await reservePlace(db, now, cap))) {
    logger.warn({ ...log, cap }, "text given up: the monthly text limit is reached");
    return giveUp(db, row, now, CAP_REACHED, false);
  }

  // Marked before the request: if no answer comes, the next attempt asks the provider first.
  await db
    .update(outbox)
    .set({ uncertainSince: row.uncertainSince ?? now })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
  let accepted: Awaited<ReturnType<TextSender["send"]>>;
  try {
    accepted = await sender.send(messageOf(row));
  } catch (error) {
    if (error instanceof TextSendError && error.kind === "permanent") {
      if (error.providerCode === OPTED_OUT_CODE) await recordOptOut(db, row.recipient, "provider");
      logger.warn({ ...log, code: error.providerCode }, "text refused by the provider; given up");
      return giveUp(db, row, now, describe(error), true);
    }
    // An answer of 5xx/429 says it was not taken: its place is given back and taken again later.
    const uncertain = !(error instanceof TextSendError) || error.uncertain;
    if (!uncertain) await givePlaceBack(db, now);
    return failed(db, row, now, error, options, { keepUncertain: uncertain });
  }
  await markSent(db, row, accepted.providerId, accepted.status, now);
  return "sent";
}

async function providerIdTaken(db: Database, providerId: string, id: number): Promise<boolean> {
  const [other] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.providerId, providerId), ne(outbox.id, id)));
  return other !== undefined;
}

async function markSent(
  db: Database,
  row: Pick<OutboxRow, "id" | "blankAfterSend">,
  providerId: string,
  status: string | undefined,
  now: Date,
) {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      providerId,
      deliveryStatus: status ?? "queued",
      deliveryUpdatedAt: now,
      uncertainSince: null,
      lastError: null,
      // A link that opens something is not kept once the patient has it.
      ...(row.blankAfterSend ? { textBody: "" } : {}),
    })
    .where(eq(outbox.id, row.id));
}

async function defer(db: Database, id: number, at: Date): Promise<TextOutcome> {
  await db.update(outbox).set({ nextAttemptAt: at }).where(eq(outbox.id, id));
  return "deferred";
}

async function failed(
  db: Database,
  row: OutboxRow,
  now: Date,
  error: unknown,
  options: TextDeliveryOptions,
  { keepUncertain }: { keepUncertain: boolean },
): Promise<TextOutcome> {
  const attempts = row.attempts + 1;
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: describe(error),
      nextAttemptAt: new Date(now.getTime() + options.backoffMs(attempts)),
      ...(keepUncertain ? {} : { uncertainSince: null }),
    })
    .where(eq(outbox.id, row.id));
  logger.warn(
    { outboxId: row.id, kind: row.kind, channel: row.channel, attempts, uncertain: keepUncertain },
    "text not sent; will retry",
  );
  return "failed";
}

async function giveUp(
  db: Database,
  row: OutboxRow,
  now: Date,
  reason: string,
  reserved: boolean,
): Promise<TextOutcome> {
  await db
    .update(outbox)
    .set({ gaveUpAt: now, lastError: reason, uncertainSince: null })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
  if (reserved) await givePlaceBack(db, now);
  logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, "text given up");
  return "gave-up";
}

/** Takes one place under this month's cap, or none when the cap is reached. */
async function reservePlace(db: Database, now: Date, cap: number): Promise<boolean> {
  if (cap < 1) return false;
  const taken = await db
    .insert(textMonthCounts)
    .values({ month: textMonthOf(now), sent: 1 })
    .onConflictDoUpdate({
      target: textMonthCounts.month,
      set: { sent: sql`${textMonthCounts.sent} + 1` },
      setWhere: sql`${textMonthCounts.sent} < ${cap}`,
    })
    .returning({ sent: textMonthCounts.sent });
  return taken.length > 0;
}

async function givePlaceBack(db: Database, now: Date) {
  await db
    .update(textMonthCounts)
    .set({ sent: sql`${textMonthCounts.sent} - 1` })
    .where(and(eq(textMonthCounts.month, textMonthOf(now)), sql`${textMonthCounts.sent} > 0`));
}

/** Database or open transaction. */
type Writer = Pick<Database, "insert">;

/** No text goes to this number any more (until START). */
export async function recordOptOut(
  writer: Writer,
  phone: string,
  source: "stop-reply" | "provider" | "patient" | "staff",
) {
  await writer.insert(textOptOuts).values({ phone, source }).onConflictDoNothing();
}
