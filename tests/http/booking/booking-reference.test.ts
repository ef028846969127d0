import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../../app/context";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { REFERENCE_PATTERN } from "../../../app/lib/booking-reference";
import { loader as successLoader } from "../../../app/routes/consultation-success";
import { startCheckout } from "../../../app/services/bookings/checkout.server";
import { BookingError } from "../../../app/services/bookings/holds.server";
import { scheduleAppointment } from "../../../app/services/bookings/scheduling.server";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import type { PaymentView } from "../../../app/services/bookings/payment-page.server";
import { payTestSession, testProvider, type PaymentProvider } from "../../../app/services/payments/providers.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
/** 22 November 2026: the next six months hold New Year's Day 2027 (Friday) and 1 May 2027 (Saturday). */
const NOV_2026 = new Date("2026-11-22T10:00:00Z");

describe.each(testBackends())("booking references and offered dates on %s", (backend) => {
  let database: TestDatabase;
  let payments: PaymentProvider;
  let context: AppContext;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    payments = testProvider(db(), SITE);
    context = { ...testContext(database, { payments, settings: SETTINGS }), cspNonce: "n" };
  });

  const input = (eventDate: string) => ({
    eventDate,
    successUrl: `${SITE}/consultation-success`,
    cancelUrl: `${SITE}/consultation-event`,
  });

  it("refuses a checkout on a public holiday or a weekend and takes the moved day instead", async () => {
    for (const holiday of ["2027-01-01", "2027-05-01"]) {
      const refused = startCheckout(at(context, NOV_2026), input(holiday));
      await expect(refused).rejects.toBeInstanceOf(BookingError);
      await expect(refused).rejects.toMatchObject({ status: 400 });
    }
    expect(await db().$count(consultationBookings)).toBe(0);
    await startCheckout(at(context, NOV_2026), input("2027-01-04"));
    const [stored] = await db().select().from(consultationBookings);
    expect(stored.eventDate).toBe("2027-01-04");
  });

  it("gives each booking its own readable reference", async () => {
    const date = proposedEventDates()[1];
    await startCheckout(context, input(date));
    await startCheckout(context, input(date));
    const rows = await db().select().from(consultationBookings);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.reference).toMatch(REFERENCE_PATTERN);
    expect(rows[0].reference).not.toBe(rows[1].reference);
  });

  it("draws again when a reference is already taken", async () => {
    const date = proposedEventDates()[1];
    await startCheckout(context, input(date), () => "BDC-AAAA-AAAA");
    const draws = ["BDC-AAAA-AAAA", "BDC-AAAA-AAAA", "BDC-BBBB-BBBB"];
    let drawn = 0;
    await startCheckout(context, input(date), () => draws[drawn++]);
    expect(drawn).toBe(3);
    const references = (await db().select().from(consultationBookings)).map((row) => row.reference).sort();
    expect(references).toEqual(["BDC-AAAA-AAAA", "BDC-BBBB-BBBB"]);
  });

  it("gives up after five taken draws, holding no place", async () => {
    const date = proposedEventDates()[1];
    await startCheckout(context, input(date), () => "BDC-AAAA-AAAA");
    let drawn = 0;
    const failing = startCheckout(context, input(date), () => {
      drawn++;
      return "BDC-AAAA-AAAA";
    });
    await expect(failing).rejects.toThrow();
    expect(drawn).toBe(5);
    expect(await db().$count(consultationBookings)).toBe(1);
  });

  it("shows the reference on the confirmation page, in both emails and in the calendar file", async () => {
    const date = proposedEventDates()[0];
    const session = await startCheckout(context, input(date));
    await payTestSession(db(), session.id, "ref@example.com");
    const success = await successLoader({
      request: new Request(`${SITE}/consultation-success?session_id=${session.id}`),
      params: {},
      context,
    } as never);
    // Not yet fulfilled: the answer is deferred, and the page gets it a moment later.
    const { payment } = success.data;
    expect(typeof (payment as Promise<PaymentView>).then).toBe("function");
    const view = await payment;
    const [booking] = await db().select().from(consultationBookings);
    expect(view).toMatchObject({ status: "paid", reference: booking.reference, eventDate: date });

    await scheduleAppointment(context, session.id, { date, time: "10:30" });
    // The receipts of the payment, then the confirmations (the reminders queued beside them
    // wait for their day).
    const emails = (await db().select().from(outbox)).filter((e) => !e.kind.startsWith("booking-reminder"));
    expect(emails.map((e) => e.kind).sort()).toEqual([
      "booking-confirmation",
      "booking-paid-staff",
      "booking-receipt",
      "booking-staff",
    ]);
    for (const email of emails) {
      expect(email.textBody).toContain(`Booking reference: ${booking.reference}`);
      expect(email.textBody).not.toMatch(/reference: cs_/);
      if (email.kind.endsWith("confirmation") || email.kind === "booking-staff")
        expect(email.attachments[0].content).toContain(booking.reference);
    }

    // Once settled, a reload renders whole: nothing left to wait for.
    const reload = await successLoader({
      request: new Request(`${SITE}/consultation-success?session_id=${session.id}`),
      params: {},
      context,
    } as never);
    expect(reload.data.payment).toMatchObject({ status: "scheduled", reference: booking.reference });
  });

  it("a session it does not know is a 404 at once", async () => {
    const answer = await successLoader({
      request: new Request(`${SITE}/consultation-success?session_id=cs_test_unknown_123`),
      params: {},
      context,
    } as never);
    expect(answer.init?.status).toBe(404);
    expect(answer.data.payment).toMatchObject({ status: "unknown" });
  });

  it("fulfilment keeps the reference the checkout drew", async () => {
    const date = proposedEventDates()[0];
    const session = await startCheckout(context, input(date));
    const [before] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, session.id));
    await payTestSession(db(), session.id, "keep@example.com");
    const result = await fulfilCheckout(context, session.id);
    expect("booking" in result && result.booking.reference).toBe(before.reference);
  });
});
