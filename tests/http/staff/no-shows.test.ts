import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings } from "../../../app/db/schema";
import { addDays, budapestToday } from "../../../app/lib/event-dates";
import { attendanceFigures } from "../../../app/services/analytics/attendance.server";
import { noShowRate } from "../../../app/services/analytics/report";
import { patientPageView } from "../../../app/services/patients/pages.server";
import { newStaffMember, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";

type Marked = "attended" | "no_show" | null;

/**
 * No-shows the clinic can see (issue 44): a person's record of coming on their patient page, and
 * the analytics page's no-show rate by month and by the reminders the patient had chosen.
 */
describe.each(testBackends())("no-shows on %s", (backend) => {
  let database: TestDatabase;
  const today = budapestToday(new Date());

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.dispose());
  beforeEach(() => truncateAll(database));

  async function booking(
    day: string,
    attendance: Marked,
    textChannel: "none" | "sms" | "whatsapp" = "none",
    extra: Partial<typeof consultationBookings.$inferInsert> = {},
  ) {
    const [row] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: `cs_test_${randomUUID().replace(/-/g, "")}`,
        provider: "test",
        status: "scheduled",
        eventDate: day,
        appointmentDate: day,
        appointmentTime: "10:00",
        amountCents: 5000,
        currency: "eur",
        customerEmail: `patient-${randomUUID().slice(0, 8)}@example.com`,
        textChannel,
        attendance,
        paidAt: new Date(),
        ...extra,
      })
      .returning();
    return row;
  }

  it("counts the marked bookings of past days by month and by reminder channel, each channel shown", async () => {
    const march = "2026-03-10";
    const april = "2026-04-14";
    await booking(march, "attended", "none");
    await booking(march, "no_show", "none");
    await booking(march, "attended", "sms");
    await booking(april, "no_show", "sms");
    await booking(april, "attended", "sms");
    await booking(april, "attended", "sms");
    await booking(april, null, "sms"); // nobody marked it
    // Not counted: a refunded booking, one outside the period.
    await booking(april, "no_show", "none", { status: "refunded" });
    await booking("2026-05-02", "no_show", "none");

    const figures = await attendanceFigures(database.db, { from: "2026-03-01", to: "2026-04-30" }, today);
    expect(figures.months).toEqual([
      { value: "2026-03", attended: 2, noShows: 1, unmarked: 0 },
      { value: "2026-04", attended: 2, noShows: 1, unmarked: 1 },
    ]);
    expect(figures.channels).toEqual([
      { value: "none", attended: 1, noShows: 1, unmarked: 0 },
      { value: "sms", attended: 3, noShows: 1, unmarked: 1 },
      { value: "whatsapp", attended: 0, noShows: 0, unmarked: 0 },
    ]);
    expect(figures.channels.map(noShowRate)).toEqual([0.5, 0.25, null]);
  });

  it("a day still to come counts for nothing, even inside the period", async () => {
    const ahead = addDays(today, 3);
    await booking(ahead, null);
    await booking(addDays(today, -3), "no_show");
    const figures = await attendanceFigures(database.db, { from: addDays(today, -10), to: ahead }, today);
    const total = figures.months.reduce((sum, m) => sum + m.attended + m.noShows + m.unmarked, 0);
    expect(total).toBe(1);
  });

  it("the patient page shows the person's record of coming and each booking's reminders", async () => {
    const ctx = testContext(database);
    const staff = await newStaffMember(ctx, "reception@clinic.example");
    const email = "returning.patient@example.com";
    const first = await booking(addDays(today, -60), "no_show", "none", { customerEmail: email });
    await booking(addDays(today, -30), "attended", "sms", { customerEmail: email });
    await booking(addDays(today, -10), "attended", "whatsapp", { customerEmail: email.toUpperCase() });
    await booking(addDays(today, 20), null, "sms", { customerEmail: email });
    await booking(addDays(today, -10), "no_show", "none"); // someone else

    const page = await patientPageView(staff, "booking", first.id);
    expect(page?.attendance).toEqual({ attended: 2, noShows: 1 });
    expect(page?.bookings.map((b) => [b.attendance, b.textChannel])).toEqual([
      [null, "sms"],
      ["attended", "whatsapp"],
      ["attended", "sms"],
      ["no_show", "none"],
    ]);
  });
});
