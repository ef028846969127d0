import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { type PageViewRecorder } from "../../../app/services/analytics/recorder.server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { DESKTOP_BROWSER, PHONE_BROWSER, testRecorder } from "../../support/browsers";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";
import { signInStaff } from "../../support/staff-http";

/*
 * What brought a patient who books and pays online (issue 33): the event page visited from a
 * campaign link, then the checkout from the same browser; the booking row carries it, and the
 * day sheet and its CSV show it. A phone booking carries nothing, whoever's browser took it.
 */
const SITE = "http://localhost:3000";

describe.each(testBackends())("what brought a booking, on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let analytics: PageViewRecorder;
  let day: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    analytics = testRecorder(database.db);
    server = await startTestServer(database, { analytics });
  });
  beforeEach(async () => {
    await truncateAll(database);
    day = proposedEventDates()[0];
  });
  afterAll(async () => {
    await server?.close();
    await analytics?.stop();
    await database?.dispose();
  });

  const visit = async (path: string, userAgent: string) => {
    const answer = await rawRequest(server.url, {
      method: "GET",
      path,
      headers: { "User-Agent": userAgent },
    });
    expect(answer.status).toBe(200);
    await analytics.flush();
  };
  /** The event page's script starting a checkout, then the patient paying on the test checkout. */
  const bookAndPay = async (name: string, email: string, userAgent: string) => {
    const started = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
        event_date: day,
        name,
        phone: "+44 7700 900123",
      }),
    });
    expect(started.status).toBe(200);
    const { sessionId, url } = (await started.json()) as { sessionId: string; url: string };
    const paid = await fetch(`${server.url}${new URL(url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "User-Agent": userAgent },
      body: new URLSearchParams({ intent: "pay", email }).toString(),
    });
    expect(paid.status).toBe(302);
    const [booking] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId));
    return booking;
  };

  it("a campaign visit, then a booking paid online: the booking, the day sheet and its CSV carry the campaign", async () => {
    await visit(
      "/consultation-event?utm_source=newsletter-partner&utm_medium=email&utm_campaign=spring-implants",
      PHONE_BROWSER,
    );
    const nora = await bookAndPay("Nora Newsletter", "nora@example.com", PHONE_BROWSER);
    expect(nora).toMatchObject({
      status: "paid",
      channel: "online",
      visitSource: "newsletter-partner",
      visitMedium: "email",
      visitCampaign: "spring-implants",
      visitReferrer: null,
      visitLanding: "/consultation-event",
    });
    // The clinic's notice of the paid booking says it too.
    const notices = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-paid-staff"));
    expect(notices.map((notice) => notice.textBody).join("\n")).toContain(
      "Came from: newsletter-partner / email, campaign spring-implants, landed on /consultation-event",
    );
    // Another browser, which never visited: nothing known.
    const dan = await bookAndPay("Dan Desktop", "dan@example.com", DESKTOP_BROWSER);
    expect(dan).toMatchObject({ status: "paid", visitSource: null, visitCampaign: null, visitLanding: null });

    // Reception books a caller from a browser that saw the campaign too: a phone booking has none.
    const { cookie } = await signInStaff(server.url, database.db, {
      email: "desk@clinic.example",
      role: "admin",
    });
    const staff = (path: string, form?: Record<string, string>) =>
      rawRequest(server.url, {
        method: form ? "POST" : "GET",
        path,
        headers: {
          Cookie: cookie,
          "User-Agent": PHONE_BROWSER,
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
    const bookPage = await staff(`/staff/consultation-days/${day}/book`);
    const once = /name="once" value="([0-9a-f-]{36})"/.exec(bookPage.text)![1];
    const booked = await staff(`/staff/consultation-days/${day}/book`, {
      name: "Cara Caller",
      phone: "+44 7700 900999",
      email: "cara@example.com",
      payment: "desk",
      once,
    });
    expect(booked.status).toBe(302);
    const [cara] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.customerEmail, "cara@example.com"));
    expect(cara).toMatchObject({ channel: "phone-desk", visitSource: null, visitMedium: null });

    const sheet = await staff(`/staff/consultation-days/${day}`);
    expect(sheet.status).toBe(200);
    const cells = [...sheet.text.matchAll(/data-testid="booking-came-from">(.*?)<\/td>/gs)].map((m) =>
      m[1]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(cells).toHaveLength(3);
    expect(cells).toContain(
      "newsletter-partner / email Campaign: spring-implants Landing page: /consultation-event",
    );
    expect(cells).toContain("Not known");
    expect(cells).toContain("Not known Phone booking");

    const csv = await staff(`/staff/consultation-days/${day}/export`);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/,Newsletter code,Source,Medium,Campaign,Referring site,Landing page$/);
    expect(lines.find((line) => line.includes("Nora Newsletter"))).toMatch(
      /,newsletter-partner,email,spring-implants,,\/consultation-event$/,
    );
    expect(lines.find((line) => line.includes("Cara Caller"))).toMatch(/,,,,,$/);
  });
});
