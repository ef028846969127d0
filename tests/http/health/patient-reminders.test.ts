import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { historyReminderEmailIn } from "../../../app/content/in/booking-emails";
import { consultationBookings, medicalHistoryReminders } from "../../../app/db/schema";
import { formatEventDate } from "../../../app/lib/format";
import { cancelBooking } from "../../../app/services/bookings/changes.server";
import { manageBookingUrl } from "../../../app/services/bookings/links.server";
import type { ServiceContext } from "../../../app/services/context.server";
import { medicalHistoryUrl } from "../../../app/services/health/links.server";
import { sendHistoryReminders } from "../../../app/services/health/reminders.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import type { MailTransport } from "../../../app/services/mail/transport.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { germanInput, germanPatient, historyToken } from "../../support/health";
import { outboxRows, paidConsultation } from "../../support/plans";

const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "https://www.clinic.test" };
/** paidConsultation's booking: its day, paid on 10 February. */
const DAY = "2027-03-01";
/** Seven days before, at 09:00 in Budapest (CET): the reminder's moment. */
const DUE = new Date("2027-02-22T08:00:00Z");
const minutes = (n: number) => new Date(DUE.getTime() + n * 60_000);

/**
 * The medical history's reminder a week before the consultation day: once, in the patient's
 * language with their form's and manage links, only while the clinic has no history from them,
 * never twice however many servers run the job, withdrawn when the answers come first.
 */
describe.each(testBackends())("the medical history's reminder on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: SETTINGS, now: new Date("2027-02-15T10:00:00Z") });
  });

  const german = () => paidConsultation(ctx, { ...germanPatient, language: "de" });
  const run = (when: Date) => sendHistoryReminders(at(ctx, when));
  const reminders = async () =>
    (await outboxRows(ctx)).filter((row) => row.kind === "medical-history-reminder");
  const transport = () => ({ kind: "file", send: vi.fn(async () => {}) }) satisfies MailTransport;

  it("sends one reminder 7 days before the day, in German with the form's and the manage link, even when two servers run the job at once", async () => {
    const booking = await german();
    expect(await run(minutes(-1))).toEqual({ queued: 0 });
    const runs = await Promise.all([run(minutes(5)), run(minutes(5))]);
    expect(runs.map((r) => r.queued).sort()).toEqual([0, 1]);
    expect(await run(minutes(10))).toEqual({ queued: 0 });
    expect(await run(minutes(3 * 24 * 60))).toEqual({ queued: 0 });

    const [email, ...others] = await reminders();
    expect(others).toEqual([]);
    const historyUrl = await medicalHistoryUrl(ctx, { bookingId: booking.id });
    const facts = {
      date: formatEventDate(DAY, "de"),
      reference: booking.reference,
      medicalHistoryUrl: historyUrl,
      manageUrl: await manageBookingUrl(ctx.db, SETTINGS.siteUrl, booking.id),
      siteUrl: SETTINGS.siteUrl,
      firstName: "Greta",
    };
    expect(email).toMatchObject({
      recipient: germanPatient.email,
      bookingId: booking.id,
      subject: historyReminderEmailIn.de.subject(facts),
      textBody: historyReminderEmailIn.de.text(facts),
    });
    expect(email.subject).toBe("Vor Ihrem Beratungstag am Montag, 1. März 2027: Ihr Anamnesebogen");
    expect(email.textBody.startsWith("Guten Tag Greta,\n")).toBe(true);
    expect(email.textBody).toContain(`${SETTINGS.siteUrl}/medical-history/b.${booking.id}.`);
    expect(email.textBody).toContain(`${SETTINGS.siteUrl}/booking/`);
    expect(await database.db.select().from(medicalHistoryReminders)).toEqual([
      expect.objectContaining({ bookingId: booking.id, outboxId: email.id }),
    ]);

    const sender = transport();
    await deliverDueEmails(database.db, sender, { from: "site@clinic.example", now: minutes(6) });
    expect(sender.send).toHaveBeenCalledWith(expect.objectContaining({ to: germanPatient.email }));
  });

  it("sends none when the clinic has the person's history already", async () => {
    const booking = await german();
    await submitHistory(ctx, await historyToken(ctx, { bookingId: booking.id }), germanInput());
    await run(minutes(5));
    expect(await reminders()).toEqual([]);
    expect(await database.db.select().from(medicalHistoryReminders)).toEqual([]);
  });

  it("withdraws a reminder still waiting when the history arrives before the outbox sends it", async () => {
    const booking = await german();
    await run(minutes(5));
    expect(await reminders()).toHaveLength(1);
    await submitHistory(
      at(ctx, minutes(5)),
      await historyToken(ctx, { bookingId: booking.id }),
      germanInput(),
    );
    expect(await reminders()).toEqual([]);
    const sender = transport();
    await deliverDueEmails(database.db, sender, { from: "site@clinic.example", now: minutes(6) });
    expect(sender.send).not.toHaveBeenCalled();
    // The claim stays, with no email: the job does not queue it again.
    expect(await database.db.select().from(medicalHistoryReminders)).toEqual([
      expect.objectContaining({ bookingId: booking.id, outboxId: null }),
    ]);
    expect(await run(minutes(10))).toEqual({ queued: 0 });
  });

  it("never reminds a cancelled or refunded booking, and a cancellation withdraws one still waiting", async () => {
    const refunded = await paidConsultation(ctx, { email: "refunded@example.com" });
    await database.db
      .update(consultationBookings)
      .set({ status: "refunded" })
      .where(eq(consultationBookings.id, refunded.id));
    const cancelled = await paidConsultation(ctx, { email: "cancelled@example.com" });
    await run(minutes(5));
    expect((await reminders()).map((row) => row.recipient)).toEqual(["cancelled@example.com"]);

    await cancelBooking(at(ctx, minutes(5)), cancelled.id);
    expect(await reminders()).toEqual([]);
    const sender = transport();
    await deliverDueEmails(database.db, sender, { from: "site@clinic.example", now: minutes(6) });
    expect(sender.send).not.toHaveBeenCalledWith(
      expect.objectContaining({ subject: expect.stringContaining("medical history") }),
    );
  });

  it("sends none to a booking paid online after its moment (its receipt carried the link), nor on or after the day", async () => {
    const late = await paidConsultation(ctx, { email: "late@example.com" });
    await database.db
      .update(consultationBookings)
      .set({ paidAt: minutes(60) })
      .where(eq(consultationBookings.id, late.id));
    await run(minutes(90));
    expect(await reminders()).toEqual([]);
    await paidConsultation(ctx, { email: "missed@example.com" });
    await run(new Date(`${DAY}T09:00:00Z`));
    expect(await reminders()).toEqual([]);
  });

  it("no outbox row carries an answer: the reminder, and every email after a history is stored, carry links alone", async () => {
    const booking = await german();
    await paidConsultation(ctx, { email: "second@example.com", name: "Tom Baker" });
    await run(minutes(5));
    await submitHistory(
      at(ctx, minutes(6)),
      await historyToken(ctx, { bookingId: booking.id }),
      germanInput(),
    );
    const rows = await outboxRows(ctx);
    expect(rows.map((row) => row.recipient)).toEqual(["second@example.com"]);
    const stored = JSON.stringify(rows);
    for (const words of ["Schilddrüse", "Penicillin", "Thyroxin", "Ibuprofen", "Feiern", "Atemnot"])
      expect(stored).not.toContain(words);
  });
});
