import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffSearchCopy } from "../../../app/content/staff-search";
import { auditLog, consultationBookings, leadFiles, leads, outbox } from "../../../app/db/schema";
import { subjectHash } from "../../../app/services/staff/audit.server";
import { signInStaff } from "../../support/staff-http";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { rawRequest, type RawAnswer } from "../../support/raw-http";
import { startTestServer, type TestServer } from "../../support/http-server";

/** The search box, its results page and the patient page, through the server. */

const textOf = (answer: RawAnswer) =>
  answer.text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

describe.each(testBackends())("the staff search pages on %s", { timeout: 120_000 }, (backend) => {
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

  async function seed() {
    const [anna] = await database.db
      .insert(leads)
      .values({
        formId: "quote",
        consentVersion: "2026-01",
        name: "Anna Kovács",
        email: "anna@example.com",
        phone: "+44 7700 900123",
      })
      .returning();
    const [bob] = await database.db
      .insert(leads)
      .values({ formId: "contact", consentVersion: "2026-01", name: "Bob Stone", email: "bob@stone.example" })
      .returning();
    const [booking] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: "cs_test_anna",
        reference: "BDC-7K3M-9Q2X",
        provider: "test",
        status: "scheduled",
        eventDate: "2026-12-05",
        appointmentDate: "2026-12-05",
        appointmentTime: "10:30",
        amountCents: 5000,
        currency: "eur",
        customerEmail: "ANNA@example.com",
        customerName: "Anna Kovács",
        customerPhone: "07700 900123",
      })
      .returning();
    await database.db.insert(outbox).values([
      {
        kind: "booking-receipt",
        recipient: "anna@example.com",
        subject: "Your consultation day receipt",
        textBody: "body text not shown",
        bookingId: booking.id,
        sentAt: new Date(),
      },
      {
        kind: "lead-ack",
        recipient: "bob@stone.example",
        subject: "Bob's acknowledgement",
        textBody: "b",
        leadId: bob.id,
      },
    ]);
    await database.db.insert(leadFiles).values([
      {
        id: "anna-xray",
        leadId: anna.id,
        fileName: "anna-xray.jpg",
        contentType: "image/jpeg",
        sizeBytes: 2048,
      },
      {
        id: "bob-photo",
        leadId: bob.id,
        fileName: "bob-photo.jpg",
        contentType: "image/jpeg",
        sizeBytes: 2048,
      },
    ]);
    return { anna, bob, booking };
  }

  it("every staff page has the search box, a labelled GET form to /staff/search", async () => {
    const inbox = await page("/staff/leads");
    expect(inbox.status).toBe(200);
    expect(inbox.text).toMatch(
      /<form[^>]*action="\/staff\/search"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/staff\/search"/,
    );
    expect(inbox.text).toContain(
      `<label for="staff-search" class="sr-only">${staffSearchCopy.box.label}</label>`,
    );
  });

  it("a reference read out with spaces opens the patient's page, with the booking, lead, emails and files", async () => {
    const { booking } = await seed();
    const found = await page("/staff/search?q=bdc+7k3m+9q2x");
    expect(found.status).toBe(302);
    expect(found.headers.location).toBe(`/staff/patients/booking/${booking.id}?found=reference`);

    const patient = await page(found.headers.location as string);
    expect(patient.status).toBe(200);
    const text = textOf(patient);
    expect(text).toContain("Anna Kovács");
    expect(text).toContain("BDC-7K3M-9Q2X");
    expect(text).toContain("10:30");
    expect(text).toContain("Your consultation day receipt");
    expect(text).toContain("anna-xray.jpg");
    expect(text).toMatch(/href="\/staff\/files\/anna-xray\?expires=\d+&signature=/);
    expect(text).not.toContain("body text not shown");
    expect(text).not.toContain("Bob");
    expect(text).not.toContain("bob-photo.jpg");

    const [view] = await database.db.select().from(auditLog).where(eq(auditLog.action, "patient.view"));
    expect(view.subject).toBe(subjectHash("anna@example.com"));
    expect(view.detail).toMatchObject({ leads: 1, bookings: 1, emails: 1, files: 1 });
  });

  it("lists people found by part of a name or a phone typed differently, with links to each page", async () => {
    const { anna, bob, booking } = await seed();
    const byName = await page("/staff/search?q=STONE");
    expect(byName.status).toBe(200);
    const text = textOf(byName);
    expect(text).toContain("Bob Stone");
    expect(text).toContain(`href="/staff/leads/${bob.id}"`);
    expect(text).toContain(`href="/staff/patients/lead/${bob.id}"`);
    expect(text).not.toContain("Anna");

    const byPhone = textOf(await page("/staff/search?q=%2B44%207700%20900123"));
    expect(byPhone).toContain(staffSearchCopy.page.found(2, 1));
    expect(byPhone).toContain(`href="/staff/leads/${anna.id}"`);
    expect(byPhone).toContain(`href="/staff/consultation-days/2026-12-05"`);
    expect(byPhone).toContain(`href="/staff/patients/booking/${booking.id}"`);
  });

  it("says when a query is too short or finds nothing; unknown patients are 404; signed out goes to sign-in", async () => {
    await seed();
    expect(textOf(await page("/staff/search?q=an"))).toContain(staffSearchCopy.page.tooShort);
    expect(textOf(await page("/staff/search?q=zzzzz"))).toContain(staffSearchCopy.page.none("zzzzz"));
    expect((await page("/staff/patients/lead/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("/staff/patients/someone/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const anonymous = await rawRequest(server.url, { method: "GET", path: "/staff/search?q=stone" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toContain("/staff/sign-in");
  });
});
