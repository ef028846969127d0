import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, leadFiles, leads, outbox } from "~/db/schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { patientRecord } from "./record.server";
import { nationalDigits, search, SEARCH_LIMIT, searchTerms } from "./search.server";

const lead = (values: Partial<typeof leads.$inferInsert> & { name: string; email: string }) => ({
  formId: "contact",
  consentVersion: "2026-01",
  ...values,
});

const booking = (
  values: Partial<typeof consultationBookings.$inferInsert> & { reference: string },
): typeof consultationBookings.$inferInsert => ({
  sessionId: `cs_test_${values.reference}`,
  provider: "test",
  status: "paid",
  eventDate: "2026-12-05",
  amountCents: 5000,
  currency: "eur",
  ...values,
});

describe("what a typed query searches for", () => {
  it("reads a reference in any case, with spaces, dashes or none, whole or without its prefix", () => {
    for (const typed of ["bdc 7k3m 9q2x", "BDC7K3M9Q2X", "BDC-7K3M-9Q2X", "7K3M-9Q2X", " 7k3m9q2x "])
      expect(searchTerms(typed).references).toEqual(["BDC7K3M9Q2X"]);
    expect(searchTerms("9q2x").referenceTail).toBe("9Q2X");
    expect(searchTerms("smith").referenceTail).toBeNull();
  });

  it("reads a phone number as its national part, however it is written", () => {
    for (const typed of [
      "+44 7700 900123",
      "07700 900123",
      "0044-7700-900-123",
      "(0)7700 900 123",
      "7700900123",
    ])
      expect(nationalDigits(typed)).toBe("7700900123");
    expect(nationalDigits("+36 30 123 4567")).toBe("301234567");
    expect(nationalDigits("+1 (415) 555-0100")).toBe("4155550100");
    expect(nationalDigits("+353 87 123 4567")).toBe("871234567");
    expect(nationalDigits("12345")).toBeNull();
    expect(nationalDigits("anna")).toBeNull();
  });
});

describe.each(testBackends())("the staff search on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => truncateAll(database));

  async function seed() {
    const [anna] = await database.db
      .insert(leads)
      .values(lead({ name: "Anna Kovács", email: "Anna.K@Example.com", phone: "+44 7700 900123" }))
      .returning();
    const [other] = await database.db
      .insert(leads)
      .values(lead({ name: "Bob Stone", email: "bob@stone.example", phone: "+36 30 555 0101" }))
      .returning();
    const [annaBooking] = await database.db
      .insert(consultationBookings)
      .values(
        booking({
          reference: "BDC-7K3M-9Q2X",
          customerEmail: "anna.k@example.com",
          customerName: "Anna Kovács",
          customerPhone: "07700 900123",
        }),
      )
      .returning();
    const [bobBooking] = await database.db
      .insert(consultationBookings)
      .values(
        booking({
          reference: "BDC-ABCD-2345",
          customerEmail: "bob@stone.example",
          customerName: "Robert Stone",
          customerPhone: "+36 30 555 0101",
        }),
      )
      .returning();
    return { anna, other, annaBooking, bobBooking };
  }

  it("finds a booking by its reference read out lower-cased with spaces, and says it is exact", async () => {
    const { annaBooking } = await seed();
    for (const typed of ["bdc 7k3m 9q2x", "7K3M-9Q2X", "BDC7K3M9Q2X"]) {
      const result = await search(database.db, typed);
      const hits = result.people.flatMap((person) => person.hits);
      expect(hits.map((hit) => hit.id)).toEqual([annaBooking.id]);
      expect(hits[0].exactReference).toBe(true);
      expect(hits[0].reference).toBe("BDC-7K3M-9Q2X");
    }
    const tail = await search(database.db, "9q2x");
    expect(tail.people.flatMap((person) => person.hits).map((hit) => hit.id)).toEqual([annaBooking.id]);
  });

  it("finds a lead and a booking by a phone number typed another way, as one person", async () => {
    const { anna, annaBooking } = await seed();
    const result = await search(database.db, "0044-7700-900-123");
    expect(result.people).toHaveLength(1);
    expect(result.people[0].hits.map((hit) => hit.id).sort()).toEqual([anna.id, annaBooking.id].sort());
    expect(result.people[0].name).toBe("Anna Kovács");
  });

  it("finds by part of a name (any case) and a lead by part of its email", async () => {
    const { other, bobBooking } = await seed();
    const byName = await search(database.db, "STON");
    expect(byName.people).toHaveLength(1);
    expect(byName.people[0].hits.map((hit) => hit.id).sort()).toEqual([other.id, bobBooking.id].sort());
    const byBookingName = await search(database.db, "robert");
    expect(byBookingName.people.flatMap((person) => person.hits).map((hit) => hit.id)).toEqual([
      bobBooking.id,
    ]);
    const byEmail = await search(database.db, "k@exam");
    expect(byEmail.people).toHaveLength(1);
    expect(byEmail.people[0].hits.map((hit) => hit.kind).sort()).toEqual(["booking", "lead"]);
  });

  it("ignores a query too short to search, and takes % and _ as themselves", async () => {
    await seed();
    await database.db.insert(leads).values(lead({ name: "Percy Half% Smile", email: "percy_p@example.com" }));
    expect((await search(database.db, "an")).people).toEqual([]);
    expect((await search(database.db, "   ")).people).toEqual([]);
    expect((await search(database.db, "12345")).people).toEqual([]);
    const percent = await search(database.db, "f% s");
    expect(percent.people.map((person) => person.name)).toEqual(["Percy Half% Smile"]);
    // Unescaped, '%%%' would match every row; '_' every character.
    expect((await search(database.db, "%%%")).people).toEqual([]);
    expect((await search(database.db, "y_p")).people.map((person) => person.name)).toEqual([
      "Percy Half% Smile",
    ]);
    expect((await search(database.db, "a_k")).people).toEqual([]);
  });

  it("shows the newest first and at most the limit, saying there are more", async () => {
    const base = Date.parse("2026-11-01T10:00:00Z");
    await database.db.insert(leads).values(
      Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) =>
        lead({
          name: `Smith ${i}`,
          email: `smith${i}@example.com`,
          createdAt: new Date(base + i * 60_000),
        }),
      ),
    );
    const result = await search(database.db, "smith");
    expect(result.hitCount).toBe(SEARCH_LIMIT);
    expect(result.more).toBe(true);
    expect(result.people[0].name).toBe(`Smith ${SEARCH_LIMIT + 4}`);
  });

  it("the patient page gathers one person's leads, bookings, emails and files, and no one else's", async () => {
    const { anna, other, annaBooking, bobBooking } = await seed();
    const [second] = await database.db
      .insert(leads)
      .values(lead({ name: "Anna K", email: "ANNA.K@example.com", phone: null }))
      .returning();
    await database.db.insert(leadFiles).values([
      {
        id: "file-anna",
        leadId: second.id,
        fileName: "xray.jpg",
        contentType: "image/jpeg",
        sizeBytes: 1000,
      },
      { id: "file-bob", leadId: other.id, fileName: "bob.jpg", contentType: "image/jpeg", sizeBytes: 1000 },
    ]);
    await database.db.insert(outbox).values([
      {
        kind: "lead-ack",
        recipient: "anna.k@example.com",
        subject: "We have your request",
        textBody: "secret body",
        leadId: anna.id,
        sentAt: new Date(),
      },
      {
        kind: "booking-receipt",
        recipient: "Anna.K@example.com",
        subject: "Your receipt",
        textBody: "b",
        bookingId: annaBooking.id,
        lastError: "550",
        attempts: 3,
      },
      {
        kind: "lead-notify",
        recipient: "clinic@clinic.example",
        subject: "New lead",
        textBody: "n",
        leadId: second.id,
      },
      { kind: "lead-ack", recipient: "bob@stone.example", subject: "Bob's", textBody: "b", leadId: other.id },
      {
        kind: "booking-receipt",
        recipient: "bob@stone.example",
        subject: "Bob's receipt",
        textBody: "b",
        bookingId: bobBooking.id,
      },
    ]);

    const record = (await patientRecord(database.db, { kind: "booking", id: annaBooking.id }))!;
    expect(record.leads.map((row) => row.id).sort()).toEqual([anna.id, second.id].sort());
    expect(record.bookings.map((row) => row.reference)).toEqual(["BDC-7K3M-9Q2X"]);
    expect(record.files.map((file) => file.fileName)).toEqual(["xray.jpg"]);
    expect(record.emails.map((email) => [email.subject, email.state, email.toPatient]).sort()).toEqual(
      [
        ["New lead", "waiting", false],
        ["We have your request", "sent", true],
        ["Your receipt", "failed", true],
      ].sort(),
    );
    expect(JSON.stringify(record)).not.toContain("secret body");
    // Opened from a lead, the same person.
    const fromLead = (await patientRecord(database.db, { kind: "lead", id: second.id }))!;
    expect(fromLead.bookings.map((row) => row.id)).toEqual([annaBooking.id]);
    expect(
      await patientRecord(database.db, { kind: "lead", id: "00000000-0000-4000-8000-000000000000" }),
    ).toBeNull();
  });

  it("a booking taken without an email address is a person on its own", async () => {
    await seed();
    const [desk] = await database.db
      .insert(consultationBookings)
      .values(
        booking({ reference: "BDC-2222-3333", customerName: "Walk In", customerPhone: "+36 1 234 5678" }),
      )
      .returning();
    const record = (await patientRecord(database.db, { kind: "booking", id: desk.id }))!;
    expect(record.bookings.map((row) => row.id)).toEqual([desk.id]);
    expect(record.leads).toEqual([]);
    expect(record.emails).toEqual([]);
  });
});
