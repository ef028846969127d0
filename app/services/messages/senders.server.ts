import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

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
 * mobile, …) and for a request of ours that will stay wrong. A message Twilio took whose answer
 * never came back (a timeout after it accepted) is retried as not sent: the outbox worker that
 * calls this must not send it twice (issue 44, still to build).
 */
export function createTwilioTextSender(settings: TwilioSettings): TextSender {
  const base = (settings.baseUrl ?? "https://api.twilio.com").replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    kind: "twilio",
    async send(message) {
      if (message.channel === "whatsapp" && !settings.whatsappFrom)
        throw new TextSendError("no WhatsApp sender is configured", "permanent");
      const from = message.channel === "whatsapp" ? `whatsapp:${settings.whatsappFrom}` : settings.smsFrom;
      const to = message.channel === "whatsapp" ? `whatsapp:${message.to}` : message.to;
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
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason = (error as Error).name === "TimeoutError" ? "timed out" : "could not be reached";
        throw new TextSendError(`the provider ${reason}`, "retry");
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { providerId: answer.sid };
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new TextSendError(
        `the provider answered ${response.status}${answer.code ? ` (code ${answer.code})` : ""}`,
        refused ? "permanent" : "retry",
        answer.code,
      );
    },
  };
}
