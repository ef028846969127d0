/**
 * Places held while a patient pays: the last place goes to exactly one of many checkouts, a full
 * date never reaches the provider, expired and cancelled checkouts free their place, the sweeper
 * frees them on its own, and 200 random operations at once never oversell.
 * Setup in tests/support/booking-holds.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppContext } from "../../../app/context";
import { consultationEvent } from "../../../app/content/event";
import { consultationBookings, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { testBackends } from "../../support/database";
import {
  action as testCheckoutAction,
  loader as testCheckoutLoader,
} from "../../../app/routes/test-checkout";
import { BookingError, seatsLeft } from "../../../app/services/bookings/holds.server";
import { scheduleAppointment } from "../../../app/services/bookings/scheduling.server";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import {
  reconcilePayments,
  releaseExpiredHolds,
  releaseHold,
} from "../../../app/services/bookings/reconcile.server";
import { holdSweepJob } from "../../../app/services/bookings/hold-sweeper.server";
import { startJobs } from "../../../app/services/platform/scheduler.server";
import {
  cancelTestSession,
  payTestSession,
  stripeClient,
  stripeProvider,
  type PaymentProvider,
} from "../../../app/services/payments/providers.server";
import { at } from "../../support/context";
import type { FakeStripe } from "../../support/fake-stripe";
import {
  appointmentTimes,
  capacity,
  checkoutMinutes,
  counting,
  FULL,
  MINUTE,
  placesPerTime,
  seededRandom,
  SITE,
  useHoldsSetup,
} from "../../support/booking-holds";

// The state is read again before each test: the providers, context and date are made anew.
describe.each(testBackends())("places held, never oversold, on %s: checkouts", (backend) => {
  const setup = useHoldsSetup(backend);
  const { db, start, seedPaid, booking, testSession, seats, placesTaken } = setup;
  let fakeStripe: FakeStripe;
  let payments: PaymentProvider;
  let stripe: PaymentProvider;
  let context: AppContext;
  let eventDate: string;
  beforeEach(() => {
    ({ fakeStripe, payments, stripe, context, eventDate } = setup.current);
  });

  it("19 paid, then 30 checkouts at once: exactly 1 holds the last place, 29 get 409, the provider is asked once", async () => {
    await seedPaid(capacity - 1);
    const { provider, counter } = counting(payments);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => start(provider)));
    const created = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const error of refused) {
      expect(error).toBeInstanceOf(BookingError);
      expect(error).toMatchObject({ status: 409, message: FULL });
    }
    expect(counter.created).toBe(1);
    expect(await db().$count(testCheckoutSessions)).toBe(1);
    expect(await db().$count(consultationBookings, eq(consultationBookings.status, "pending"))).toBe(1);
    expect(await seats()).toBe(0);
  }, 60_000);

  it("the same with Stripe: one Checkout Session created at Stripe, 29 × 409", async () => {
    await seedPaid(capacity - 1);
    const before = fakeStripe.createBodies.length;
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => start(stripe)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected" && r.reason.status === 409)).toHaveLength(29);
    expect(fakeStripe.createBodies.length - before).toBe(1);
  }, 60_000);

  it("Stripe: the checkout closes at least 30 minutes out (expires_at sent), and the place is held at least as long", async () => {
    const now = new Date();
    const session = await start(stripe, now);
    const body = fakeStripe.createBodies.at(-1)!;
    const expiresAt = Number(body.get("expires_at"));
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(now.getTime() + checkoutMinutes * MINUTE);
    expect(fakeStripe.sessions.get(session.id)!.expires_at).toBe(expiresAt);
    const held = await booking(session.id);
    expect(held).toMatchObject({ status: "pending", provider: "stripe" });
    expect(held.expiresAt!.getTime()).toBeGreaterThanOrEqual(expiresAt * 1000);
  });

  it("a full date refuses a checkout without asking the provider; a provider failure frees the place again", async () => {
    await seedPaid(capacity - 1);
    const down = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: "http://127.0.0.1:9" }),
    );
    await expect(start(down)).rejects.not.toBeInstanceOf(BookingError);
    expect(await db().$count(consultationBookings)).toBe(capacity - 1);
    expect(await seats()).toBe(1);

    await start();
    const { provider, counter } = counting(payments);
    await expect(start(provider)).rejects.toMatchObject({ status: 409, message: FULL });
    expect(counter.created).toBe(0);
  }, 30_000);

  it("a hold that runs out frees its place: at once by counting, then marked by the sweep, never counted twice", async () => {
    const t0 = new Date();
    await seedPaid(capacity - 1);
    const first = await start(payments, t0);
    const hold = await booking(first.id);
    const session = await testSession(first.id);
    // The test checkout closes after the 30 minutes; the place is held until then at least.
    expect(session.expiresAt!.getTime()).toBeGreaterThanOrEqual(t0.getTime() + checkoutMinutes * MINUTE);
    expect(hold.expiresAt!.getTime()).toBeGreaterThanOrEqual(session.expiresAt!.getTime());

    const almost = new Date(hold.expiresAt!.getTime() - 1000);
    expect(await seats(almost)).toBe(0);
    await expect(start(payments, almost)).rejects.toMatchObject({ status: 409 });

    const after = new Date(hold.expiresAt!.getTime() + 1000);
    expect(await seats(after)).toBe(1);
    expect((await booking(first.id)).status).toBe("pending");
    const second = await start(payments, after);
    expect(await seats(after)).toBe(0);

    expect(await releaseExpiredHolds(at(context, after))).toEqual({
      fulfilled: 0,
      expired: 1,
      unchecked: 0,
      testSessions: 1,
    });
    expect((await booking(first.id)).status).toBe("expired");
    expect((await testSession(first.id)).status).toBe("expired");
    expect((await booking(second.id)).status).toBe("pending");
    expect(await seats(after)).toBe(0);
    // A second sweep (another server) finds nothing left to do.
    expect(await releaseExpiredHolds(at(context, after))).toEqual({
      fulfilled: 0,
      expired: 0,
      unchecked: 0,
      testSessions: 0,
    });
  });

  it("the test checkout refuses to pay an expired session, with a clear message, and the place is not taken", async () => {
    const session = await start();
    await db()
      .update(testCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testCheckoutSessions.id, session.id));
    const form = new URLSearchParams({ intent: "pay", email: "late@example.com" });
    const result = (await testCheckoutAction({
      request: new Request(`${SITE}/test-checkout/${session.id}`, { method: "POST", body: form }),
      params: { sessionId: session.id },
      context,
    } as never)) as { data: { error: string }; init: { status: number } };
    expect(result.init.status).toBe(410);
    expect(result.data.error).toBe(consultationEvent.checkoutExpired);
    expect((await testSession(session.id)).status).toBe("open");
    const page = (await testCheckoutLoader({ params: { sessionId: session.id }, context } as never)) as {
      status: string;
    };
    expect(page.status).toBe("expired");
    expect((await fulfilCheckout(context, session.id)).status).toBe("unpaid");
  });

  it("Cancel on the test checkout releases the place at once, and only once", async () => {
    await seedPaid(capacity - 1);
    const session = await start();
    expect(await seats()).toBe(0);
    const cancel = () =>
      testCheckoutAction({
        request: new Request(`${SITE}/test-checkout/${session.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "cancel" }),
        }),
        params: { sessionId: session.id },
        context,
      } as never) as Promise<Response>;
    const response = await cancel();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${SITE}/consultation-event`);
    expect((await booking(session.id)).status).toBe("cancelled");
    expect((await testSession(session.id)).status).toBe("cancelled");
    expect(await seats()).toBe(1);

    await start();
    expect((await cancel()).status).toBe(302);
    expect(await seats()).toBe(0);
    await expect(start()).rejects.toMatchObject({ status: 409 });
  });

  it("the sweeper marks expired holds on its own and stops cleanly", async () => {
    const longAgo = new Date(Date.now() - 2 * 60 * MINUTE);
    const session = await start(payments, longAgo);
    const sweeper = startJobs([holdSweepJob(context, 20)]);
    try {
      await vi.waitFor(async () => expect((await booking(session.id)).status).toBe("expired"), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await sweeper.stop();
    }
    expect((await testSession(session.id)).status).toBe("expired");
  });

  const FREE_AT_START = 8;
  it("200 random operations at once (start, pay, cancel, expire, schedule, fulfil twice) never oversell", async () => {
    const random = seededRandom(20_260_101);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    // Mostly recent checkouts: the ones a patient could still be paying for.
    const recent = () => pick(sessions.slice(-8));
    let clock = new Date();
    const sessions: string[] = [];
    const seen = { created: 0, full: 0, paid: 0, refunded: 0, scheduled: 0, cancelled: 0 };
    const ignoreBookingErrors = (error: unknown) => {
      if (!(error instanceof BookingError)) throw error;
      if (error.status === 409 && error.message === FULL) seen.full += 1;
    };

    const operations: Record<string, () => Promise<unknown>> = {
      start: () =>
        start(payments, clock).then((s) => {
          sessions.push(s.id);
          seen.created += 1;
        }, ignoreBookingErrors),
      pay: async () => {
        if (sessions.length === 0) return;
        await payTestSession(db(), recent(), `p${Math.floor(random() * 1e6)}@example.com`, clock);
      },
      cancel: async () => {
        if (sessions.length === 0) return;
        const id = recent();
        if (await cancelTestSession(db(), id))
          seen.cancelled += Number(await releaseHold(db(), id, "cancelled"));
      },
      expire: async () => {
        clock = new Date(clock.getTime() + (2 + Math.floor(random() * 30)) * MINUTE);
        if (random() < 0.5) await releaseExpiredHolds(at(context, clock));
      },
      schedule: async () => {
        const paid = await db()
          .select({ sessionId: consultationBookings.sessionId })
          .from(consultationBookings)
          .where(eq(consultationBookings.status, "paid"));
        if (paid.length === 0) return;
        await scheduleAppointment(context, pick(paid).sessionId, {
          date: eventDate,
          time: pick([...appointmentTimes]),
        }).then(() => (seen.scheduled += 1), ignoreBookingErrors);
      },
      fulfilTwice: async () => {
        if (sessions.length === 0) return;
        const id = pick(sessions);
        const atClock = at(context, clock);
        const results = await Promise.all([fulfilCheckout(atClock, id), fulfilCheckout(atClock, id)]);
        expect(results[0].status).toBe(results[1].status);
        if (results[0].status === "paid") seen.paid += 1;
        if (results[0].status === "refunded") seen.refunded += 1;
      },
    };
    const weights: [string, number][] = [
      ["start", 30],
      ["pay", 20],
      ["cancel", 7],
      ["expire", 10],
      ["schedule", 13],
      ["fulfilTwice", 20],
    ];
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    const nextOperation = () => {
      let r = random() * total;
      for (const [name, weight] of weights) if ((r -= weight) < 0) return operations[name];
      return operations.start;
    };

    async function assertInvariant() {
      const taken = await placesTaken();
      expect(taken).toBeLessThanOrEqual(capacity);
      const perTime = await db()
        .select({ time: consultationBookings.appointmentTime, count: sql<number>`count(*)::int` })
        .from(consultationBookings)
        .where(eq(consultationBookings.status, "scheduled"))
        .groupBy(consultationBookings.appointmentTime);
      for (const row of perTime) expect(Number(row.count)).toBeLessThanOrEqual(placesPerTime);
      expect((await seatsLeft(db(), [eventDate], clock))[eventDate]).toBeGreaterThanOrEqual(0);
    }

    // A busy day: most places already sold, so the last ones are fought over.
    await seedPaid(capacity - FREE_AT_START);
    let done = 0;
    while (done < 200) {
      const batch = Math.min(200 - done, 1 + Math.floor(random() * 4));
      await Promise.all(Array.from({ length: batch }, () => nextOperation()()));
      done += batch;
      await assertInvariant();
    }

    // Every refunded booking was refunded once, by the provider, with one pair of emails.
    const refunded = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.status, "refunded"));
    for (const row of refunded) {
      expect(row.refundReference).toMatch(/^re_test_/);
      expect((await testSession(row.sessionId)).status).toBe("refunded");
    }
    expect(await db().$count(outbox, eq(outbox.kind, "booking-refund-staff"))).toBe(refunded.length);

    // No payment without its booking: after the reconciliation, every checkout the provider
    // took money for is a paid (or scheduled) booking or a refunded one, with one receipt each.
    await reconcilePayments(at(context, clock));
    const takenMoney = await db()
      .select({ id: testCheckoutSessions.id })
      .from(testCheckoutSessions)
      .where(inArray(testCheckoutSessions.status, ["paid", "refunded"]));
    for (const { id } of takenMoney)
      expect(["paid", "scheduled", "refunded"]).toContain((await booking(id)).status);
    const paidOnce = await db().$count(
      consultationBookings,
      and(
        inArray(consultationBookings.status, ["paid", "scheduled"]),
        sql`${consultationBookings.sessionId} not like 'cs_seed_%'`,
      ),
    );
    expect(await db().$count(outbox, eq(outbox.kind, "booking-paid-staff"))).toBe(paidOnce);
    // The run reached the interesting states, so the invariant was really tested.
    // More checkouts than the places free at the start: places were freed and fought over again.
    expect(seen.created).toBeGreaterThan(FREE_AT_START);
    expect(seen.full).toBeGreaterThan(0);
    expect(seen.paid).toBeGreaterThan(0);
    expect(seen.scheduled).toBeGreaterThan(0);
    expect(seen.refunded).toBeGreaterThan(0);
  }, 120_000);
});
