/**
 * The waiting list over HTTP (the real edge and route table): the event page's form on a full
 * day, joining from the German page (the answer and the email in German), the refusals said on
 * the answer page, a post from another site refused at the edge, the entry's page in its
 * language, leaving with its button, and a made-up link a 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  waitingListAnswersIn,
  waitingListFormIn,
  waitingListPageIn,
} from "../../../app/content/translations";
import { consultationBookings, outbox, waitingListEntries } from "../../../app/db/schema";
import { formatEventDate } from "../../../app/lib/format";
import { findDay, proposedEventDates } from "../../../app/services/bookings/days.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

const SITE = "http://localhost:3000";

describe.each(testBackends())("the waiting list over HTTP on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let eventDate: string;

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
    eventDate = proposedEventDates()[1];
  });

  /** Paid desk bookings on the day. */
  async function fill(places: number) {
    await findDay(database.db, eventDate);
    await database.db.insert(consultationBookings).values(
      Array.from({ length: places }, () => ({
        sessionId: `desk_http_${crypto.randomUUID()}`,
        provider: "desk" as const,
        channel: "phone-desk" as const,
        status: "paid" as const,
        eventDate,
        amountCents: 5000,
        currency: "eur",
      })),
    );
  }

  const join = (form: Record<string, string>, lang = "de", origin = SITE) =>
    fetch(`${server.url}/waiting-list?lang=${lang}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ date: eventDate, language: lang, name: "Anna Weber", ...form }).toString(),
    });

  it("a full day's event page offers the form; joining in German answers and emails in German", async () => {
    const before = await (await fetch(`${server.url}/de/beratungstag`)).text();
    expect(before).not.toContain(waitingListFormIn.de.heading);
    await fill((await findDay(database.db, eventDate)).capacity);
    const page = await (await fetch(`${server.url}/de/beratungstag`)).text();
    expect(page).toContain(waitingListFormIn.de.heading);
    expect(page).toContain(`<option value="${eventDate}" selected="">`);

    const response = await join({ email: "anna@example.com" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain(waitingListAnswersIn.de.joinedHeading);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, "waiting-list-joined"));
    expect(mail.subject).toBe(`Sie stehen auf der Warteliste für den ${formatEventDate(eventDate, "de")}`);
    const path = /\/waiting-list\/[A-Za-z0-9_-]{43}/.exec(mail.textBody)![0];

    // The entry's page, in the entry's language, and leaving from it.
    const entryPage = await (await fetch(`${server.url}${path}`)).text();
    expect(entryPage).toContain(waitingListPageIn.de.waiting(1));
    const left = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: "intent=leave",
      redirect: "manual",
    });
    expect(left.status).toBe(302);
    expect(await (await fetch(`${server.url}${path}`)).text()).toContain(waitingListPageIn.de.left);
    const [entry] = await database.db.select().from(waitingListEntries);
    expect(entry).toMatchObject({ status: "left", language: "de" });

    expect((await fetch(`${server.url}/waiting-list/${"A".repeat(43)}`)).status).toBe(404);
  });

  it("refusals are said on the answer page in the page's language; another site's post is refused", async () => {
    await fill(1);
    const free = await join({ email: "anna@example.com" }, "fr");
    expect(free.status).toBe(409);
    expect(await free.text()).toContain(waitingListAnswersIn.fr.placesFree.slice(0, 20));
    const day = await findDay(database.db, eventDate);
    await fill(day.capacity - 1);
    const bad = await join({ email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(waitingListAnswersIn.de.emailInvalid);
    const noConsent = await join({
      email: "anna@example.com",
      channel: "whatsapp",
      phone: "+49 151 23456789",
    });
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain(waitingListAnswersIn.de.consentNeeded.slice(0, 30));
    const foreign = await join({ email: "anna@example.com" }, "de", "https://evil.example");
    // The edge refuses it (403), or React Router's own check of a document post's Origin first (400).
    expect([400, 403]).toContain(foreign.status);
    expect(await database.db.$count(waitingListEntries)).toBe(0);
  });
});
