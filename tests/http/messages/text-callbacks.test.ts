/**
 * Twilio's callbacks through the server: a signed STOP ends texts to the number at once (a text
 * waiting is given up, a later one is not sent) and START lets them go again; a delivery status
 * is taken only when signed against SITE_URL, never moved back; without Twilio they are 404s.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, textOptOuts } from "../../../app/db/schema";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { queueTexts, type QueuedText } from "../../../app/services/messages/queue.server";
import type { TextSender } from "../../../app/services/messages/senders.server";
import { twilioSignature } from "../../../app/services/messages/twilio-signature.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { TWILIO_SID, TWILIO_TOKEN } from "../../support/twilio";

const SITE = "http://localhost:3000";
const NUMBER = "+447700900123";
const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_SMS_FROM: "+447700900000",
};

const text = (extra: Partial<QueuedText> = {}): QueuedText => ({
  kind: "booking-reminder-1d",
  recipient: { channel: "sms", to: NUMBER, timeZone: "Europe/London" },
  text: "Reminder: your consultation is tomorrow at 10:30.",
  label: "Reminder: 1 day before",
  ...extra,
});

/** A sender that counts what it is given. */
function phone(): TextSender & { sent: string[] } {
  const sent: string[] = [];
  return {
    kind: "file",
    sent,
    send: async (message) => {
      sent.push(message.to);
      return { providerId: `file-${sent.length}` };
    },
    find: async () => null,
  };
}

describe.each(testBackends())("Twilio's callbacks on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let withoutTwilio: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { envOverrides: { SITE_URL: SITE, ...TWILIO_ENV } });
    withoutTwilio = await startTestServer(database, { envOverrides: { SITE_URL: SITE } });
  });
  afterAll(async () => {
    await server?.close();
    await withoutTwilio?.close();
    await database?.dispose();
  });
  beforeEach(() => truncateAll(database));

  /** Posts a callback's form, signed for SITE + path unless a signature is given (null: none). */
  const post = (
    path: string,
    fields: Record<string, string>,
    signature?: string | null,
    base = server.url,
  ) => {
    const params = new URLSearchParams(fields);
    const signed = signature === undefined ? twilioSignature(TWILIO_TOKEN, SITE + path, params) : signature;
    return fetch(base + path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(signed === null ? {} : { "X-Twilio-Signature": signed }),
      },
      body: params,
    });
  };
  const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it("a signed STOP ends texts at once: the waiting text is given up and a later one is not sent; START lets them go", async () => {
    const noon = new Date("2026-12-10T12:00:00Z");
    const [waiting] = await queueTexts(
      database.db,
      [text({ sendAfter: new Date("2026-12-11T10:00:00Z") })],
      noon,
    );

    const stop = await post("/api/messages/incoming", {
      AccountSid: TWILIO_SID,
      MessageSid: "SM00000000000000000000000000000001",
      From: NUMBER,
      To: "+447700900000",
      Body: "  stop ",
      OptOutType: "STOP",
    });
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await stop.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(
      await database.db.select({ phone: textOptOuts.phone, source: textOptOuts.source }).from(textOptOuts),
    ).toEqual([{ phone: NUMBER, source: "stop-reply" }]);
    const given = await rowOf(waiting);
    expect([given.lastError, given.sentAt]).toEqual(["the number replied STOP", null]);
    expect(given.gaveUpAt).not.toBeNull();

    // A reminder queued later is not queued at all; one written past the rule is given up by the worker.
    expect(await queueTexts(database.db, [text()], noon)).toEqual([]);
    const [written] = await database.db
      .insert(outbox)
      .values({
        kind: "x",
        channel: "sms",
        recipient: NUMBER,
        timeZone: "Europe/London",
        subject: "s",
        textBody: "b",
        sendAfter: noon,
        nextAttemptAt: noon,
      })
      .returning({ id: outbox.id });
    const sender = phone();
    const tomorrow = new Date("2026-12-11T12:00:00Z");
    const mail = { kind: "file" as const, send: async () => {} };
    expect(
      await deliverDueEmails(database.db, mail, {
        from: "x@clinic.example",
        now: tomorrow,
        texts: { sender },
      }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sender.sent).toEqual([]);
    expect((await rowOf(written.id)).lastError).toBe("the number replied STOP");

    // START (any case, Twilio's own word for it too) takes the number off the list.
    expect((await post("/api/messages/incoming", { From: NUMBER, Body: "Start" })).status).toBe(200);
    expect(await database.db.select().from(textOptOuts)).toEqual([]);
    expect(await queueTexts(database.db, [text()], noon)).toHaveLength(1);
  });

  it("an unsigned or forged callback is refused (403) and changes nothing; a signed status is taken, never moved back", async () => {
    const noon = new Date("2026-12-10T12:00:00Z");
    const [id] = await queueTexts(database.db, [text()], noon);
    const sid = "SM00000000000000000000000000000042";
    await database.db
      .update(outbox)
      .set({ sentAt: noon, providerId: sid, deliveryStatus: "queued" })
      .where(eq(outbox.id, id));
    const status = (value: string, extra: Record<string, string> = {}) => ({
      AccountSid: TWILIO_SID,
      MessageSid: sid,
      MessageStatus: value,
      To: NUMBER,
      From: "+447700900000",
      ...extra,
    });

    expect((await post("/api/messages/status", status("delivered"), null)).status).toBe(403);
    const forged = twilioSignature(
      "not-the-token",
      SITE + "/api/messages/status",
      new URLSearchParams(status("delivered")),
    );
    expect((await post("/api/messages/status", status("delivered"), forged)).status).toBe(403);
    // Signed for another host (a request's own Host header is never trusted).
    const otherHost = twilioSignature(
      TWILIO_TOKEN,
      `${server.url}/api/messages/status`,
      new URLSearchParams(status("delivered")),
    );
    expect((await post("/api/messages/status", status("delivered"), otherHost)).status).toBe(403);
    expect((await post("/api/messages/incoming", { From: NUMBER, Body: "STOP" }, "forged")).status).toBe(403);
    expect((await rowOf(id)).deliveryStatus).toBe("queued");
    expect(await database.db.select().from(textOptOuts)).toEqual([]);

    expect((await post("/api/messages/status", status("delivered"))).status).toBe(200);
    const delivered = await rowOf(id);
    expect(delivered.deliveryStatus).toBe("delivered");
    expect(delivered.deliveryUpdatedAt).not.toBeNull();
    // 'sent' arriving after 'delivered' is older news.
    expect((await post("/api/messages/status", status("sent"))).status).toBe(200);
    expect((await rowOf(id)).deliveryStatus).toBe("delivered");

    // A failure saying the number opted out stops texts to it.
    expect((await post("/api/messages/status", status("failed", { ErrorCode: "21610" }))).status).toBe(200);
    expect((await rowOf(id)).deliveryStatus).toBe("failed");
    expect(await database.db.select({ source: textOptOuts.source }).from(textOptOuts)).toEqual([
      { source: "provider" },
    ]);
  });

  it("without Twilio configured, both callbacks are 404 and change nothing", async () => {
    const base = withoutTwilio.url;
    expect(
      (await post("/api/messages/incoming", { From: NUMBER, Body: "STOP" }, undefined, base)).status,
    ).toBe(404);
    expect(
      (await post("/api/messages/status", { MessageSid: "SM1", MessageStatus: "sent" }, undefined, base))
        .status,
    ).toBe(404);
    expect(await database.db.select().from(textOptOuts)).toEqual([]);
  });
});
