import { randomUUID } from "node:crypto";
import { formatEventDate } from "../../../app/lib/format";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { consultationDay } from "../../../app/content/consultation-day";
import { consultationBookings } from "../../../app/db/schema";
import { addDays, budapestInstant } from "../../../app/lib/event-dates";
import type { MailMessage, MailTransport } from "../../../app/services/mail/transport.server";
import {
  cancelBooking,
  changeAppointmentTime,
  moveBooking,
} from "../../../app/services/bookings/changes.server";
import { deliverDueEmails, startOutboxWorker } from "../../../app/services/mail/outbox-worker.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };
const MINUTE = 60_000;

/** A transport that keeps what it was given. */
function recorder(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: "file", sent, send: async (message) => void sent.push(message) };
}

/** When a reminder `daysBefore` the day is due, by the clinic's clock. */
const dueAt = (day: string, daysBefore: number) =>
  budapestInstant(addDays(day, -daysBefore), consultationEvent.reminders.sendAt);

/**
 * Reminder emails a week and a day before the consultation day, with the clock moved: each
 * goes once (two workers on one database, a restart in between), none early, none for a
 * cancelled booking, and a moved booking's reminders follow it.
 */
describe.each(testBackends())("reminders on %s", (backend) => {
  let database: TestDatabase;
  let day: string;
  let laterDay: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    [, day, , laterDay] = proposedEventDates();
  });
  afterAll(() => database?.dispose());
  beforeEach(() => truncateAll(database));
  /** The patient's context (their manage link), on the clinic's settings. */
  const ctx = () => testContext(database, { settings: SETTINGS });

  /** A paid booking whose patient then chooses a time (this queues the confirmation and reminders). */
  async function booked(email: string, time = "10:00", date = day) {
    const [row] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: `cs_test_${randomUUID().replace(/-/g, "")}`,
        provider: "test",
        status: "paid",
        eventDate: date,
        amountCents: 5000,
        currency: "eur",
        customerEmail: email,
        paidAt: new Date(),
      })
      .returning();
    return changeAppointmentTime(ctx(), row.id, time);
  }

  const reminders = (messages: MailMessage[]) =>
    messages.filter((m) => /consultation day is in|See you tomorrow/.test(m.subject));

  it("two workers, a restart, the clock moved: one 7-day and one 1-day reminder per booking, none early", async () => {
    const patients = Array.from({ length: 6 }, (_, i) => `patient${i}@example.com`);
    for (const [i, email] of patients.entries())
      await booked(email, consultationEvent.appointmentTimes[i % 3]);

    let clock = new Date();
    const first = recorder();
    const second = recorder();
    const workers = [first, second].map((transport) =>
      startOutboxWorker({ db: database.db, transport, from: FROM, intervalMs: 3_600_000, now: () => clock }),
    );
    const runBoth = () => Promise.all(workers.map((w) => w.runOnce()));
    const sent = () => [...first.sent, ...second.sent];

    // Now: the confirmations go; the reminders wait.
    await runBoth();
    expect(sent().filter((m) => m.subject.startsWith("Your consultation on"))).toHaveLength(6);
    expect(reminders(sent())).toHaveLength(0);

    // A minute before the 7-day reminder is due: still nothing.
    clock = new Date(dueAt(day, 7).getTime() - MINUTE);
    await runBoth();
    expect(reminders(sent())).toHaveLength(0);

    // Due: each patient gets it once, whichever worker sends it, however often both run.
    clock = new Date(dueAt(day, 7).getTime() + MINUTE);
    await runBoth();
    await runBoth();
    const week = reminders(sent());
    expect(week.map((m) => m.to).sort()).toEqual([...patients].sort());
    expect(
      week.every((m) => m.subject === `Your consultation day is in 7 days: ${formatEventDate(day)}`),
    ).toBe(true);
    const text = week.find((m) => m.to === patients[0])!.text;
    expect(text).toContain(`at ${consultationEvent.appointmentTimes[0]} (Budapest time)`);
    expect(text).toContain(consultationDay.arrivalAt(consultationEvent.appointmentTimes[0]));
    expect(text).toContain(consultationEvent.whatToBring);
    expect(text).toContain("Example utca 1.");
    expect(text).toMatch(/http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{43}/);

    // A restart: the old workers stop, a new one starts on the same database.
    await Promise.all(workers.map((w) => w.stop()));
    const third = recorder();
    const restarted = startOutboxWorker({
      db: database.db,
      transport: third,
      from: FROM,
      intervalMs: 3_600_000,
      now: () => clock,
    });
    await restarted.runOnce();
    expect(reminders(third.sent)).toHaveLength(0);

    clock = new Date(dueAt(day, 1).getTime() + MINUTE);
    await Promise.all([
      restarted.runOnce(),
      deliverDueEmails(database.db, second, { from: FROM, now: clock }),
    ]);
    await restarted.stop();
    const all = reminders([...sent(), ...third.sent]);
    expect(all).toHaveLength(12);
    for (const email of patients) {
      const theirs = all.filter((m) => m.to === email).map((m) => m.subject);
      expect(theirs).toEqual([
        `Your consultation day is in 7 days: ${formatEventDate(day)}`,
        `See you tomorrow at ${theirs[1].match(/at (\d\d:\d\d)/)![1]}: your consultation day`,
      ]);
    }
  });

  it("none for a cancelled booking", async () => {
    const kept = await booked("kept@example.com");
    const cancelled = await booked("cancelled@example.com");
    await cancelBooking(ctx(), cancelled.id);
    const transport = recorder();
    for (const at of [dueAt(day, 7), dueAt(day, 1)])
      await deliverDueEmails(database.db, transport, { from: FROM, now: new Date(at.getTime() + MINUTE) });
    expect(reminders(transport.sent).map((m) => m.to)).toEqual([kept.customerEmail, kept.customerEmail]);
  });

  it("none for a booking cancelled after its reminder was claimed but before it was sent", async () => {
    const early = await booked("early@example.com");
    const late = await booked("late@example.com");
    // The worker claims both reminders in one batch; while it sends the first, the second
    // booking is cancelled, which withdraws its reminder.
    const sent: MailMessage[] = [];
    const transport: MailTransport = {
      kind: "file",
      send: async (message) => {
        sent.push(message);
        if (message.to === early.customerEmail && /consultation day is in/.test(message.subject))
          await cancelBooking(ctx(), late.id);
      },
    };
    await deliverDueEmails(database.db, transport, {
      from: FROM,
      now: new Date(dueAt(day, 7).getTime() + MINUTE),
    });
    expect(reminders(sent).map((m) => m.to)).toEqual([early.customerEmail]);
  });

  it("re-planned when a booking moves or its time changes: the new day and time, not the old", async () => {
    const moved = await booked("moved@example.com", "10:00");
    const retimed = await booked("retimed@example.com", "10:00");
    await moveBooking(ctx(), moved.id, { date: laterDay, time: "11:00" });
    await changeAppointmentTime(ctx(), retimed.id, "14:30");

    const transport = recorder();
    const runAt = (at: Date) =>
      deliverDueEmails(database.db, transport, { from: FROM, now: new Date(at.getTime() + MINUTE) });
    await runAt(dueAt(day, 7));
    await runAt(dueAt(day, 1));
    const forOldDay = reminders(transport.sent);
    expect(forOldDay.map((m) => m.to)).toEqual(["retimed@example.com", "retimed@example.com"]);
    expect(forOldDay[1].subject).toBe("See you tomorrow at 14:30: your consultation day");
    expect(forOldDay.every((m) => m.text.includes("at 14:30 (Budapest time)"))).toBe(true);

    await runAt(dueAt(laterDay, 7));
    await runAt(dueAt(laterDay, 1));
    const forNewDay = reminders(transport.sent).slice(2);
    expect(forNewDay.map((m) => m.to)).toEqual(["moved@example.com", "moved@example.com"]);
    expect(forNewDay[0].subject).toBe(`Your consultation day is in 7 days: ${formatEventDate(laterDay)}`);
    expect(forNewDay[1].text).toContain(`${formatEventDate(laterDay)} at 11:00 (Budapest time)`);
  });
});
