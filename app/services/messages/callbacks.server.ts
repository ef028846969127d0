/**
 * Twilio's callbacks: a message's delivery status (POST /api/messages/status) and a text a
 * patient sent us (POST /api/messages/incoming), each signed with the account's auth token and
 * verified against the URL we gave Twilio (SITE_URL + the path), never one read from the
 * request. STOP (and Twilio's own opt-out word) ends texts to the number at once: the opt-out
 * is recorded and every text still waiting for it is given up; START ends the opt-out.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import { outbox, textOptOuts } from "~/db/schema";
import { toE164 } from "~/lib/phone-number";
import type { ServiceContext } from "../context.server";
import { TWILIO_STATUS_PATH } from "./senders.server";
import { recordOptOut } from "./text-delivery.server";
import { isTwilioSignature } from "./twilio-signature.server";

/** Where Twilio posts the texts patients send us (the number's messaging webhook, set in Twilio's console). */
const TEXT_INCOMING_PATH = "/api/messages/incoming";

export type CallbackOutcome = "not-configured" | "bad-signature" | "handled";

/** Twilio's statuses in the order a message lives them; a later callback never moves one back. */
const statusRank: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  canceled: 3,
  read: 4,
};

/** Error codes saying the recipient will take no more texts (21610: replied STOP; 30004: blocked). */
const OPT_OUT_CODES = new Set(["21610", "30004"]);

const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "ARRET", "STOPP"]);
const START_WORDS = new Set(["START", "UNSTOP"]);

/** The number a callback names, without WhatsApp's prefix ('whatsapp:+44…' → '+44…'). */
const numberOf = (value: string | null) => {
  const bare = (value ?? "").replace(/^whatsapp:/, "").trim();
  return bare ? (toE164(bare) ?? bare) : null;
};

function verified(ctx: ServiceContext, path: string, params: URLSearchParams, signature: string | null) {
  const token = ctx.settings.twilioAuthToken;
  if (!token) return "not-configured" as const;
  return isTwilioSignature(token, ctx.settings.siteUrl + path, params, signature)
    ? null
    : ("bad-signature" as const);
}

/** A delivery status: the text's row takes it, unless it already has a later one. */
export async function receiveTextStatus(
  ctx: ServiceContext,
  params: URLSearchParams,
  signature: string | null,
): Promise<CallbackOutcome> {
  const refused = verified(ctx, TWILIO_STATUS_PATH, params, signature);
  if (refused) return refused;
  const sid = params.get("MessageSid") ?? params.get("SmsSid");
  const status = (params.get("MessageStatus") ?? params.get("SmsStatus") ?? "").toLowerCase();
  if (!sid || !status) return "handled";
  const [row] = await ctx.db
    .select({ id: outbox.id, recipient: outbox.recipient, deliveryStatus: outbox.deliveryStatus })
    .from(outbox)
    .where(eq(outbox.providerId, sid));
  if (!row) {
    ctx.log.info({ status }, "text status for a message we do not know; ignored");
    return "handled";
  }
  const before = statusRank[row.deliveryStatus ?? ""] ?? -1;
  if ((statusRank[status] ?? before) >= before) {
    await ctx.db
      .update(outbox)
      .set({ deliveryStatus: status, deliveryUpdatedAt: ctx.now() })
      .where(eq(outbox.id, row.id));
  }
  const code = params.get("ErrorCode");
  if (code && OPT_OUT_CODES.has(code)) {
    await stopTexts(ctx, row.recipient, "provider");
    ctx.log.info(
      { outboxId: row.id, code },
      "the provider reports the number opted out; texts to it stopped",
    );
  }
  return "handled";
}

/** A text from a patient: STOP ends texts to the number, START lets them go again. */
export async function receiveIncomingText(
  ctx: ServiceContext,
  params: URLSearchParams,
  signature: string | null,
): Promise<CallbackOutcome> {
  const refused = verified(ctx, TEXT_INCOMING_PATH, params, signature);
  if (refused) return refused;
  const phone = numberOf(params.get("From"));
  if (!phone) return "handled";
  const word = (params.get("Body") ?? "").trim().toUpperCase();
  const optOut = (params.get("OptOutType") ?? "").toUpperCase();
  if (optOut === "STOP" || STOP_WORDS.has(word)) {
    const given = await stopTexts(ctx, phone, "stop-reply");
    ctx.log.info({ givenUp: given }, "a number replied STOP; texts to it stopped");
  } else if (optOut === "START" || START_WORDS.has(word)) {
    await ctx.db.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
    ctx.log.info("a number replied START; texts to it may go again");
  }
  return "handled";
}

/** Records the opt-out and gives up every text still waiting for the number; how many. */
async function stopTexts(ctx: ServiceContext, phone: string, source: "stop-reply" | "provider") {
  return ctx.db.transaction(async (tx) => {
    await recordOptOut(tx, phone, source);
    const given = await tx
      .update(outbox)
      .set({ gaveUpAt: ctx.now(), lastError: "the number replied STOP" })
      .where(
        and(
          eq(outbox.recipient, phone),
          ne(outbox.channel, "email"),
          isNull(outbox.sentAt),
          isNull(outbox.gaveUpAt),
        ),
      )
      .returning({ id: outbox.id });
    return given.length;
  });
}
