import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { openDatabase, type DatabaseHandle } from "../../../app/db/client.server";
import { consultationBookings, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { startCheckout } from "../../../app/services/bookings/checkout.server";
import { seatsLeft } from "../../../app/services/bookings/holds.server";
import { cancelBooking } from "../../../app/services/bookings/changes.server";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import { reconcilePayments, releaseExpiredHolds } from "../../../app/services/bookings/reconcile.server";
import {
  stripeClient,
  stripeProvider,
  testProvider,
  type PaymentProvider,
} from "../../../app/services/payments/providers.server";
import { asStaff, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { startTestServer, type TestServer } from "../../support/http-server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const CLINIC = "clinic@clinic.example";
const SETTINGS = { clinicInbox: CLINIC, siteUrl: SITE };
const MINUTE = 60_000;
const generous = { windowMs: 60_000, limit: 100_000 };

/**
 * Every payment reaches its booking, whoever closes the tab: paying fulfils at once in test mode
 * (as Stripe's webhook does), the hold sweep asks the provider before a hold lapses, and the
 * reconciliation asks about every checkout of the last days that is not paid here, once even
 * when several servers run it together (app/services/bookings/fulfilment.server.ts).
 */
describe.each(testBackends())("no payment without its booking, on %s", (backend) => {
  let database: TestDatabase;
  let fakeStripe: FakeStripe;
  let server: TestServer;
  let payments: PaymentProvider;
  let stripe: PaymentProvider;
  let eventDate: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    fakeStripe = await startFakeStripe();
    server = await startTestServer(database, { rateLimits: { checkout: generous, booking: generous } });
  });
  afterAll(async () => {
    await server?.close();
    await fakeStripe?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    payments = testProvider(db(), SITE);
    stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    eventDate = proposedEventDates()[3];
  });

  /** The service context with this provider (and clock, when given). */
  const ctx = (provider: PaymentProvider, now?: Date) =>
    testContext(database, { payments: provider, settings: SETTINGS, now });
  const start = (provider: PaymentProvider, now = new Date()) =>
    startCheckout(ctx(provider, now), {
      eventDate,
      successUrl: `${SITE}/consultation-success`,
      cancelUrl: `${SITE}/consultation-event`,
    });
  const booking = async (sessionId: string) =>
    (await db().select().from(consultationBookings).where(eq(consultationBookings.sessionId, sessionId)))[0];
  const emails = async () =>
    (await db().select().from(outbox)).map((row) => ({
      kind: row.kind,
      to: row.recipient,
      text: row.textBody,
    }));
  /** The receipt and the clinic's notice, as a list of [kind, recipient]. */
  const receipts = async () =>
    (await emails())
      .filter((email) => email.kind === "booking-receipt" || email.kind === "booking-paid-staff")
      .map((email) => [email.kind, email.to])
      .sort();
  const lapseOf = async (sessionId: string) =>
    new Date((await booking(sessionId)).expiresAt!.getTime() + MINUTE);

  it("test mode: Pay fulfils at once; with the confirmation page never opened, the booking is paid and its receipt queued", async () => {
    const started = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({
        event_date: eventDate,
        name: "Ann Lee",
        phone: "+44 7700 900123",
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
      }),
    });
    expect(started.status).toBe(200);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const paid = await fetch(`${server.url}/test-checkout/${sessionId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ intent: "pay", email: "closed.the.tab@example.com" }),
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toContain(`/consultation-success?session_id=${sessionId}`);
    // The payer closes the tab here: the success page is never asked for.

    const row = await booking(sessionId);
    expect(row).toMatchObject({ status: "paid", customerEmail: "closed.the.tab@example.com" });
    expect(row.paidAt).not.toBeNull();
    expect(await receipts()).toEqual([
      ["booking-paid-staff", CLINIC],
      ["booking-receipt", "closed.the.tab@example.com"],
    ]);
    const receipt = (await emails()).find((email) => email.kind === "booking-receipt")!;
    expect(receipt.text).toContain(`Booking reference: ${row.reference}`);
    expect(receipt.text).toContain("we have received your payment of €50.00");
    expect(receipt.text).toMatch(new RegExp(`${SITE}/booking/[A-Za-z0-9_-]+`));
    // Long after the hold would have lapsed, the place is still the payer's.
    const later = await lapseOf(sessionId);
    await releaseExpiredHolds(ctx(payments, later));
    expect((await booking(sessionId)).status).toBe("paid");
    expect(await receipts()).toHaveLength(2);
  });

  it("test mode: a payment whose fulfilment was lost (a crash after the card was taken) is paid, with its receipt, by one sweep", async () => {
    const session = await start(payments);
    // The card was taken, then the server died before the booking was told.
    await db()
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: "crash@example.com" })
      .where(eq(testCheckoutSessions.id, session.id));
    const later = await lapseOf(session.id);

    expect(await releaseExpiredHolds(ctx(payments, later))).toMatchObject({
      fulfilled: 1,
      expired: 0,
    });
    expect(await booking(session.id)).toMatchObject({ status: "paid", customerEmail: "crash@example.com" });
    expect(await receipts()).toEqual([
      ["booking-paid-staff", CLINIC],
      ["booking-receipt", "crash@example.com"],
    ]);
    expect((await seatsLeft(db(), [eventDate], later))[eventDate]).toBe(consultationEvent.capacity - 1);
    // An unpaid checkout beside it lapses as before.
    const unpaid = await start(payments);
    expect(await releaseExpiredHolds(ctx(payments, await lapseOf(unpaid.id)))).toMatchObject({
      fulfilled: 0,
      expired: 1,
    });
    expect((await booking(unpaid.id)).status).toBe("expired");
  });

  it("Stripe: paid at Stripe, no webhook, the payer never came back: the sweep asks Stripe before the hold lapses and fulfils it", async () => {
    const session = await start(stripe);
    fakeStripe.markPaid(session.id, "no.webhook@example.com");
    const later = await lapseOf(session.id);

    expect(await releaseExpiredHolds(ctx(stripe, later))).toMatchObject({
      fulfilled: 1,
      expired: 0,
    });
    expect(await booking(session.id)).toMatchObject({
      status: "paid",
      customerEmail: "no.webhook@example.com",
    });
    expect(await receipts()).toEqual([
      ["booking-paid-staff", CLINIC],
      ["booking-receipt", "no.webhook@example.com"],
    ]);
    // An unpaid one beside it lapses.
    const unpaid = await start(stripe);
    fakeStripe.markExpired(unpaid.id);
    await releaseExpiredHolds(ctx(stripe, await lapseOf(unpaid.id)));
    expect((await booking(unpaid.id)).status).toBe("expired");
  });

  it("Stripe: when Stripe cannot be asked, the hold is kept for the next sweep, which fulfils it", async () => {
    const session = await start(stripe);
    fakeStripe.markPaid(session.id, "patient@example.com");
    const later = await lapseOf(session.id);
    const down: PaymentProvider = {
      ...stripe,
      retrieveSession: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    expect(await releaseExpiredHolds(ctx(down, later))).toMatchObject({
      unchecked: 1,
      expired: 0,
    });
    expect((await booking(session.id)).status).toBe("pending");
    expect(await releaseExpiredHolds(ctx(stripe, later))).toMatchObject({ fulfilled: 1 });
    expect((await booking(session.id)).status).toBe("paid");
  });

  it("Stripe: the reconciliation fulfils a paid checkout whose webhook never arrived, before its hold lapses, and a lapsed one too", async () => {
    const fresh = await start(stripe);
    fakeStripe.markPaid(fresh.id, "fresh@example.com");
    // One that a sweep let lapse while Stripe was out of reach, paid in its last second.
    const lapsed = await start(stripe);
    fakeStripe.markPaid(lapsed.id, "lapsed@example.com");
    await db()
      .update(consultationBookings)
      .set({ status: "expired" })
      .where(eq(consultationBookings.sessionId, lapsed.id));
    const unpaid = await start(stripe);

    expect(await reconcilePayments(ctx(stripe))).toEqual({
      checked: 3,
      fulfilled: 2,
      refunded: 0,
      failed: 0,
    });
    expect((await booking(fresh.id)).status).toBe("paid");
    expect((await booking(lapsed.id)).status).toBe("paid");
    expect((await booking(unpaid.id)).status).toBe("pending");
    expect((await receipts()).filter(([kind]) => kind === "booking-receipt")).toEqual([
      ["booking-receipt", "fresh@example.com"],
      ["booking-receipt", "lapsed@example.com"],
    ]);
    // A second run finds nothing new: no second receipt.
    expect(await reconcilePayments(ctx(stripe))).toMatchObject({ checked: 1, fulfilled: 0 });
    expect(await receipts()).toHaveLength(4);
  });

  it("a booking paid and then cancelled stays cancelled: the success page, a late webhook and the reconciliation do not revive it", async () => {
    const session = await start(payments);
    await db()
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: "changed.mind@example.com" })
      .where(eq(testCheckoutSessions.id, session.id));
    expect((await fulfilCheckout(ctx(payments), session.id)).status).toBe("paid");
    const row = await booking(session.id);
    await cancelBooking(
      asStaff(ctx(payments), { id: crypto.randomUUID(), email: "desk@clinic.example" }),
      row.id,
    );

    expect((await fulfilCheckout(ctx(payments), session.id)).status).toBe("cancelled");
    await reconcilePayments(ctx(payments));
    expect((await booking(session.id)).status).toBe("cancelled");
    expect(await db().$count(outbox, eq(outbox.kind, "booking-receipt"))).toBe(1);
  });

  it("the reconciliation run by two servers at once fulfils each payment once", async () => {
    let second: DatabaseHandle = database;
    if (backend === "postgres") {
      const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
      second = await openDatabase({ databaseUrl: pool.options.connectionString });
    }
    try {
      const sessions = [];
      for (let i = 0; i < 6; i += 1) {
        const session = await start(stripe);
        fakeStripe.markPaid(session.id, `patient${i}@example.com`);
        sessions.push(session.id);
      }
      const stripeOnSecond = stripeProvider(
        stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
      );
      const runs = await Promise.all([
        reconcilePayments(ctx(stripe)),
        reconcilePayments(testContext(second, { payments: stripeOnSecond, settings: SETTINGS })),
      ]);
      expect(runs.map((run) => run.failed)).toEqual([0, 0]);
      // Every payment reached its booking, and each was acted on once: one receipt, one notice.
      for (const id of sessions) expect((await booking(id)).status).toBe("paid");
      expect(await db().$count(outbox, eq(outbox.kind, "booking-receipt"))).toBe(6);
      expect(await db().$count(outbox, eq(outbox.kind, "booking-paid-staff"))).toBe(6);
      for (let i = 0; i < 6; i += 1)
        expect(
          await db().$count(
            outbox,
            and(eq(outbox.kind, "booking-receipt"), eq(outbox.recipient, `patient${i}@example.com`)),
          ),
        ).toBe(1);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
