import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, testCheckoutSessions, waitingListEntries } from "~/db/schema";
import { erasePerson, findPerson } from "~/services/patients/gdpr.server";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { proposedEventDates } from "~/services/bookings/days.server";
import { addStaffAccount } from "~/services/staff/accounts.server";
import { asStaff, testContext } from "../../../tests/support/context";

/** A booking is a patient: the right of access lists its name and phone, erasure removes them. */
describe.each(testBackends())("GDPR and a booking's name and phone, on %s", (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.dispose());
  beforeEach(() => truncateAll(database));

  it("exports the booking's name, phone and note, and erasure keeps the paid booking without them", async () => {
    const eventDate = proposedEventDates()[0];
    const [paid] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: "cs_test_gdpr_paid_0001",
        provider: "test",
        status: "paid",
        eventDate,
        amountCents: 5000,
        currency: "eur",
        customerEmail: "Ann@Example.com",
        customerName: "Ann Lee",
        customerPhone: "+44 7700 900123",
        staffNote: "Ann's sister comes too",
        paidAt: new Date(),
      })
      .returning();
    await database.db.insert(testCheckoutSessions).values({
      id: paid.sessionId,
      status: "paid",
      amountCents: 5000,
      currency: "eur",
      eventDate,
      successUrl: "http://localhost:3000/consultation-success",
      cancelUrl: "http://localhost:3000/consultation-event",
      customerEmail: "ann@example.com",
      customerName: "Ann Lee",
      customerPhone: "+44 7700 900123",
    });

    // She also waits for a place on a full day.
    await database.db.insert(waitingListEntries).values({
      eventDate: proposedEventDates()[1],
      email: "ann@example.com",
      name: "Ann Lee",
      phone: "+44 7700 900123",
      tokenHash: "a".repeat(64),
    });

    const found = await findPerson(database.db, "ann@example.com");
    expect(found.waitingLists).toMatchObject([{ name: "Ann Lee", phone: "+44 7700 900123" }]);
    expect(found.bookings).toMatchObject([{ customerName: "Ann Lee", customerPhone: "+44 7700 900123" }]);
    expect(found.testCheckouts).toMatchObject([
      { customerName: "Ann Lee", customerPhone: "+44 7700 900123" },
    ]);

    const ctx = testContext(database);
    const admin = await addStaffAccount(ctx, {
      email: "admin@clinic.example",
      password: "a long staff password",
      role: "admin",
    });
    const erased = await erasePerson(asStaff(ctx, admin), "ann@example.com");
    expect(erased.paidBookingsAnonymised).toBe(1);
    expect(erased.waitingListEntriesDeleted).toBe(1);
    expect(await database.db.$count(waitingListEntries)).toBe(0);
    const [kept] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, paid.id));
    expect(kept).toMatchObject({
      status: "paid",
      reference: paid.reference,
      customerEmail: null,
      customerName: null,
      customerPhone: null,
      staffNote: null,
    });
    const [session] = await database.db.select().from(testCheckoutSessions);
    expect(session).toMatchObject({ customerEmail: null, customerName: null, customerPhone: null });
  });
});
