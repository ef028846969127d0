/**
 * Texts in the back office, through the server: the patient page lists a booking's texts with
 * their channel and what became of them (never their words), and every staff page warns as the
 * month's texts near the content's cap and once they reach it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textLimitWords, textMessageLimits, textStatusWords } from "../../../app/content/staff-text-messages";
import { consultationBookings, outbox, textMonthCounts } from "../../../app/db/schema";
import { textMonthOf } from "../../../app/services/messages/text-delivery.server";
import { signInStaff } from "../../support/staff-http";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { rawRequest, type RawAnswer } from "../../support/raw-http";
import { startTestServer, type TestServer } from "../../support/http-server";

const textOf = (answer: RawAnswer) =>
  answer.text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

describe.each(testBackends())("texts in the back office on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    ({ cookie } = await signInStaff(server.url, database.db, { email: "desk@clinic.example" }));
  });

  const page = (path: string) => rawRequest(server.url, { method: "GET", path, headers: { Cookie: cookie } });

  it("the patient page lists the texts with their channel and state, not their words", async () => {
    const [booking] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: "cs_test_texts",
        reference: "BDC-7K3M-9Q2Y",
        provider: "test",
        status: "scheduled",
        eventDate: "2026-12-05",
        amountCents: 5000,
        currency: "eur",
        customerEmail: "anna@example.com",
        customerName: "Anna Kovács",
        customerPhone: "+447700900123",
      })
      .returning();
    const sent = new Date("2026-12-01T10:00:00Z");
    const base = { recipient: "+447700900123", timeZone: "Europe/London", bookingId: booking.id };
    await database.db.insert(outbox).values([
      {
        ...base,
        kind: "booking-reminder-7d",
        channel: "sms",
        subject: "Reminder: 7 days before",
        textBody: "secret words of the first text",
        sentAt: sent,
        providerId: "SM1",
        deliveryStatus: "delivered",
      },
      {
        ...base,
        kind: "booking-reminder-1d",
        channel: "whatsapp",
        subject: "Reminder: 1 day before",
        textBody: "secret words of the second text",
        gaveUpAt: sent,
        lastError: "the number replied STOP",
      },
    ]);
    const patient = await page(`/staff/patients/booking/${booking.id}`);
    expect(patient.status).toBe(200);
    const text = textOf(patient);
    expect(text).toContain("Reminder: 7 days before");
    expect(text).toMatch(new RegExp(`>${textStatusWords.channel.sms}<`));
    expect(text).toMatch(new RegExp(`data-text-state="delivered"[^>]*>${textStatusWords.delivered}<`));
    expect(text).toMatch(new RegExp(`>${textStatusWords.channel.whatsapp}<`));
    expect(text).toMatch(new RegExp(`data-text-state="given-up"[^>]*>${textStatusWords.gaveUp.stop}<`));
    expect(text).not.toContain("secret words");
  });

  it("every staff page warns from 80 % of the month's cap, and says when texts go again once it is reached", async () => {
    const cap = textMessageLimits.monthlyCap;
    const month = textMonthOf(new Date());
    expect(textOf(await page("/staff/leads"))).not.toContain("data-text-limit");

    const nearing = Math.ceil(cap * textMessageLimits.warnAtShare);
    await database.db.insert(textMonthCounts).values({ month, sent: nearing });
    const warned = textOf(await page("/staff/leads"));
    expect(warned).toContain('data-text-limit="nearing"');
    expect(warned).toContain(textLimitWords.nearing(nearing, cap));

    await database.db.update(textMonthCounts).set({ sent: cap });
    const reached = textOf(await page("/staff/consultation-days"));
    expect(reached).toContain('data-text-limit="reached"');
    expect(reached).toMatch(
      new RegExp(
        `The monthly limit of ${cap} text messages is reached: no texts go until 1 \\w+; emails still go.`,
      ),
    );
  });
});
