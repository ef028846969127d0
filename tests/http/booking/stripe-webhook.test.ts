/**
 * Stripe's webhook through the server: a signed checkout.session.completed marks the booking
 * paid once, a bad signature is refused, and events it does not handle are answered 200.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationBookings } from "../../../app/db/schema";
import { createTestDatabase, testBackends, type TestDatabase } from "../../support/database";
import { stripeClient, stripeProvider } from "../../../app/services/payments/providers.server";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { startTestServer } from "../../support/http-server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const WEBHOOK_SECRET = "whsec_test_secret_for_booking_tests";

describe.each(testBackends())("Stripe webhook on %s", (backend) => {
  let database: TestDatabase;
  let fakeStripe: FakeStripe;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const stripe = new Stripe("sk_test_fake");

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    fakeStripe = await startFakeStripe();
    server = await startTestServer(database, {
      envOverrides: {
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_API_BASE: fakeStripe.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fakeStripe?.close();
    await database?.dispose();
  });

  const send = (payload: string, signature: string) =>
    fetch(`${server.url}/api/stripe/webhook`, {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
  const signed = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  it("marks the booking paid on a signed checkout.session.completed; a replay changes nothing; a bad signature is 400", async () => {
    const provider = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    const eventDate = proposedEventDates()[0];
    const session = await provider.createCheckoutSession({
      eventDate,
      amountCents: 5000,
      currency: "eur",
      description: "Consultation day",
      successUrl: `${SITE}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/consultation-event`,
      bookingId: "00000000-0000-4000-8000-000000000001",
      idempotencyKey: "k1",
      expiresAt: new Date(Date.now() + 32 * 60_000),
    });
    await database.db
      .insert(consultationBookings)
      .values({ sessionId: session.id, provider: "stripe", eventDate, amountCents: 5000, currency: "eur" });
    fakeStripe.markPaid(session.id, "webhook@example.com");

    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: session.id, object: "checkout.session" } },
    });
    const bad = await send(payload, "t=1,v1=deadbeef");
    expect(bad.status).toBe(400);
    expect((await database.db.select().from(consultationBookings))[0].status).toBe("pending");

    const good = await send(payload, signed(payload));
    expect(good.status).toBe(200);
    const [paid] = await database.db.select().from(consultationBookings);
    expect(paid).toMatchObject({ status: "paid", customerEmail: "webhook@example.com" });

    const replay = await send(payload, signed(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const [after] = await database.db.select().from(consultationBookings);
    expect(after.updatedAt.getTime()).toBe(paid.updatedAt.getTime());
  });

  it("answers 200 to event types it does not handle", async () => {
    const payload = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    const response = await send(payload, signed(payload));
    expect(response.status).toBe(200);
    expect((await response.json()).ignored).toBe("customer.created");
  });
});
