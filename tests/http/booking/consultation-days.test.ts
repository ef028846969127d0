import { and, eq, inArray } from "drizzle-orm";
import { formatEventDate } from "../../../app/lib/format";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  consultationBookings,
  consultationDays,
  outbox,
  testCheckoutSessions,
} from "../../../app/db/schema";
import { addStaffAccount } from "../../../app/services/staff/accounts.server";
import { startCheckout } from "../../../app/services/bookings/checkout.server";
import { BookingError, placesTaken } from "../../../app/services/bookings/holds.server";
import { scheduleAppointment } from "../../../app/services/bookings/scheduling.server";
import { closeDay } from "../../../app/services/bookings/day-closing.server";
import { updateDay, type DaySettings } from "../../../app/services/bookings/day-settings.server";
import { findDay, offeredDates, proposedEventDates } from "../../../app/services/bookings/days.server";
import { bookByPhone } from "../../../app/services/bookings/phone.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { asStaff, at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";

const SITE = "http://localhost:3000";
const MAIL = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };

describe.each(testBackends())("consultation days staff edit, on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let admin: { id: string; email: string };
  let ctx: ServiceContext;
  /** The context acting for the admin. */
  let staff: StaffContext;
  let day: string;
  let otherDay: string;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    [day, otherDay] = proposedEventDates();
    await offeredDates(database.db); // the rule's days become rows
    ctx = testContext(database, { settings: MAIL });
    const account = await addStaffAccount(ctx, {
      email: "admin@clinic.example",
      password: "a long staff password",
      role: "admin",
    });
    admin = { id: account.id, email: account.email };
    staff = asStaff(ctx, admin);
  });

  const db = () => database.db;
  const settingsOf = async (date: string): Promise<DaySettings> => {
    const d = await findDay(db(), date);
    return {
      open: d.open,
      capacity: d.capacity,
      appointmentTimes: d.appointmentTimes,
      placesPerTime: d.placesPerTime,
      reason: d.reason,
    };
  };

  /** A booking paid through the test provider (so it can be refunded), scheduled at `time` when given. */
  async function paidBooking(date: string, time?: string) {
    const sessionId = `cs_test_days${++n}`;
    await db()
      .insert(testCheckoutSessions)
      .values({
        id: sessionId,
        status: "paid",
        amountCents: 5000,
        currency: "eur",
        eventDate: date,
        successUrl: `${SITE}/consultation-success`,
        cancelUrl: `${SITE}/consultation-event`,
      });
    const [row] = await db()
      .insert(consultationBookings)
      .values({
        sessionId,
        provider: "test",
        status: "paid",
        eventDate: date,
        amountCents: 5000,
        currency: "eur",
        customerEmail: `patient${n}@example.com`,
        paidAt: new Date(),
      })
      .returning();
    if (time) await scheduleAppointment(ctx, sessionId, { date, time });
    return row;
  }

  const bookingsOn = (ids: string[]) =>
    db().select().from(consultationBookings).where(inArray(consultationBookings.id, ids));
  const mailTo = (email: string, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
  const pendingReminders = (bookingId: string) =>
    db().select().from(outbox).where(eq(outbox.bookingId, bookingId));

  it("closing a day with three bookings moves each to the chosen day, keeping a time the day offers, and emails each", async () => {
    // The new day does not offer 13:30: that patient chooses again.
    await updateDay(staff, otherDay, {
      ...(await settingsOf(otherDay)),
      appointmentTimes: ["10:00", "11:00"],
    });
    const atTen = await paidBooking(day, "10:00");
    const atHalfOne = await paidBooking(day, "13:30");
    const noTime = await paidBooking(day);
    expect((await pendingReminders(atTen.id)).length).toBeGreaterThan(0);

    const result = await closeDay(
      staff,
      day,
      { ...(await settingsOf(day)), reason: "Staff training" },
      { disposition: "move", target: otherDay },
    );
    expect(result).toEqual({ moved: 3, refunded: 0, failed: 0 });

    const [closed] = await db().select().from(consultationDays).where(eq(consultationDays.date, day));
    expect([closed.open, closed.reason]).toEqual([false, "Staff training"]);
    expect(await offeredDates(db())).not.toContain(day);

    const rows = new Map((await bookingsOn([atTen.id, atHalfOne.id, noTime.id])).map((b) => [b.id, b]));
    expect(rows.get(atTen.id)).toMatchObject({
      eventDate: otherDay,
      appointmentTime: "10:00",
      status: "scheduled",
    });
    expect(rows.get(atHalfOne.id)).toMatchObject({
      eventDate: otherDay,
      appointmentTime: null,
      status: "paid",
    });
    expect(rows.get(noTime.id)).toMatchObject({
      eventDate: otherDay,
      appointmentTime: null,
      status: "paid",
    });

    // Each patient is told: the kept time with a new invitation, the others to choose a time.
    const [kept] = await mailTo(atTen.customerEmail!, "booking-change");
    expect(kept.subject).toContain(formatEventDate(otherDay));
    expect(kept.attachments[0].content).toContain("SEQUENCE:1");
    for (const patient of [atHalfOne, noTime]) {
      const [moved] = await mailTo(patient.customerEmail!, "booking-change");
      expect(moved.subject).toBe(`Your consultation day has moved to ${formatEventDate(otherDay)}`);
      expect(moved.textBody).toContain("Staff training");
      expect(moved.textBody).toContain(`${SITE}/booking/`);
    }
    const [withdrawn] = await mailTo(atHalfOne.customerEmail!, "booking-change");
    expect(withdrawn.attachments[0].content).toContain("METHOD:CANCEL");

    // The old day's reminders are gone; every moved booking, timed or not, has the new day's.
    for (const patient of [atTen, atHalfOne, noTime]) {
      const reminders = (await pendingReminders(patient.id)).filter(
        (m) => m.kind.startsWith("booking-reminder") && !m.sentAt,
      );
      expect(reminders.length).toBeGreaterThan(0);
      for (const reminder of reminders) {
        expect(reminder.textBody).toContain(formatEventDate(otherDay));
        expect(reminder.textBody).not.toContain(formatEventDate(day));
      }
    }

    const audit = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      "day.update",
      "day.close",
      "booking.move",
      "booking.move",
      "booking.move",
      "day.close.bookings",
    ]);
    expect(audit[1].detail).toMatchObject({ bookings: 3, movedTo: otherDay });
    expect(JSON.stringify(audit)).not.toContain("@example.com");
  });

  it("closing a day with three bookings refunds each through the provider and emails each", async () => {
    const bookings = [
      await paidBooking(day, "10:00"),
      await paidBooking(day, "11:00"),
      await paidBooking(day),
    ];
    const result = await closeDay(staff, day, await settingsOf(day), { disposition: "refund" });
    expect(result).toEqual({ moved: 0, refunded: 3, failed: 0 });
    for (const row of await bookingsOn(bookings.map((b) => b.id))) {
      expect(row.status).toBe("refunded");
      expect(row.refundReference).toMatch(/^re_test_/);
      expect(row.refundReason).toContain(formatEventDate(day));
      const [email] = await mailTo(row.customerEmail!, "booking-refund");
      expect(email.textBody).toContain("We have refunded your payment of €50.00");
      const waiting = (await pendingReminders(row.id)).filter(
        (m) => m.kind.startsWith("booking-reminder") && !m.sentAt,
      );
      expect(waiting).toEqual([]);
    }
    const sessions = await db().select().from(testCheckoutSessions);
    expect(sessions.map((s) => s.status)).toEqual(["refunded", "refunded", "refunded"]);
  });

  it("refuses to move a closed day's bookings to a day without places for all of them, and changes nothing", async () => {
    await updateDay(staff, otherDay, { ...(await settingsOf(otherDay)), capacity: 2 });
    const bookings = [await paidBooking(day), await paidBooking(day), await paidBooking(day)];
    await expect(
      closeDay(staff, day, await settingsOf(day), { disposition: "move", target: otherDay }),
    ).rejects.toThrow("That day has 2 free places, and 3 bookings need moving");
    expect((await findDay(db(), day)).open).toBe(true);
    expect((await bookingsOn(bookings.map((b) => b.id))).every((b) => b.eventDate === day)).toBe(true);
  });

  it("refuses a capacity below what is sold (paid, scheduled and open holds) and changes nothing", async () => {
    await paidBooking(day, "10:00");
    await paidBooking(day);
    await startCheckout(ctx, {
      eventDate: day,
      successUrl: `${SITE}/consultation-success`,
      cancelUrl: `${SITE}/consultation-event`,
    });
    const before = await findDay(db(), day);
    const auditBefore = await db().$count(auditLog);

    const refused = updateDay(staff, day, {
      ...(await settingsOf(day)),
      capacity: 2,
      reason: "Fewer dentists",
    });
    await expect(refused).rejects.toBeInstanceOf(BookingError);
    await expect(refused).rejects.toThrow(
      "The day already has 3 places sold, held at checkout or offered to the waiting list, so its places cannot be fewer than 3. Nothing was changed.",
    );
    expect(await findDay(db(), day)).toEqual(before);
    expect(await db().$count(auditLog)).toBe(auditBefore);

    // Exactly what is sold is allowed, and then the day is full.
    await updateDay(staff, day, { ...(await settingsOf(day)), capacity: 3 });
    expect((await findDay(db(), day)).capacity).toBe(3);
    await expect(
      bookByPhone(staff, {
        date: day,
        name: "Ann Caller",
        phone: "+44 7700 900123",
        email: "ann@example.com",
        payment: "desk",
      }),
    ).rejects.toThrow("This day is fully booked.");
  });

  it("thirty phone and online bookings racing for the last three places never overbook", async () => {
    await updateDay(staff, day, { ...(await settingsOf(day)), capacity: 20 });
    for (let i = 0; i < 17; i++) await paidBooking(day);
    const attempts = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? startCheckout(ctx, {
            eventDate: day,
            successUrl: `${SITE}/consultation-success`,
            cancelUrl: `${SITE}/consultation-event`,
          })
        : bookByPhone(staff, {
            date: day,
            name: `Caller ${i}`,
            phone: `+36 30 555 ${String(1000 + i)}`,
            email: `caller${i}@example.com`,
            payment: i % 3 === 1 ? "desk" : "link",
          }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(3);
    for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BookingError);
    const taken = await db().transaction((tx) => placesTaken(tx, day, new Date()));
    expect(taken).toBe(20);
  });

  it("books a caller who pays at the desk: the place is taken at once, the patient gets a confirmation, the call is audited", async () => {
    const booking = await bookByPhone(staff, {
      date: day,
      name: "Ann Caller",
      phone: "+44 7700 900123",
      email: "ann@example.com",
      payment: "desk",
    });
    expect(booking).toMatchObject({
      provider: "desk",
      channel: "phone-desk",
      status: "paid",
      paidAt: null,
      customerName: "Ann Caller",
      customerPhone: "+44 7700 900123",
      bookedBy: admin.id,
    });
    const [email] = await mailTo("ann@example.com", "booking-desk-confirmation");
    expect(email.textBody).toContain("The fee of €50 is paid at the desk");
    expect(email.textBody).toContain("What to bring:");
    expect(email.textBody).toContain(`${SITE}/booking/`);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "booking.phone"));
    expect(audit.subject).toBe(`booking:${booking.id}`);
    expect(JSON.stringify(audit.detail)).not.toContain("Ann");
  });

  it("books a caller by a payment link: a place held for nearly a day, the link emailed", async () => {
    const now = new Date();
    const booking = await bookByPhone(at(staff, now), {
      date: day,
      name: "Bob Caller",
      phone: "+49 151 2345678",
      email: "bob@example.com",
      payment: "link",
    });
    expect(booking).toMatchObject({
      channel: "phone-link",
      status: "pending",
      provider: "test",
      customerName: "Bob Caller",
    });
    const heldFor = booking.expiresAt!.getTime() - now.getTime();
    expect(heldFor).toBeGreaterThan(23 * 3_600_000);
    const [email] = await mailTo("bob@example.com", "booking-payment-link");
    expect(email.textBody).toContain(`${SITE}/test-checkout/${booking.sessionId}`);
    expect(email.textBody).toContain("(Budapest time)");
  });

  it("refunds a desk booking not yet paid without the provider: the patient is told there is nothing to pay", async () => {
    const booking = await bookByPhone(staff, {
      date: day,
      name: "Cleo Caller",
      phone: "+33 6 12 34 56 78",
      email: "cleo@example.com",
      payment: "desk",
    });
    const result = await closeDay(staff, day, await settingsOf(day), { disposition: "refund" });
    expect(result).toEqual({ moved: 0, refunded: 1, failed: 0 });
    const [row] = await bookingsOn([booking.id]);
    expect([row.status, row.refundReference]).toEqual(["refunded", "desk"]);
    const [email] = await mailTo("cleo@example.com", "booking-cancel");
    expect(email.textBody).toContain("nothing to refund");
  });
});
