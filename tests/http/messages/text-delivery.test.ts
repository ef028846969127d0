/**
 * Texts through the outbox worker, with the clock moved: a text due at night on the patient's
 * clock waits for 08:00; one a day per number; the monthly cap stops sending and the back office
 * says so; an email still goes by mail and a text by the text sender; Twilio's API (a local
 * stand-in) answering 500, or taking a message and answering too late, gives one message, not two.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textLimitWords } from "../../../app/content/staff-text-messages";
import { outbox, textMonthCounts, textOptOuts } from "../../../app/db/schema";
import type { MailMessage, MailTransport } from "../../../app/services/mail/transport.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { queueEmails } from "../../../app/services/mail/outbox.server";
import { textMonthView } from "../../../app/services/messages/month-count.server";
import {
  queueTexts,
  textRecipientOf,
  type QueuedText,
  type TextChoice,
  type TextRecipient,
} from "../../../app/services/messages/queue.server";
import { createTwilioTextSender, type TextSender } from "../../../app/services/messages/senders.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTwilioStandIn, TWILIO_SID, TWILIO_TOKEN, type TwilioStandIn } from "../../support/twilio";

const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";
const LONDON = "Europe/London";

/** A transport and a text sender that keep what they were given. */
function mailbox(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: "file", sent, send: async (message) => void sent.push(message) };
}
function phone(): TextSender & { sent: { channel: string; to: string; body: string }[] } {
  const sent: { channel: string; to: string; body: string }[] = [];
  return {
    kind: "file",
    sent,
    send: async (message) => {
      sent.push(message);
      return { providerId: `file-${sent.length}-${Math.random().toString(16).slice(2)}` };
    },
    find: async () => null,
  };
}

/** A patient's choice as a booking holds it: texts by SMS to a number typed as people do. */
const recipient = (to: string): TextRecipient => {
  const choice: TextChoice = {
    textChannel: "sms",
    phone: `${to.slice(0, 3)} ${to.slice(3)}`,
    textTimeZone: LONDON,
  };
  return textRecipientOf(choice)!;
};

const text = (to: string, extra: Partial<QueuedText> = {}): QueuedText => ({
  kind: "booking-reminder-1d",
  recipient: recipient(to),
  text: "Reminder: your consultation is tomorrow at 10:30.",
  label: "Reminder: 1 day before",
  ...extra,
});

describe.each(testBackends())("texts through the outbox on %s", (backend) => {
  let database: TestDatabase;
  let twilio: TwilioStandIn;
  let clock: Date;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    twilio = await startTwilioStandIn({ hangMs: 600, now: () => clock });
  });
  afterAll(async () => {
    await twilio?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    twilio.messages.length = 0;
    twilio.requests.length = 0;
    twilio.answerNext();
  });

  const run = (sender: TextSender, now: Date, monthlyCap?: number) =>
    deliverDueEmails(database.db, mailbox(), { from: FROM, now, texts: { sender, monthlyCap } });
  const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const twilioSender = () =>
    createTwilioTextSender({
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      smsFrom: "+447700900000",
      statusCallback: "http://localhost:3000/api/messages/status",
      baseUrl: twilio.url,
      timeoutMs: 200,
    });

  it("a reminder due at 03:00 on the patient's clock is not sent by a run at 03:00 and goes at 08:00", async () => {
    const night = new Date("2026-12-10T03:00:00Z"); // London is on UTC in December
    const sender = phone();
    // Queued by the rule: its time is moved to 08:00 at once.
    const [queued] = await queueTexts(database.db, [text("+447700900123", { sendAfter: night })], night);
    expect((await row(queued)).sendAfter).toEqual(new Date("2026-12-10T08:00:00Z"));
    // A row written due at 03:00 (the worker checks again when it sends): deferred, not failed.
    const [written] = await database.db
      .insert(outbox)
      .values({
        kind: "booking-reminder-1d",
        channel: "sms",
        recipient: "+447700900124",
        timeZone: LONDON,
        subject: "Reminder",
        textBody: "Reminder",
        sendAfter: night,
        nextAttemptAt: night,
      })
      .returning({ id: outbox.id });
    expect(await run(sender, night)).toEqual({ sent: 0, failed: 0 });
    expect(sender.sent).toEqual([]);
    const waiting = await row(written.id);
    expect(waiting.nextAttemptAt).toEqual(new Date("2026-12-10T08:00:00Z"));
    expect([waiting.attempts, waiting.sentAt, waiting.gaveUpAt]).toEqual([0, null, null]);

    expect(await run(sender, new Date("2026-12-10T07:59:00Z"))).toEqual({ sent: 0, failed: 0 });
    expect(await run(sender, new Date("2026-12-10T08:00:00Z"))).toEqual({ sent: 2, failed: 0 });
    expect(sender.sent.map((m) => m.to).sort()).toEqual(["+447700900123", "+447700900124"]);
  });

  it("an email goes by mail and a text by the text sender, never the other way; without a sender texts wait", async () => {
    const noon = new Date("2026-12-10T12:00:00Z");
    await queueEmails(database.db, [
      { kind: "lead-ack", to: "patient@example.com", subject: "Thanks", text: "Hi" },
    ]);
    const [textId] = await queueTexts(database.db, [text("+447700900123")], noon);
    const mail = mailbox();
    // A worker without a text sender leaves the text for one that has one.
    expect(await deliverDueEmails(database.db, mail, { from: FROM, now: noon })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mail.sent.map((m) => m.to)).toEqual(["patient@example.com"]);
    expect((await row(textId)).sentAt).toBeNull();

    const sender = phone();
    const secondMail = mailbox();
    expect(
      await deliverDueEmails(database.db, secondMail, { from: FROM, now: noon, texts: { sender } }),
    ).toEqual({ sent: 1, failed: 0 });
    expect(secondMail.sent).toEqual([]);
    expect(sender.sent).toEqual([{ channel: "sms", to: "+447700900123", body: text("").text }]);
    expect((await row(textId)).deliveryStatus).toBe("queued");
  });

  it("one text a day per number: the second waits for 08:00 the next day, and is given up past its send-before", async () => {
    const morning = new Date("2026-12-10T10:00:00Z");
    const sender = phone();
    const [first, second, third] = await queueTexts(
      database.db,
      [
        text("+447700900123"),
        text("+447700900123", { kind: "waiting-list-offer" }),
        text("+447700900123", { kind: "booking-reminder-7d", sendBefore: new Date("2026-12-11T07:00:00Z") }),
      ],
      morning,
    );
    expect(await run(sender, morning)).toEqual({ sent: 1, failed: 0 });
    expect((await row(first)).sentAt).not.toBeNull();
    expect((await row(second)).nextAttemptAt).toEqual(new Date("2026-12-11T08:00:00Z"));
    expect((await row(third)).nextAttemptAt).toEqual(new Date("2026-12-11T08:00:00Z"));

    expect(await run(sender, new Date("2026-12-11T08:00:00Z"))).toEqual({ sent: 1, failed: 0 });
    expect(sender.sent).toHaveLength(2);
    const late = await row(third);
    expect(late.gaveUpAt).not.toBeNull();
    expect(late.lastError).toMatch(/^too late/);
  });

  it("the monthly cap: with a cap of 2 the third text is given up, said in the log's reason and the back office", async () => {
    const noon = new Date("2026-12-10T12:00:00Z");
    const sender = phone();
    const ids = await queueTexts(
      database.db,
      ["+447700900121", "+447700900122", "+447700900123"].map((to) => text(to)),
      noon,
    );
    expect(await run(sender, noon, 2)).toEqual({ sent: 2, failed: 0 });
    expect(sender.sent).toHaveLength(2);
    const refused = await row(ids[2]);
    expect([refused.sentAt, refused.lastError]).toEqual([null, "monthly text limit reached"]);
    expect(refused.gaveUpAt).not.toBeNull();
    expect(await database.db.select().from(textMonthCounts)).toEqual([{ month: "2026-12", sent: 2 }]);

    const ctx = testContext(database, { now: noon });
    const view = await textMonthView(ctx, { monthlyCap: 2, warnAtShare: 0.8 });
    expect(view).toEqual({ sent: 2, cap: 2, state: "reached", resumes: "2027-01-01" });
    expect(textLimitWords.reached(view.cap, view.resumes)).toBe(
      "The monthly limit of 2 text messages is reached: no texts go until 1 January; emails still go.",
    );
    expect((await textMonthView(ctx, { monthlyCap: 3, warnAtShare: 0.5 })).state).toBe("nearing");
    expect((await textMonthView(ctx)).state).toBe("ok");
  });

  it("Twilio answering 500, then taking it: retried with backoff, exactly one message at the provider", async () => {
    clock = new Date("2026-12-10T12:00:00Z");
    const [id] = await queueTexts(database.db, [text("+447700900123")], clock);
    twilio.answerNext("fail-500");
    expect(await run(twilioSender(), clock)).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect([failed.attempts, failed.uncertainSince, failed.sentAt]).toEqual([1, null, null]);
    expect(failed.lastError).toBe("the provider answered 500 (code 20500)");
    expect(await database.db.select().from(textMonthCounts)).toEqual([{ month: "2026-12", sent: 0 }]);

    clock = new Date(failed.nextAttemptAt.getTime() + 1);
    expect(await run(twilioSender(), clock)).toEqual({ sent: 1, failed: 0 });
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.requests.every((request) => request.authorized)).toBe(true);
    const sent = await row(id);
    expect([sent.providerId, sent.deliveryStatus, sent.uncertainSince]).toEqual([
      twilio.messages[0].sid,
      "queued",
      null,
    ]);
    expect(await database.db.select().from(textMonthCounts)).toEqual([{ month: "2026-12", sent: 1 }]);
  });

  it("Twilio taking the message but answering after the timeout: the retry finds it there and sends nothing more", async () => {
    clock = new Date("2026-12-10T12:00:00Z");
    const [id] = await queueTexts(database.db, [text("+447700900123")], clock);
    twilio.answerNext("take-and-hang");
    expect(await run(twilioSender(), clock)).toEqual({ sent: 0, failed: 1 });
    const unsure = await row(id);
    expect(unsure.uncertainSince).toEqual(clock);
    expect(unsure.lastError).toBe("the provider timed out");
    expect(twilio.messages).toHaveLength(1);

    clock = new Date(unsure.nextAttemptAt.getTime() + 1);
    expect(await run(twilioSender(), clock)).toEqual({ sent: 1, failed: 0 });
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.requests.map((request) => request.method)).toEqual(["POST", "GET"]);
    const found = await row(id);
    expect([found.providerId, found.uncertainSince]).toEqual([twilio.messages[0].sid, null]);
    // Its place under the cap was taken once.
    expect(await database.db.select().from(textMonthCounts)).toEqual([{ month: "2026-12", sent: 1 }]);
  });

  it("Twilio refusing a number that replied STOP (21610): given up, the number opted out, its place given back", async () => {
    clock = new Date("2026-12-10T12:00:00Z");
    const [id] = await queueTexts(database.db, [text("+447700900123")], clock);
    twilio.answerNext("refuse-stopped");
    expect(await run(twilioSender(), clock)).toEqual({ sent: 0, failed: 0 });
    const refused = await row(id);
    expect(refused.gaveUpAt).not.toBeNull();
    expect(refused.lastError).toBe("the provider answered 400 (code 21610)");
    expect(
      await database.db.select({ phone: textOptOuts.phone, source: textOptOuts.source }).from(textOptOuts),
    ).toEqual([{ phone: "+447700900123", source: "provider" }]);
    expect(await database.db.select().from(textMonthCounts)).toEqual([{ month: "2026-12", sent: 0 }]);
  });

  it("an id found for an unanswered send that is already another row's is not taken: the text is sent", async () => {
    const noon = new Date("2026-12-10T12:00:00Z");
    const [earlier, unsure] = await queueTexts(
      database.db,
      [text("+447700900123"), text("+447700900123")],
      noon,
    );
    await database.db
      .update(outbox)
      .set({ sentAt: new Date("2026-12-09T12:00:00Z"), providerId: "SMalready" })
      .where(eq(outbox.id, earlier));
    await database.db.update(outbox).set({ uncertainSince: noon }).where(eq(outbox.id, unsure));
    const sender = { ...phone(), find: async () => ({ providerId: "SMalready" }) };
    expect(await run(sender, noon)).toEqual({ sent: 1, failed: 0 });
    expect(sender.sent).toHaveLength(1);
    expect((await row(unsure)).providerId).not.toBe("SMalready");
  });
});
