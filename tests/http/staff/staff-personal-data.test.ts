/**
 * The back office's work on patients' data: notes, assignment and the CSV export of the inbox,
 * and erasing a person everywhere with an audit row that keeps none of their data.
 * Setup in tests/support/back-office.ts.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  consultationBookings,
  leadNotes,
  leads,
  newsletterSubscribers,
  outbox,
} from "../../../app/db/schema";
import { createLead } from "../../../app/services/leads/leads.server";
import { subscribeToNewsletter } from "../../../app/services/newsletter/newsletter.server";
import { subjectHash } from "../../../app/services/staff/audit.server";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import { SITE, useStaffServer } from "../../support/back-office";

// Every sign-in hashes a password with scrypt at its real cost: generous time on a busy machine.
describe.each(testBackends())("the back office on %s: data", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { post, signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });

  it("notes, assigns and exports the current filter as CSV", async () => {
    const { account, cookie } = await signedIn();
    const settings = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
    const { id } = await createLead(testContext(database, { settings }), {
      formId: "quote",
      submission: {
        name: "Bea Patient",
        email: "bea@example.com",
        treatment: "Cosmetic Dentistry",
        message: "How much?",
      },
    });
    await createLead(testContext(database, { settings }), {
      formId: "contact",
      submission: { name: "Cat Patient", email: "cat@example.com", message: "Implants" },
    });
    expect(
      (
        await post(
          `/staff/leads/${id}`,
          { intent: "save", status: "new", assigneeId: account.id, note: "Called her back" },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(302);
    const notes = await database.db.select().from(leadNotes);
    expect(notes.map((n) => n.body)).toEqual(["Called her back"]);
    const leadPage = await page(`/staff/leads/${id}`, cookie);
    expect(leadPage.text).toContain("Called her back");
    expect(leadPage.text).toContain("How much?");

    const csv = await page("/staff/leads/export?q=bea&form=quote", cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Received \(Budapest time\),Name,Email,/);
    expect(lines[1]).toContain("bea@example.com");
    expect(lines[1]).toContain(account.email);
    expect((await page("/staff/leads/export?q=bea")).status).toBe(302);
  });

  it("erases a person everywhere and leaves an audit row without their data", async () => {
    const { cookie } = await signedIn("admin");
    const email = "erin.patient@example.com";
    const settings = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
    const { id } = await createLead(testContext(database, { settings }), {
      formId: "contact",
      submission: { name: "Erin Patient", email, phone: "+44 7700 900123", message: "Crowns" },
    });
    await database.db.insert(leadNotes).values({ leadId: id, body: "Erin wants May" });
    await subscribeToNewsletter(testContext(database, { settings: { siteUrl: SITE } }), {
      email: "Erin.Patient@example.com",
    });
    // One email already sent, one still waiting.
    const [first] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-ack"));
    await database.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, first.id));
    const eventDate = proposedEventDates()[0];
    await database.db.insert(consultationBookings).values([
      {
        sessionId: "cs_paid",
        provider: "test",
        status: "scheduled",
        eventDate,
        amountCents: 5000,
        currency: "eur",
        customerEmail: email,
        paidAt: new Date(),
        appointmentDate: eventDate,
        appointmentTime: "10:00",
      },
      {
        sessionId: "cs_open",
        provider: "test",
        status: "cancelled",
        eventDate,
        amountCents: 5000,
        currency: "eur",
        customerEmail: email,
      },
    ]);

    const found = await post("/staff/gdpr", { intent: "search", email }, { Cookie: cookie });
    expect(found.status).toBe(200);
    expect(found.text).toMatch(/Leads(<!-- -->)?: (<!-- -->)?1</);

    const exported = await post("/staff/gdpr/export", { email }, { Cookie: cookie });
    expect(exported.headers["content-type"]).toContain("application/json");
    const record = JSON.parse(exported.text) as Record<string, unknown[]>;
    expect(record.leads).toHaveLength(1);
    expect(record.bookings).toHaveLength(2);
    expect(record.subscriptions).toHaveLength(1);

    const unconfirmed = await post("/staff/gdpr", { intent: "erase", email }, { Cookie: cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await database.db.$count(leads)).toBe(1);

    const erased = await post("/staff/gdpr", { intent: "erase", email, confirm: email }, { Cookie: cookie });
    expect(erased.status).toBe(200);
    expect(erased.text).toContain("Erased: 1 leads");

    // Nowhere in the database: every text column of every table, searched for the address and the name.
    for (const needle of ["erin.patient@example.com", "Erin Patient", "+44 7700 900123"]) {
      const tables = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows ??
        (tables as unknown as { table_name: string }[])) {
        const hits = await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} t where lower(t::text) like ${`%${needle.toLowerCase()}%`}`,
        );
        const rows =
          (hits as unknown as { rows?: { n: number }[] }).rows ?? (hits as unknown as { n: number }[]);
        expect(Number(rows[0].n), `${needle} in ${table_name}`).toBe(0);
      }
    }
    expect(await database.db.$count(newsletterSubscribers)).toBe(0);
    expect(await database.db.$count(leadNotes)).toBe(0);
    const bookings = await database.db.select().from(consultationBookings);
    expect(bookings.map((b) => [b.sessionId, b.customerEmail])).toEqual([["cs_paid", null]]);
    const sent = await database.db.select().from(outbox).where(eq(outbox.id, first.id));
    expect(sent[0].textBody).toBe("");

    const audit = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(["gdpr.search", "gdpr.export", "gdpr.erase"]);
    expect(audit[2].subject).toBe(subjectHash(email));
    expect(audit[2].detail).toMatchObject({
      leadsDeleted: 1,
      paidBookingsAnonymised: 1,
      unpaidBookingsDeleted: 1,
    });
  });
});
