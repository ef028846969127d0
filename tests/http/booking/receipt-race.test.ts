import { eq } from "drizzle-orm";
import { formatBudapestDateTime, formatEventDate } from "../../../app/lib/format";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../../app/context";
import { consultationEvent } from "../../../app/content/event";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { loader as successLoader } from "../../../app/routes/consultation-success";
import { startCheckout } from "../../../app/services/bookings/checkout.server";
import { reconcilePayments, releaseExpiredHolds } from "../../../app/services/bookings/reconcile.server";
import { handleCheckoutEvent } from "../../../app/services/bookings/payment-events.server";
import { stripeClient, stripeProvider, type PaymentProvider } from "../../../app/services/payments/providers.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "https://clinic.example";
const CLINIC = "clinic@clinic.example";
const SETTINGS = { clinicInbox: CLINIC, siteUrl: SITE };
const ROUNDS = 5;

/**
 * A payment reaches its booking through four doors at once (Stripe's webhook, the confirmation
 * page the payer comes back to, the hold sweep and the reconciliation), on the same payment, at
 * the same moment: the patient gets one receipt and the clinic one notice, every time.
 */
describe.each(testBackends())("one receipt however the doors race, on %s", (backend) => {
  let database: TestDatabase;
  let fakeStripe: FakeStripe;
  let stripe: PaymentProvider;
  let context: AppContext;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    fakeStripe = await startFakeStripe();
  });
  afterAll(async () => {
    await fakeStripe?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    context = { ...testContext(database, { payments: stripe, settings: SETTINGS }), cspNonce: "n" };
  });

  /** The confirmation page the payer is sent back to, as its loader answers. */
  async function confirmationPage(sessionId: string) {
    const answer = (await successLoader({
      request: new Request(`${SITE}/consultation-success?session_id=${sessionId}`),
      params: {},
      context,
    } as never)) as unknown as { data: { payment: unknown } };
    return answer.data.payment;
  }

  it(`webhook, confirmation page, sweep and reconciliation at once, ${ROUNDS} times: one receipt and one clinic notice each`, async () => {
    const eventDate = proposedEventDates()[2];
    for (let round = 0; round < ROUNDS; round++) {
      const session = await startCheckout(context, {
        eventDate,
        successUrl: `${SITE}/consultation-success`,
        cancelUrl: `${SITE}/consultation-event`,
        customerName: `Patient ${round}`,
        customerPhone: `+36 30 000 000${round}`,
      });
      fakeStripe.markPaid(session.id, `patient${round}@example.com`);
      const [hold] = await database.db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.sessionId, session.id));
      // The sweep sees the hold as lapsed (its clock is past the expiry); the others see it open.
      const afterExpiry = new Date(hold.expiresAt!.getTime() + 1000);
      await Promise.all([
        handleCheckoutEvent(context, {
          id: `evt_${round}`,
          type: "checkout.session.completed",
          data: { object: { id: session.id } },
        }),
        confirmationPage(session.id),
        releaseExpiredHolds(at(context, afterExpiry)),
        reconcilePayments(context),
        handleCheckoutEvent(context, {
          id: `evt_${round}_again`,
          type: "checkout.session.async_payment_succeeded",
          data: { object: { id: session.id } },
        }),
      ]);
    }

    const rows = await database.db.select().from(outbox);
    const bookings = await database.db.select().from(consultationBookings);
    expect(bookings.map((b) => b.status)).toEqual(Array(ROUNDS).fill("paid"));
    for (const booking of bookings) {
      const receipts = rows.filter(
        (r) => r.kind === "booking-receipt" && r.recipient === booking.customerEmail,
      );
      const notices = rows.filter(
        (r) => r.kind === "booking-paid-staff" && r.textBody.includes(booking.reference),
      );
      expect(receipts, booking.reference).toHaveLength(1);
      expect(notices, booking.reference).toHaveLength(1);

      const [receipt] = receipts;
      expect(receipt.textBody).toContain(`Booking reference: ${booking.reference}`);
      expect(receipt.textBody).toContain(`payment of €${consultationEvent.feeEur}.00`);
      expect(receipt.textBody).toContain(formatEventDate(eventDate));
      expect(receipt.textBody).toMatch(new RegExp(`${SITE}/booking/[A-Za-z0-9_-]{43}`));

      const [notice] = notices;
      expect(notice.recipient).toBe(CLINIC);
      expect(notice.textBody).toContain(`Patient: ${booking.customerName}`);
      expect(notice.textBody).toContain(`Phone: ${booking.customerPhone}`);
      expect(notice.textBody).toContain(`Paid: €50.00 on ${formatBudapestDateTime(booking.paidAt!)}`);
      expect(notice.textBody).toContain(
        `In the back office: ${SITE}/staff/consultation-days/${eventDate}#booking-${booking.reference}`,
      );
      expect(notice.textBody).not.toContain(booking.sessionId);
    }
  }, 60_000);
});
