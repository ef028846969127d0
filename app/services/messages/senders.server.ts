import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "~/env.server";

/** A text to one phone, by SMS or WhatsApp. */
interface TextMessage {
  channel: "sms" | "whatsapp";
  /** E.164 ('+447700900123'; app/lib/phone-number.ts). */
  to: string;
  body: string;
}

/** What the provider said when it took the message: its id, for the status callbacks. */
interface Accepted {
  providerId: string;
  /** Its status then, in the provider's words ('queued', 'accepted'), when it said one. */
  status?: string;
}

/**
 * Why a send failed. `retry`: the provider was down, slow or busy (5xx, 429, a timeout, no
 * connection) and the same message may go again later. `permanent`: the provider refused this
 * message (a number that cannot receive texts, a number that replied STOP): sending it again
 * would fail again.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly kind: "retry" | "permanent",
    /** The provider's own error code, when it gave one (Twilio's 21610: the number replied STOP). */
    readonly providerCode?: number,
    /**
     * No answer came back after the request may have reached the provider (a timeout, a
     * connection cut mid-request): it may have taken the message, so the next attempt asks it
     * (`find`) before sending again. False when the provider answered, or was never reached.
     */
    readonly uncertain = false,
  ) {
    super(message);
    this.name = "TextSendError";
  }
}

/** Where texts go: a provider's API, or files on disk when none is configured. */
export interface TextSender {
  kind: "twilio" | "file";
  /** Resolves once the provider took the message; rejects with a TextSendError otherwise. */
  send(message: TextMessage): Promise<Accepted>;
  /**
   * The provider's id of this message (same channel, number and body) if it took one since
   * `since`, else null: after a send whose answer never came, whether it went after all. Rejects
   * with a TextSendError (`retry`) when the provider cannot be asked.
   */
  find(message: TextMessage, since: Date): Promise<Accepted | null>;
}

/**
 * Writes each text as a small file in `dir` (DATA_DIR/outbox beside the mail's .eml files): the
 * default for `npm start` and the tests, readable without any provider.
 */
export function createFileTextSender(dir: string): TextSender {
  return {
    kind: "file",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const providerId = `file-${randomBytes(8).toString("hex")}`;
      const name = `${new Date().toISOString().replace(/:/g, "-")}-${providerId}.${message.channel}.txt`;
      const text = `To: ${message.to}\nChannel: ${message.channel}\n\n${message.body}\n`;
      const temporary = path.join(dir, `.${name}.tmp`);
      try {
        await writeFile(temporary, text, { flag: "wx", mode: 0o600 });
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw new TextSendError(`the text could not be written: ${(error as Error).message}`, "retry");
      }
      return { providerId };
    },
    async find(message, since) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return null;
      }
      const text = `To: ${message.to}\nChannel: ${message.channel}\n\n${message.body}\n`;
      // Every file, whatever `since` says: its name carries the machine's time, not the clock a
      // test moves, and a folder of test texts is small.
      void since;
      for (const name of names.sort()) {
        const match = /-(file-[0-9a-f]{16})\.(sms|whatsapp)\.txt$/.exec(name);
        if (!match) continue;
        const written = await readFile(path.join(dir, name), "utf8").catch(() => "");
        if (written === text) return { providerId: match[1] };
      }
      return null;
    },
  };
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number or alphanumeric sender id for SMS ('+447…' or 'DentalClinic'). */
  smsFrom: string;
  /** The WhatsApp sender ('+36…'), when the clinic has one; without it WhatsApp is refused. */
  whatsappFrom?: string;
  /** Where Twilio posts each message's delivery status (SITE_URL + the callback's path). */
  statusCallback: string;
  /** https://api.twilio.com; a local stand-in in the tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{sid}/Messages.json, form
 * encoded, HTTP Basic with the account SID and auth token). Retryable: 429, 5xx, a timeout, no
 * connection, an answer without a message id. Permanent: any other 4xx, which Twilio gives for a
 * number that cannot take the message (21211 not a number, 21610 replied STOP, 21614 not a
 * mobile, …) and for a request of ours that will stay wrong. A message Twilio may have taken
 * whose answer never came back (a timeout) is an `uncertain` retry: the outbox worker asks `find`
 * (GET Messages.json?To=…&DateSent>=…) before it sends it again (messages/text-delivery.server.ts).
 */
export function createTwilioTextSender(settings: TwilioSettings): TextSender {
  const base = (settings.baseUrl ?? "https://api.twilio.com").replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  const numbers = (message: TextMessage) => ({
    from: message.channel === "whatsapp" ? `whatsapp:${settings.whatsappFrom}` : settings.smsFrom,
    to: message.channel === "whatsapp" ? `whatsapp:${message.to}` : message.to,
  });
  const timeout = () => AbortSignal.timeout(settings.timeoutMs ?? 10_000);
  return {
    kind: "twilio",
    async send(message) {
      if (message.channel === "whatsapp" && !settings.whatsappFrom)
        throw new TextSendError("no WhatsApp sender is configured", "permanent");
      const { from, to } = numbers(message);
      const form = new URLSearchParams({
        To: to,
        From: from,
        Body: message.body,
        StatusCallback: settings.statusCallback,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            Authorization: authorization,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
          body: form,
          signal: timeout(),
        });
      } catch (error) {
        // Refused before a byte went: certainly not sent. Anything else may have reached Twilio.
        const refused = (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
        const reason = (error as Error).name === "TimeoutError" ? "timed out" : "could not be reached";
        throw new TextSendError(`the provider ${reason}`, "retry", undefined, !refused);
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { providerId: answer.sid, status: answer.status };
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new TextSendError(
        `the provider answered ${response.status}${answer.code ? ` (code ${answer.code})` : ""}`,
        refused ? "permanent" : "retry",
        answer.code,
      );
    },
    async find(message, since) {
      const { from, to } = numbers(message);
      // Twilio filters by day (UTC); the day before `since` too, for a send begun near midnight.
      const day = new Date(since.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10);
      // 'DateSent>' with '=' between name and value: Twilio's DateSent>=YYYY-MM-DD.
      const query = new URLSearchParams({ To: to, "DateSent>": day, PageSize: "50" });
      let response: Response;
      try {
        response = await fetch(`${url}?${query}`, {
          headers: { Authorization: authorization, Accept: "application/json" },
          signal: timeout(),
        });
      } catch {
        throw new TextSendError("the provider could not be asked for the message", "retry", undefined, true);
      }
      if (!response.ok)
        throw new TextSendError(
          `the provider answered ${response.status} to the lookup`,
          "retry",
          undefined,
          true,
        );
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { sid?: string; to?: string; from?: string; body?: string; status?: string }[];
      };
      const found = (answer.messages ?? []).find(
        (sent) => sent.to === to && sent.from === from && sent.body === message.body && sent.sid,
      );
      return found?.sid ? { providerId: found.sid, status: found.status } : null;
    },
  };
}

/** The path Twilio posts each message's delivery status to (app/route-list.ts declares it). */
export const TWILIO_STATUS_PATH = "/api/messages/status";

/** The sender the configuration asks for: Twilio with its settings, else files in DATA_DIR/outbox. */
export function textSenderFor(
  env: Pick<
    Env,
    | "TWILIO_ACCOUNT_SID"
    | "TWILIO_AUTH_TOKEN"
    | "TWILIO_SMS_FROM"
    | "TWILIO_WHATSAPP_FROM"
    | "SITE_URL"
    | "dataDir"
  >,
): TextSender {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_SMS_FROM)
    return createFileTextSender(path.join(env.dataDir, "outbox"));
  return createTwilioTextSender({
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    smsFrom: env.TWILIO_SMS_FROM,
    whatsappFrom: env.TWILIO_WHATSAPP_FROM,
    statusCallback: env.SITE_URL + TWILIO_STATUS_PATH,
  });
}
