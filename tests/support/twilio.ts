/**
 * A local stand-in of Twilio's Messages API for tests: POST /2010-04-01/Accounts/{sid}/Messages.json
 * takes a message (form-encoded, HTTP Basic with the account SID and auth token, else 401 as
 * Twilio answers), GET on the same path lists the messages to a number (To, DateSent>=). A test
 * sets how the next posts are answered: 500 before taking anything, 400 with Twilio's 21610 (the
 * number replied STOP), or taking the message and answering only after the caller stopped waiting.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const TWILIO_SID = "AC0123456789abcdef0123456789abcdef";
export const TWILIO_TOKEN = "test-auth-token-0123456789abcdef";

export interface HeldMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback: string | null;
  dateSent: string;
}

/** How the next post is answered: taken (201), refused with 500 unread, or taken and answered late. */
type Answer = "take" | "fail-500" | "take-and-hang" | "refuse-stopped";

export interface TwilioStandIn {
  url: string;
  /** Every message it took, in order. */
  messages: HeldMessage[];
  /** Every request, as method and path, with whether its auth was right. */
  requests: { method: string; path: string; authorized: boolean }[];
  /** The answers to the next posts, in order; after them, every post is taken. */
  answerNext(...answers: Answer[]): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

export async function startTwilioStandIn(
  options: {
    /** How long a taken-and-hung post waits before answering. */
    hangMs?: number;
    /** Its clock, for the messages' DateSent (a test's moved clock). */
    now?: () => Date;
  } = {},
): Promise<TwilioStandIn> {
  const messages: HeldMessage[] = [];
  const requests: TwilioStandIn["requests"] = [];
  let answers: Answer[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const path = `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString("base64")}`;

  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const authorized = req.headers.authorization === expectedAuth;
      requests.push({ method: req.method ?? "", path: url.pathname, authorized });
      if (url.pathname !== path) return json(res, 404, { code: 20404, message: "Not found" });
      if (!authorized) return json(res, 401, { code: 20003, message: "Authenticate" });
      if (req.method === "GET") {
        const to = url.searchParams.get("To");
        const since = url.searchParams.get("DateSent>") ?? "";
        return json(res, 200, {
          messages: messages
            .filter((m) => (!to || m.to === to) && m.dateSent.slice(0, 10) >= since)
            .map((m) => ({ sid: m.sid, to: m.to, from: m.from, body: m.body, status: m.status })),
        });
      }
      if (
        req.method !== "POST" ||
        !/^application\/x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")
      )
        return json(res, 400, { code: 20001, message: "Bad request" });
      const answer = answers.shift() ?? "take";
      if (answer === "fail-500") return json(res, 500, { code: 20500, message: "Internal Server Error" });
      if (answer === "refuse-stopped")
        return json(res, 400, { code: 21610, message: "Attempt to send to unsubscribed recipient" });
      const form = new URLSearchParams(body);
      const held: HeldMessage = {
        sid: `SM${String(messages.length + 1).padStart(32, "0")}`,
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        status: "queued",
        statusCallback: form.get("StatusCallback"),
        dateSent: (options.now?.() ?? new Date()).toISOString(),
      };
      messages.push(held);
      const reply = () => json(res, 201, { sid: held.sid, status: held.status });
      if (answer === "take") return reply();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) reply();
      }, options.hangMs ?? 2_000);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    requests,
    answerNext(...next) {
      answers = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
