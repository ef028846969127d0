/**
 * Consultation-day places under test (server/booking-holds-*.test.ts): the event's figures, a
 * provider that counts its checkouts, a seeded random generator, and a database with the test
 * and fake-Stripe providers, emptied before each test, with the ways the tests start checkouts
 * and count places.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AppContext } from "../../app/context";
import { consultationEvent } from "../../app/content/event";
import { consultationBookings, testCheckoutSessions } from "../../app/db/schema";
import { startCheckout } from "../../app/services/bookings/checkout.server";
import { seatsLeft } from "../../app/services/bookings/holds.server";
import { proposedEventDates } from "../../app/services/bookings/days.server";
import {
  stripeClient,
  stripeProvider,
  testProvider,
  type PaymentProvider,
} from "../../app/services/payments/providers.server";
import { testContext } from "./context";
import { createTestDatabase, truncateAll, type TestDatabase } from "./database";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

export const SITE = "http://localhost:3000";
export const CLINIC = "clinic@clinic.example";
export const SETTINGS = { clinicInbox: CLINIC, siteUrl: SITE };
export const MINUTE = 60_000;
export const { capacity, placesPerTime, appointmentTimes, checkoutMinutes } = consultationEvent;
export const FULL = "That consultation day is fully booked. Please choose another date.";

/** A provider that counts the sessions it was asked to create. */
export function counting(provider: PaymentProvider) {
  const counter = { created: 0 };
  const wrapped: PaymentProvider = {
    ...provider,
    createCheckoutSession: (request) => {
      counter.created += 1;
      return provider.createCheckoutSession(request);
    },
  };
  return { provider: wrapped, counter };
}

/** Small seeded generator (mulberry32): the randomised run is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What useHoldsSetup made: the database and fake Stripe once, the rest again before each test. */
export interface HoldsSetup {
  database: TestDatabase;
  fakeStripe: FakeStripe;
  payments: PaymentProvider;
  stripe: PaymentProvider;
  context: AppContext;
  eventDate: string;
}

/**
 * Inside a describe block: a database on `backend` and a fake Stripe; before each test, the
 * tables emptied and fresh providers and a route context for the third proposed date.
 */
export function useHoldsSetup(backend: "pglite" | "postgres") {
  const current = {} as HoldsSetup;
  const db = () => current.database.db;

  beforeAll(async () => {
    current.database = await createTestDatabase(backend);
    current.fakeStripe = await startFakeStripe();
  });
  afterAll(async () => {
    await current.fakeStripe?.close();
    await current.database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(current.database);
    current.payments = testProvider(current.database.db, SITE);
    current.stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: current.fakeStripe.url }),
    );
    current.context = {
      ...testContext(current.database, {
        payments: current.payments,
        settings: { siteUrl: SITE, clinicInbox: CLINIC },
      }),
      cspNonce: "n",
    };
    // Not the first date: other suites in this run use that one.
    current.eventDate = proposedEventDates()[2];
  });

  const input = () => ({
    eventDate: current.eventDate,
    successUrl: `${SITE}/consultation-success`,
    cancelUrl: `${SITE}/consultation-event`,
  });
  const start = (provider: PaymentProvider = current.payments, now = new Date()) =>
    startCheckout(testContext(current.database, { payments: provider, now }), input());

  async function seedPaid(count: number) {
    if (count === 0) return;
    await db()
      .insert(consultationBookings)
      .values(
        Array.from({ length: count }, (_, i) => ({
          sessionId: `cs_seed_${i}`,
          provider: "test" as const,
          status: "paid" as const,
          eventDate: current.eventDate,
          amountCents: 5000,
          currency: "eur",
          paidAt: new Date(),
        })),
      );
  }
  const booking = async (sessionId: string) =>
    (await db().select().from(consultationBookings).where(eq(consultationBookings.sessionId, sessionId)))[0];
  const testSession = async (id: string) =>
    (await db().select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)))[0];
  const seats = async (now = new Date()) =>
    (await seatsLeft(db(), [current.eventDate], now))[current.eventDate];
  async function placesTaken() {
    const [{ taken }] = await db()
      .select({ taken: sql<number>`count(*)::int` })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.eventDate, current.eventDate),
          inArray(consultationBookings.status, ["paid", "scheduled"]),
        ),
      );
    return Number(taken);
  }

  return { current, db, input, start, seedPaid, booking, testSession, seats, placesTaken };
}
