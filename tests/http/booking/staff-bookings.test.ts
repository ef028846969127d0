import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { consultationBookings, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { BookingError } from "../../../app/services/bookings/holds.server";
import { scheduleAppointment } from "../../../app/services/bookings/scheduling.server";
import { dayOccupancy, markAttendance } from "../../../app/services/bookings/records.server";
import { moveBooking } from "../../../app/services/bookings/changes.server";
import { refundBooking } from "../../../app/services/bookings/refunds.server";
import { testProvider } from "../../../app/services/payments/providers.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { addStaffAccount } from "../../../app/services/staff/accounts.server";
import { asStaff, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };

describe.each(testBackends())("staff changes to bookings on %s", (backend) => {
  let database: TestDatabase;
  let day: string;
  let otherDay: string;
  let n = 0;
  let ctx: ServiceContext;
  /** The context acting for a member of staff (an admin account, made before each test). */
  let staff: StaffContext;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    [day, otherDay] = proposedEventDates();
    ctx = testContext(database, { settings: SETTINGS });
    const admin = await addStaffAccount(ctx, {
      email: "admin@clinic.example",
      password: "a long staff password",
      role: "admin",
    });
    staff = asStaff(ctx, admin);
  });

  /** A paid booking, scheduled at `time` when given (as the patient's own choice does). */
  async function booking(date: string, time?: string, status: "paid" | "pending" = "paid") {
    const sessionId = `cs_test_${++n}`;
    const [row] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId,
        provider: "test",
        status,
        eventDate: date,
        amountCents: 5000,
        currency: "eur",
        customerEmail: `patient${n}@example.com`,
        paidAt: status === "paid" ? new Date() : null,
        expiresAt: status === "pending" ? new Date(Date.now() + 30 * 60_000) : null,
      })
      .returning();
    if (time) await scheduleAppointment(ctx, sessionId, { date, time });
    return row;
  }

  it("moves a booking to a free time and emails the patient an invitation with the same UID and a higher SEQUENCE", async () => {
    const row = await booking(day, "10:00");
    const moved = await moveBooking(staff, row.id, { date: day, time: "14:00" });
    expect(moved.appointmentTime).toBe("14:00");
    expect(moved.calendarSequence).toBe(1);
    const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, row.customerEmail!));
    const [confirmation, notice] = [
      mails.find((m) => m.kind === "booking-confirmation")!,
      mails.find((m) => m.kind === "booking-change")!,
    ];
    expect(notice.subject).toContain("14:00");
    const uid = (ics: string) => /UID:(.+)\r\n/.exec(ics)?.[1];
    expect(uid(notice.attachments[0].content)).toBe(uid(confirmation.attachments[0].content));
    expect(confirmation.attachments[0].content).toContain("SEQUENCE:0");
    expect(notice.attachments[0].content).toContain("SEQUENCE:1");
    expect(notice.attachments[0].content).toMatch(/DTSTART;TZID=Europe\/Budapest:\d{8}T140000/);
  });

  it("refuses a time that is full, and a day that is full", async () => {
    for (let i = 0; i < consultationEvent.placesPerTime; i++) await booking(day, "11:00");
    const row = await booking(day, "10:00");
    await expect(moveBooking(staff, row.id, { date: day, time: "11:00" })).rejects.toThrow(BookingError);
    const [unchanged] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, row.id));
    expect(unchanged.appointmentTime).toBe("10:00");

    // Another day with every place taken (paid and held): no move there, even to an empty time.
    for (let i = 0; i < consultationEvent.capacity; i++)
      await booking(otherDay, undefined, i % 2 ? "paid" : "pending");
    const [full] = await dayOccupancy(database.db, [otherDay]);
    expect(full.free).toBe(0);
    await expect(moveBooking(staff, row.id, { date: otherDay, time: "10:00" })).rejects.toThrow(
      "fully booked",
    );
  });

  it("moves a booking to another day: the places follow it", async () => {
    const row = await booking(day, "10:00");
    await moveBooking(staff, row.id, { date: otherDay, time: "13:30" });
    const [from, to] = await dayOccupancy(database.db, [day, otherDay]);
    expect(from.paid).toBe(0);
    expect(to.paid).toBe(1);
  });

  it("marks attendance and refunds with a reason through the provider, once", async () => {
    const payments = testProvider(database.db, SITE);
    const row = await booking(day, "10:00");
    expect(await markAttendance(staff, row.id, "no_show")).toBe(true);

    // The provider knows no such payment: nothing is refunded and the booking stays as it was.
    await expect(refundBooking({ ...staff, payments }, row.id, "Flight cancelled")).rejects.toThrow();
    const [kept] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, row.id));
    expect([kept.status, kept.attendance, kept.refundReason]).toEqual(["scheduled", "no_show", null]);

    await database.db.insert(testCheckoutSessions).values({
      id: row.sessionId,
      status: "paid",
      amountCents: 5000,
      currency: "eur",
      eventDate: day,
      successUrl: `${SITE}/consultation-success`,
      cancelUrl: `${SITE}/consultation-event`,
    });
    const refunded = await refundBooking({ ...staff, payments }, row.id, "Flight cancelled");
    expect([refunded.status, refunded.refundReason]).toEqual(["refunded", "Flight cancelled"]);
    expect(refunded.refundReference).toBeTruthy();
    await expect(refundBooking({ ...staff, payments }, row.id, "again")).rejects.toThrow(
      "Only a paid booking",
    );
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-refund"));
    expect(mails.map((m) => m.recipient)).toEqual([row.customerEmail]);
    const [place] = await dayOccupancy(database.db, [day]);
    expect(place.paid).toBe(0);
  });
});
