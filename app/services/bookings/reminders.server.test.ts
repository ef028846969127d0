/** Tests of a booking's reminders: planned at payment, re-planned on a change, withdrawn on a refund. */
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "~/content/event";
import { consultationBookings, outbox, testCheckoutSessions } from "~/db/schema";
import { addDays, budapestInstant } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import { startCheckout } from "~/services/bookings/checkout.server";
import { cancelBooking, changeAppointmentTime, moveBooking } from "~/services/bookings/changes.server";
import { refundBooking } from "~/services/bookings/refunds.server";
import { fulfilCheckout } from "~/services/bookings/fulfilment.server";
import { testProvider } from "~/services/payments/providers.server";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { proposedEventDates } from "~/services/bookings/days.server";
import { addStaffAccount } from "~/services/staff/accounts.server";
import { asStaff, testContext } from "../../../tests/support/context";

const SITE = "http://localhost:3000";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
const STAFF_PASSWORD = "a long staff password";
const HOUR = 60 * 60_000;
/** The clock: 10 March 2027, so the first offered day is 1 April 2027. */
const NOW = new Date("2027-03-10T10:00:00Z");
const dueBefore = (day: string, daysBefore: number) =>
  budapestInstant(addDays(day, -daysBefore), consultationEvent.reminders.sendAt);

describe.each(testBackends())("reminders planned at each change of a booking, on %s", (backend) => {
  let database: TestDatabase;
  const [day, laterDay] = proposedEventDates(NOW);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.dispose());
  beforeEach(() => truncateAll(database));

  /** A booking paid through the test checkout at `paidAt`, with no time chosen. */
  async function paid(email: string, paidAt = NOW, date = day) {
    const provider = testProvider(database.db, SITE);
    const ctx = testContext(database, { payments: provider, settings: SETTINGS, now: paidAt });
    const session = await startCheckout(ctx, {
      eventDate: date,
      successUrl: `${SITE}/consultation-success`,
      cancelUrl: `${SITE}/consultation-event`,
      customerName: "Ann Lee",
      customerPhone: "+44 7700 900123",
    });
    await database.db
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: email })
      .where(eq(testCheckoutSessions.id, session.id));
    const result = await fulfilCheckout(ctx, session.id);
    if (result.status !== "paid") throw new Error(`not paid: ${result.status}`);
    return result.booking;
  }

  const planned = async () =>
    database.db
      .select({
        kind: outbox.kind,
        to: outbox.recipient,
        sendAfter: outbox.sendAfter,
        subject: outbox.subject,
        text: outbox.textBody,
      })
      .from(outbox)
      .where(like(outbox.kind, "booking-reminder%"))
      .orderBy(asc(outbox.sendAfter));

  it("a patient who pays without choosing a time: a nudge 48 hours later, and both day-before reminders asking for a time", async () => {
    await paid("ann@example.com");
    const rows = await planned();
    expect(rows.map((r) => [r.kind, r.sendAfter.toISOString()])).toEqual([
      ["booking-reminder-choose-time", new Date(NOW.getTime() + 48 * HOUR).toISOString()],
      ["booking-reminder-7d", dueBefore(day, 7).toISOString()],
      ["booking-reminder-1d", dueBefore(day, 1).toISOString()],
    ]);
    expect(rows.every((r) => r.to === "ann@example.com")).toBe(true);
    const [nudge, , tomorrow] = rows;
    expect(nudge.subject).toBe(`Please choose your appointment time for ${formatEventDate(day)}`);
    expect(nudge.text).toMatch(/http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{43}/);
    expect(tomorrow.subject).toBe("See you tomorrow: please choose your appointment time");
    expect(tomorrow.text).toContain("you have not chosen your appointment time yet");
    expect(tomorrow.text).toMatch(
      /Please choose your appointment time now, so we can expect you: http:\/\/localhost:3000\/booking\//,
    );
  });

  it("choosing a time withdraws the nudge, and the day-before reminders give the time", async () => {
    const booking = await paid("ann@example.com");
    await changeAppointmentTime(
      testContext(database, { settings: SETTINGS, now: new Date(NOW.getTime() + HOUR) }),
      booking.id,
      "11:00",
    );
    const rows = await planned();
    expect(rows.map((r) => r.kind)).toEqual(["booking-reminder-7d", "booking-reminder-1d"]);
    expect(rows[1].subject).toBe("See you tomorrow at 11:00: your consultation day");
    expect(rows[0].text).toContain(`When: ${formatEventDate(day)} at 11:00 (Budapest time)`);
  });

  it("paid too close to the day for the nudge: only the reminders still ahead", async () => {
    const late = new Date(dueBefore(day, 1).getTime() - 24 * HOUR);
    await paid("late@example.com", late);
    const rows = await planned();
    expect(rows.map((r) => [r.kind, r.sendAfter.toISOString()])).toEqual([
      ["booking-reminder-1d", dueBefore(day, 1).toISOString()],
    ]);
  });

  it("none for a cancelled or refunded booking; a moved booking's reminders follow it", async () => {
    const cancelled = await paid("cancelled@example.com");
    const refunded = await paid("refunded@example.com");
    const moved = await paid("moved@example.com");
    const later = new Date(NOW.getTime() + HOUR);
    const ctx = testContext(database, {
      payments: testProvider(database.db, SITE),
      settings: SETTINGS,
      now: later,
    });
    const admin = await addStaffAccount(ctx, {
      email: "admin@clinic.example",
      password: STAFF_PASSWORD,
      role: "admin",
    });
    const staff = asStaff(ctx, admin);
    await cancelBooking(staff, cancelled.id);
    await refundBooking(staff, refunded.id, "Clinic closed");
    await moveBooking(staff, moved.id, { date: laterDay, time: "10:00" });
    const rows = await planned();
    expect(rows.map((r) => [r.to, r.kind, r.sendAfter.toISOString()])).toEqual([
      ["moved@example.com", "booking-reminder-7d", dueBefore(laterDay, 7).toISOString()],
      ["moved@example.com", "booking-reminder-1d", dueBefore(laterDay, 1).toISOString()],
    ]);
    const [stored] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, refunded.id));
    expect(stored.status).toBe("refunded");
  });
});
