import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../tests/support/database";
import { at, testContext } from "../../../tests/support/context";
import { consultationBookings, leadFiles, leadNotes, leads, outbox } from "~/db/schema";
import { enquiryRetention } from "~/lib/lead-status";
import { purgeStaleEnquiries } from "./retention.server";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2029-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const THREE_YEARS = 3 * 365;

describe.each(testBackends())("enquiries kept 2 years after the last contact, on %s", (backend) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());

  async function enquiry(
    email: string,
    sent: Date,
    status: (typeof leads.$inferInsert)["status"] = "contacted",
  ) {
    const [lead] = await db()
      .insert(leads)
      .values({ formId: "contact", name: "A Person", email, consentVersion: "v1", status, createdAt: sent })
      .returning();
    // The clinic's notice (sent) and the visitor's acknowledgement (sent), as the site writes them.
    await db()
      .insert(outbox)
      .values([
        {
          kind: "lead-staff",
          recipient: "clinic@clinic.example",
          replyTo: email,
          subject: "New enquiry",
          textBody: `From ${email}: my teeth`,
          sentAt: sent,
          createdAt: sent,
        },
        {
          kind: "lead-ack",
          recipient: email,
          subject: "Thank you",
          textBody: "We will reply",
          sentAt: sent,
          createdAt: sent,
        },
      ]);
    return lead;
  }
  const remaining = async () => (await db().select({ email: leads.email }).from(leads)).map((l) => l.email);

  it("deletes the enquiries of people not heard from for 2 years, and keeps everyone else's", async () => {
    expect(enquiryRetention.years).toBe(2);
    const stale = await enquiry("Quiet@Example.com", daysAgo(THREE_YEARS));
    await db().insert(leadFiles).values({
      id: "file-of-a-quiet-person",
      leadId: stale.id,
      fileName: "x-ray.jpg",
      contentType: "image/jpeg",
      sizeBytes: 10,
    });
    await db()
      .insert(leadNotes)
      .values({ leadId: stale.id, body: "Called, no answer", createdAt: daysAgo(800) });

    // A note a year ago is a contact: kept.
    const noted = await enquiry("noted@example.com", daysAgo(THREE_YEARS));
    await db()
      .insert(leadNotes)
      .values({ leadId: noted.id, body: "Spoke on the phone", createdAt: daysAgo(365) });
    // A second enquiry a year ago, in another case: both kept.
    await enquiry("again@example.com", daysAgo(THREE_YEARS));
    await enquiry("AGAIN@example.com", daysAgo(365));
    // Treated: kept, however old.
    await enquiry("patient@example.com", daysAgo(THREE_YEARS), "booked");
    await enquiry("patient@example.com", daysAgo(THREE_YEARS), "not_interested");
    await enquiry("finished@example.com", daysAgo(THREE_YEARS), "closed");
    // A consultation booked half a year ago is a contact: kept.
    await enquiry("booker@example.com", daysAgo(THREE_YEARS));
    await db()
      .insert(consultationBookings)
      .values({
        sessionId: "cs_test_retention_1",
        reference: "BDC-RETN-0001",
        customerEmail: "booker@example.com",
        provider: "test",
        status: "paid",
        eventDate: "2029-01-04",
        amountCents: 5000,
        currency: "eur",
        createdAt: daysAgo(180),
      });
    // Just inside the 2 years: kept.
    await enquiry("recent@example.com", daysAgo(2 * 365 - 2));
    const ctx = testContext(database, { now });

    expect(await purgeStaleEnquiries(ctx)).toEqual({ enquiries: 1, files: 1 });
    const left = await remaining();
    expect(left).not.toContain("Quiet@Example.com");
    for (const kept of [
      "noted@example.com",
      "again@example.com",
      "AGAIN@example.com",
      "patient@example.com",
      "finished@example.com",
      "booker@example.com",
      "recent@example.com",
    ])
      expect(left).toContain(kept);
    // Its notes went with it, its X-ray was let go for the attachment sweep to delete.
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, stale.id))).toEqual([]);
    const [file] = await db().select().from(leadFiles).where(eq(leadFiles.id, "file-of-a-quiet-person"));
    expect(file.leadId).toBeNull();
    // The emails about it keep only that an email went.
    const mail = await db().select().from(outbox);
    expect(
      mail.filter((m) => m.textBody.includes("Quiet@Example.com") || m.recipient === "Quiet@Example.com"),
    ).toEqual([]);
    expect(mail.filter((m) => m.recipient === "erased")).toHaveLength(2);
    expect(mail.filter((m) => m.replyTo === "noted@example.com")).toHaveLength(1);

    // Nothing more to do in a second run. 400 days on, everyone whose last contact is then over
    // 2 years old goes too; the treated, and the one who booked 180 days ago, stay.
    expect(await purgeStaleEnquiries(ctx)).toEqual({ enquiries: 0, files: 0 });
    const later = new Date(now.getTime() + 400 * DAY);
    expect((await purgeStaleEnquiries(at(ctx, later))).enquiries).toBe(4);
    expect((await remaining()).sort()).toEqual(
      ["booker@example.com", "finished@example.com", "patient@example.com", "patient@example.com"].sort(),
    );
  });
});
