import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, leads, newsletterSubscribers, outbox, processedEvents } from "./schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../tests/support/database";

describe.each(testBackends())("data layer on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => truncateAll(database));

  it("applies the migrations: every table of the data model exists", async () => {
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = result.rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "consultation_bookings",
        "leads",
        "newsletter_subscribers",
        "outbox",
        "processed_events",
        "spam_submissions",
      ]),
    );
  });

  it("stores a lead with status new and a creation time", async () => {
    const [row] = await database.db
      .insert(leads)
      .values({ formId: "contact", name: "Ann Patient", email: "ann@example.com", consentVersion: "2026-11" })
      .returning();
    expect(row.status).toBe("new");
    expect(row.createdAt).toBeInstanceOf(Date);
    const stored = await database.db.select().from(leads).where(eq(leads.id, row.id));
    expect(stored[0].email).toBe("ann@example.com");
  });

  it("refuses a lead status outside the workflow", async () => {
    await expect(
      database.db.execute(
        sql`insert into leads (form_id, name, email, consent_version, status) values ('contact', 'A', 'a@example.com', 'v1', 'lost')`,
      ),
    ).rejects.toThrow();
    expect(await database.db.$count(leads)).toBe(0);
  });

  it("keeps one newsletter row per address", async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "ann@example.com", consentVersion: "v1" });
    await expect(
      database.db.insert(newsletterSubscribers).values({ email: "ann@example.com", consentVersion: "v1" }),
    ).rejects.toThrow();
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("finds a booking by its unique session id", async () => {
    await database.db.insert(consultationBookings).values({
      sessionId: "cs_test_123",
      provider: "test",
      eventDate: "2026-12-01",
      amountCents: 5000,
      currency: "eur",
    });
    await expect(
      database.db.insert(consultationBookings).values({
        sessionId: "cs_test_123",
        provider: "test",
        eventDate: "2026-12-01",
        amountCents: 5000,
        currency: "eur",
      }),
    ).rejects.toThrow();
    const [booking] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, "cs_test_123"));
    expect(booking.status).toBe("pending");
    expect(booking.eventDate).toBe("2026-12-01");
    expect(booking.appointmentTime).toBeNull();
  });

  it("records a webhook event id only once", async () => {
    await database.db
      .insert(processedEvents)
      .values({ eventId: "evt_1", type: "checkout.session.completed" });
    const again = await database.db
      .insert(processedEvents)
      .values({ eventId: "evt_1", type: "checkout.session.completed" })
      .onConflictDoNothing()
      .returning();
    expect(again).toHaveLength(0);
  });

  it("rolls a transaction back whole: no outbox row without its lead", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(outbox)
          .values({ kind: "staff", recipient: "clinic@clinic.example", subject: "s", textBody: "b" });
        throw new Error("lead insert failed");
      }),
    ).rejects.toThrow("lead insert failed");
    expect(await database.db.$count(outbox)).toBe(0);
  });
});
