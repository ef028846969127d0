import { createHmac } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createFileTextSender,
  createTwilioTextSender,
  TextSendError,
  type TwilioSettings,
} from "./senders.server";
import { isTwilioSignature, twilioSignature } from "./twilio-signature.server";
import {
  startTwilioStandIn,
  TWILIO_SID,
  TWILIO_TOKEN,
  type TwilioStandIn,
} from "../../../tests/support/twilio";

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "test-auth-token-0123456789abcdef";

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for Twilio's Messages API: it checks nothing itself, records each request as
 * it arrived, and answers what the test sets (Twilio's own shapes: 201 with a sid; 4xx/5xx with
 * code and message).
 */
function twilioStandIn() {
  const seen: Seen[] = [];
  let answer: (res: ServerResponse) => void = (res) =>
    res
      .writeHead(201, { "Content-Type": "application/json" })
      .end(JSON.stringify({ sid: `SM${String(seen.length).padStart(32, "0")}`, status: "queued" }));
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      seen.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        form: new URLSearchParams(body),
      });
      answer(res);
    });
  });
  return {
    seen,
    server,
    answerWith(next: (res: ServerResponse) => void) {
      answer = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the Twilio sender, against a local stand-in of its API", () => {
  const standIn = twilioStandIn();
  let settings: TwilioSettings;

  beforeAll(async () => {
    settings = {
      accountSid: SID,
      authToken: TOKEN,
      smsFrom: "+447700900000",
      whatsappFrom: "+3612345678",
      statusCallback: "https://clinic.example/api/messages/status",
      baseUrl: await standIn.start(),
      timeoutMs: 500,
    };
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    standIn.seen.length = 0;
    standIn.answerWith((res) =>
      res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: "SMfirst" })),
    );
  });

  it("posts the SMS form to the account's Messages resource with Basic auth, and gives back Twilio's id", async () => {
    standIn.answerWith((res) =>
      res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: "SM0042" })),
    );
    const sent = await createTwilioTextSender(settings).send({
      channel: "sms",
      to: "+447700900123",
      body: "Reminder: your consultation is tomorrow at 10:30. DC-7Q4K. Manage: https://clinic.example/m/x",
    });
    expect(sent).toEqual({ providerId: "SM0042" });
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(request.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request.form)).toEqual({
      To: "+447700900123",
      From: "+447700900000",
      Body: "Reminder: your consultation is tomorrow at 10:30. DC-7Q4K. Manage: https://clinic.example/m/x",
      StatusCallback: "https://clinic.example/api/messages/status",
    });
  });

  it("sends WhatsApp with both numbers prefixed 'whatsapp:', and refuses it when no sender is set", async () => {
    await createTwilioTextSender(settings).send({ channel: "whatsapp", to: "+4915123456789", body: "Hallo" });
    expect(standIn.seen[0].form.get("To")).toBe("whatsapp:+4915123456789");
    expect(standIn.seen[0].form.get("From")).toBe("whatsapp:+3612345678");

    const without = createTwilioTextSender({ ...settings, whatsappFrom: undefined });
    const refused = await without
      .send({ channel: "whatsapp", to: "+4915123456789", body: "Hallo" })
      .catch((e: unknown) => (e instanceof TextSendError ? e.kind : "not a TextSendError"));
    expect(refused).toBe("permanent");
    expect(standIn.seen).toHaveLength(1);
  });

  it("says 'retry' for a 500, a 429 and a timeout, and 'permanent' for a number that replied STOP", async () => {
    const sender = createTwilioTextSender(settings);
    const message = { channel: "sms" as const, to: "+447700900123", body: "x" };

    standIn.answerWith((res) =>
      res
        .writeHead(500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: 20500, message: "Internal" })),
    );
    expect(await sender.send(message).catch((e: TextSendError) => [e.kind, e.message])).toEqual([
      "retry",
      "the provider answered 500 (code 20500)",
    ]);

    standIn.answerWith((res) => res.writeHead(429).end());
    expect(await sender.send(message).catch((e: TextSendError) => e.kind)).toBe("retry");

    standIn.answerWith(() => {
      /* never answers */
    });
    expect(await sender.send(message).catch((e: TextSendError) => [e.kind, e.message])).toEqual([
      "retry",
      "the provider timed out",
    ]);

    standIn.answerWith((res) =>
      res
        .writeHead(400, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: 21610, message: "Attempt to send to unsubscribed recipient" })),
    );
    const stopped = await sender.send(message).catch((e: TextSendError) => [e.kind, e.providerCode]);
    expect(stopped).toEqual(["permanent", 21610]);
  });

  it("tells an answer (5xx: not taken) from no answer (a timeout: maybe taken, to be looked up)", async () => {
    const sender = createTwilioTextSender(settings);
    const message = { channel: "sms" as const, to: "+447700900123", body: "x" };
    standIn.answerWith((res) => res.writeHead(503).end());
    expect(await sender.send(message).catch((e: TextSendError) => [e.kind, e.uncertain])).toEqual([
      "retry",
      false,
    ]);
    standIn.answerWith(() => {
      /* never answers */
    });
    expect(await sender.send(message).catch((e: TextSendError) => [e.kind, e.uncertain])).toEqual([
      "retry",
      true,
    ]);
  });

  it("says 'retry' when nothing listens at the address", async () => {
    const closed = twilioStandIn();
    const baseUrl = await closed.start();
    await closed.close();
    const failure = await createTwilioTextSender({ ...settings, baseUrl })
      .send({ channel: "sms", to: "+447700900123", body: "x" })
      .catch((e: TextSendError) => [e.kind, e.message]);
    expect(failure).toEqual(["retry", "the provider could not be reached"]);
    // Refused before a byte went: certainly not sent, nothing to look up.
    const refused = await createTwilioTextSender({ ...settings, baseUrl })
      .send({ channel: "sms", to: "+447700900123", body: "x" })
      .catch((e: TextSendError) => e.uncertain);
    expect(refused).toBe(false);
  });
});

describe("the Twilio sender's lookup of a message it may have taken, against the shared stand-in", () => {
  let standIn: TwilioStandIn;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn?.close());

  it("lists the number's messages (GET, Basic auth, To and DateSent>=) and matches the sender and the body", async () => {
    const sender = createTwilioTextSender({
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      smsFrom: "+447700900000",
      whatsappFrom: "+3612345678",
      statusCallback: "https://clinic.example/api/messages/status",
      baseUrl: standIn.url,
    });
    const message = { channel: "sms" as const, to: "+447700900123", body: "See you tomorrow" };
    const since = new Date(Date.now() - 60_000);
    expect(await sender.find(message, since)).toBeNull();
    const sent = await sender.send(message);
    await sender.send({ ...message, body: "Another text" });
    expect(await sender.find(message, since)).toEqual({ providerId: sent.providerId, status: "queued" });
    // The same words by WhatsApp are another message.
    expect(await sender.find({ ...message, channel: "whatsapp" }, since)).toBeNull();
    const lookup = standIn.requests.filter((request) => request.method === "GET");
    expect(lookup).toHaveLength(3);
    expect(
      lookup.every(
        (request) =>
          request.authorized && request.path === `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`,
      ),
    ).toBe(true);

    const wrong = createTwilioTextSender({ ...standInSettings(standIn.url), authToken: "wrong" });
    expect(await wrong.find(message, since).catch((e: TextSendError) => [e.kind, e.message])).toEqual([
      "retry",
      "the provider answered 401 to the lookup",
    ]);
  });
});

const standInSettings = (baseUrl: string): TwilioSettings => ({
  accountSid: TWILIO_SID,
  authToken: TWILIO_TOKEN,
  smsFrom: "+447700900000",
  statusCallback: "https://clinic.example/api/messages/status",
  baseUrl,
});

describe("Twilio's request signature", () => {
  const url = "https://clinic.example/api/messages/status";
  const params = new URLSearchParams({
    MessageSid: "SM0042",
    MessageStatus: "delivered",
    To: "+447700900123",
    AccountSid: SID,
  });

  it("is the HMAC-SHA1 of the URL and the sorted parameters, keyed with the auth token", () => {
    const data = `${url}AccountSid${SID}MessageSidSM0042MessageStatusdeliveredTo+447700900123`;
    expect(twilioSignature(TOKEN, url, params)).toBe(createHmac("sha1", TOKEN).update(data).digest("base64"));
  });

  it("accepts Twilio's, and refuses a forged one, a changed status, another URL and none", () => {
    const genuine = twilioSignature(TOKEN, url, params);
    expect(isTwilioSignature(TOKEN, url, params, genuine)).toBe(true);
    expect(isTwilioSignature(TOKEN, url, params, twilioSignature("another-token", url, params))).toBe(false);
    const changed = new URLSearchParams(params);
    changed.set("MessageStatus", "failed");
    expect(isTwilioSignature(TOKEN, url, changed, genuine)).toBe(false);
    expect(isTwilioSignature(TOKEN, "https://attacker.example/api/messages/status", params, genuine)).toBe(
      false,
    );
    expect(isTwilioSignature(TOKEN, url, params, null)).toBe(false);
    expect(isTwilioSignature(TOKEN, url, params, "short")).toBe(false);
  });
});

describe("the file sender (npm start and the tests)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "texts-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each text whole, as a file named by time, with its number, channel and words", async () => {
    const sender = createFileTextSender(dir);
    const first = await sender.send({ channel: "sms", to: "+447700900123", body: "Hello" });
    await sender.send({ channel: "whatsapp", to: "+33612345678", body: "Bonjour" });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => !name.startsWith("."))).toBe(true);
    const sms = files.find((name) => name.endsWith(".sms.txt"))!;
    expect(sms).toContain(first.providerId);
    expect(readFileSync(path.join(dir, sms), "utf8")).toBe("To: +447700900123\nChannel: sms\n\nHello\n");
    expect(files.some((name) => name.endsWith(".whatsapp.txt"))).toBe(true);
  });

  it("finds a text it wrote (same channel, number and words) by its id", async () => {
    const sender = createFileTextSender(dir);
    const written = await sender.send({ channel: "sms", to: "+447700900999", body: "Found me" });
    expect(await sender.find({ channel: "sms", to: "+447700900999", body: "Found me" }, new Date())).toEqual({
      providerId: written.providerId,
    });
    expect(
      await sender.find({ channel: "whatsapp", to: "+447700900999", body: "Found me" }, new Date()),
    ).toBeNull();
    expect(
      await createFileTextSender(path.join(dir, "none")).find(
        { channel: "sms", to: "+1", body: "x" },
        new Date(),
      ),
    ).toBeNull();
  });
});
