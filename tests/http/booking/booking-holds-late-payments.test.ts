/**
 * Payments that arrive after their hold ran out: refunded once when the date is full (the test
 * provider and Stripe alike), taking a place when there is room, and the webhook and the success
 * page fulfilling one session at once. Setup in tests/support/booking-holds.ts.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../../app/context";
import { site } from "../../../app/content/site";
import { consultationBookings, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { testBackends } from "../../support/database";
import { loader as successLoader } from "../../../app/routes/consultation-success";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import { releaseExpiredHolds } from "../../../app/services/bookings/reconcile.server";
import { handleCheckoutEvent } from "../../../app/services/bookings/payment-events.server";
import { payTestSession, type PaymentProvider } from "../../../app/services/payments/providers.server";
import { at } from "../../support/context";
import type { FakeStripe } from "../../support/fake-stripe";
import { capacity, CLINIC, MINUTE, SITE, useHoldsSetup } from "../../support/booking-holds";

// The state is read again before each test: the providers, context and date are made anew.
describe.each(testBackends())("places held, never oversold, on %s: late payments", (backend) => {
  const setup = useHoldsSetup(backend);
  const { db, start, seedPaid, booking, testSession, seats, placesTaken } = setup;
  let fakeStripe: FakeStripe;
  let payments: PaymentProvider;
  let stripe: PaymentProvider;
  let context: AppContext;
  beforeEach(() => {
    ({ fakeStripe, payments, stripe, context } = setup.current);
  });

  it("a payment on a hold that ran out, for a full date, is refunded once and the patient and clinic are told", async () => {
    const t0 = new Date();
    await seedPaid(capacity - 1);
    const late = await start(payments, t0);
    await payTestSession(db(), late.id, "late@example.com", new Date(t0.getTime() + 10 * MINUTE));
    // The payment's news comes after the hold ran out, and someone else has the last place.
    const later = new Date((await booking(late.id)).expiresAt!.getTime() + MINUTE);
    await start(payments, later);

    const result = await fulfilCheckout(at(context, later), late.id);
    expect(result.status).toBe("refunded");
    const refunded = await booking(late.id);
    expect(refunded).toMatchObject({ status: "refunded", customerEmail: "late@example.com" });
    expect(refunded.refundReference).toMatch(/^re_test_/);
    expect(refunded.refundedAt).not.toBeNull();
    expect(await testSession(late.id)).toMatchObject({ status: "refunded" });
    expect((await testSession(late.id)).refundedAt).not.toBeNull();

    const emails = await db().select().from(outbox);
    expect(emails.map((e) => e.kind).sort()).toEqual(["booking-refund", "booking-refund-staff"]);
    const patient = emails.find((e) => e.kind === "booking-refund")!;
    expect(patient.recipient).toBe("late@example.com");
    expect(patient.textBody).toContain("refunded your payment of €50.00 in full");
    expect(patient.textBody).toContain("5 to 10 working days");
    expect(patient.textBody).toContain(`${SITE}/consultation-event`);
    expect(patient.textBody).toContain(site.phone.display);
    const clinic = emails.find((e) => e.kind === "booking-refund-staff")!;
    expect(clinic.recipient).toBe(CLINIC);
    expect(clinic.textBody).toContain(refunded.refundReference!);

    // Again (a webhook retry, a reload): the same answer, no second refund or email.
    expect((await fulfilCheckout(at(context, later), late.id)).status).toBe("refunded");
    expect(await db().$count(outbox)).toBe(2);
    expect(await placesTaken()).toBe(capacity - 1);
  });

  it("a payment on a hold that ran out, for a date with room, takes a place and is paid", async () => {
    const t0 = new Date();
    await seedPaid(capacity - 2);
    const late = await start(payments, t0);
    const later = new Date((await booking(late.id)).expiresAt!.getTime() + MINUTE);
    await releaseExpiredHolds(at(context, later));
    expect((await booking(late.id)).status).toBe("expired");
    await start(payments, later);
    // The provider took the payment in the checkout's last second; its news arrives now.
    await db()
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: "late@example.com" })
      .where(eq(testCheckoutSessions.id, late.id));

    expect((await fulfilCheckout(at(context, later), late.id)).status).toBe("paid");
    expect(await booking(late.id)).toMatchObject({ status: "paid", refundReference: null });
    expect(await placesTaken()).toBe(capacity - 1);
    // The receipt to the patient and the notice to the clinic (and the patient's reminders, planned).
    const queued = await db().select().from(outbox);
    const sentNow = queued.filter((row) => !row.kind.startsWith("booking-reminder"));
    expect(sentNow.map((row) => [row.kind, row.recipient]).sort()).toEqual([
      ["booking-paid-staff", CLINIC],
      ["booking-receipt", "late@example.com"],
    ]);
  });

  it("Stripe: the refund is made with the session's payment intent, an idempotency key and our reason", async () => {
    await seedPaid(capacity - 1);
    const late = await start(stripe);
    fakeStripe.markPaid(late.id, "late@example.com");
    await db()
      .update(consultationBookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultationBookings.sessionId, late.id));
    await start(stripe);
    const refundsBefore = fakeStripe.refunds.length;

    expect((await fulfilCheckout({ ...context, payments: stripe }, late.id)).status).toBe("refunded");
    const made = fakeStripe.refunds.slice(refundsBefore);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      payment_intent: fakeStripe.sessions.get(late.id)!.payment_intent,
      reason: "requested_by_customer",
      metadata: { session_id: late.id, reason: "event-day-full" },
      amount: 5000,
    });
    expect(fakeStripe.refundKeys.at(-1)).toBe(`refund-${late.id}`);
    expect((await booking(late.id)).refundReference).toBe(made[0].id);
  });

  it("Stripe's checkout.session.expired frees the place; a replay changes nothing", async () => {
    await seedPaid(capacity - 1);
    const session = await start(stripe);
    expect(await seats()).toBe(0);
    fakeStripe.markExpired(session.id);
    const event = {
      id: `evt_exp_${session.id}`,
      type: "checkout.session.expired",
      data: { object: { id: session.id } },
    };
    const withStripe = { ...context, payments: stripe };
    expect(await handleCheckoutEvent(withStripe, event)).toEqual({ received: true });
    expect((await booking(session.id)).status).toBe("expired");
    expect(await seats()).toBe(1);
    expect(await handleCheckoutEvent(withStripe, event)).toEqual({
      received: true,
      duplicate: true,
    });
    expect(
      await handleCheckoutEvent(withStripe, {
        id: "evt_other",
        type: "customer.created",
        data: { object: {} },
      }),
    ).toEqual({ received: true, ignored: "customer.created" });
  });

  describe("the webhook and the success page fulfilling the same session at once", () => {
    // The page's answer arrives deferred: the loader returns at once, the check finishes later.
    const success = async (sessionId: string) =>
      (
        await successLoader({
          request: new Request(`${SITE}/consultation-success?session_id=${sessionId}`),
          params: {},
          context: { ...context, payments: stripe },
        } as never)
      ).data.payment;
    const webhook = (sessionId: string) =>
      handleCheckoutEvent(
        { ...context, payments: stripe },
        { id: `evt_${sessionId}`, type: "checkout.session.completed", data: { object: { id: sessionId } } },
      );

    it("refund: exactly one, asked of Stripe once; both answer 'refunded'", async () => {
      await seedPaid(capacity - 1);
      const late = await start(stripe);
      fakeStripe.markPaid(late.id, "both@example.com");
      await db()
        .update(consultationBookings)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(consultationBookings.sessionId, late.id));
      await start(stripe);
      const [keysBefore, refundsBefore] = [fakeStripe.refundKeys.length, fakeStripe.refunds.length];

      const [page] = await Promise.all([success(late.id), webhook(late.id)]);
      expect(page.status).toBe("refunded");
      expect(fakeStripe.refunds.length - refundsBefore).toBe(1);
      expect(fakeStripe.refundKeys.length - keysBefore).toBe(1);
      expect((await booking(late.id)).status).toBe("refunded");
      expect(await db().$count(outbox)).toBe(2);
      expect(await placesTaken()).toBe(capacity - 1);
    });

    it("paid: one paid booking, no refund", async () => {
      await seedPaid(capacity - 1);
      const session = await start(stripe);
      fakeStripe.markPaid(session.id, "both@example.com");
      const refundsBefore = fakeStripe.refunds.length;
      const [page] = await Promise.all([success(session.id), webhook(session.id)]);
      expect(page.status).toBe("paid");
      expect(await booking(session.id)).toMatchObject({ status: "paid", customerEmail: "both@example.com" });
      expect(fakeStripe.refunds.length).toBe(refundsBefore);
      expect(await placesTaken()).toBe(capacity);
    });
  });
});
