/**
 * The consultation-day booking through its routes: starting a checkout (test mode and Stripe),
 * what it refuses, fulfilment, places left, and choosing an appointment time after paying.
 * The Stripe webhook is in ./stripe-webhook.test.ts, the event page's dates in ./event-dates.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../../app/context";
import { consultationEvent } from "../../../app/content/event";
import { consultationDay } from "../../../app/content/consultation-day";
import { consultationBookings, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { bookingLinkSecret, signBookingToken } from "../../../app/services/bookings/links.server";
import { seatsLeft } from "../../../app/services/bookings/holds.server";
import { findBooking } from "../../../app/services/bookings/records.server";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import {
  stripeClient,
  stripeProvider,
  testProvider,
  type PaymentProvider,
} from "../../../app/services/payments/providers.server";
import { action as createCheckout } from "../../../app/routes/api.create-checkout-session";
import { action as patchBooking } from "../../../app/routes/api.consultation-bookings";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };

type Result = { data: Record<string, unknown>; init: { status?: number } | null };
const unwrap = (value: unknown) => value as Result;
const statusOf = (value: unknown) => unwrap(value).init?.status ?? 200;

describe.each(testBackends())("consultation booking on %s", (backend) => {
  let database: TestDatabase;
  let fakeStripe: FakeStripe;
  let context: AppContext;
  let eventDate: string;

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
    context = {
      ...testContext(database, { payments: testProvider(database.db, SITE), settings: SETTINGS }),
      cspNonce: "n",
    };
    eventDate = proposedEventDates()[0];
  });

  const checkout = (body: Record<string, unknown>, payments?: PaymentProvider) =>
    createCheckout({
      request: new Request(`${SITE}/api/create-checkout-session`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      }),
      params: {},
      context: { ...context, ...(payments ? { payments } : {}) },
    } as never);

  /** The booking's own token, as the confirmation page is given it. */
  const tokenOf = async (sessionId: string) => {
    const booking = await findBooking(database.db, sessionId);
    return booking ? signBookingToken(await bookingLinkSecret(database.db), booking.id) : "";
  };

  const patch = async (sessionId: string, body: Record<string, unknown>, token?: string) =>
    patchBooking({
      request: new Request(`${SITE}/api/consultation-bookings/${sessionId}`, {
        method: "PATCH",
        body: JSON.stringify({ token: token ?? (await tokenOf(sessionId)), ...body }),
        headers: { "Content-Type": "application/json" },
      }),
      params: { sessionId },
      context,
    } as never);

  const validRequest = () => ({
    success_url: `${SITE}/consultation-success`,
    cancel_url: `${SITE}/consultation-event`,
    event_date: eventDate,
    name: "Ann Lee",
    phone: "+44 7700 900123",
  });

  /** A paid booking made through the test provider, as a visitor would. */
  async function paidBooking(email = "ann@example.com"): Promise<string> {
    const { data } = unwrap(await checkout(validRequest()));
    const sessionId = String(data.sessionId);
    await database.db
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: email })
      .where(eq(testCheckoutSessions.id, sessionId));
    expect((await fulfilCheckout(context, sessionId)).status).toBe("paid");
    return sessionId;
  }

  it("test mode: creates a pending booking and a checkout page on our own site", async () => {
    const result = await checkout(validRequest());
    expect(statusOf(result)).toBe(200);
    const { data } = unwrap(result);
    expect(String(data.url)).toBe(`${SITE}/test-checkout/${data.sessionId}`);
    const [booking] = await database.db.select().from(consultationBookings);
    expect(booking).toMatchObject({
      sessionId: data.sessionId,
      status: "pending",
      provider: "test",
      eventDate,
      amountCents: 5000,
      currency: "eur",
      customerName: "Ann Lee",
      customerPhone: "+44 7700 900123",
    });
    // The test checkout shows who is paying, as the patient typed it.
    const [session] = await database.db.select().from(testCheckoutSessions);
    expect(session).toMatchObject({ customerName: "Ann Lee", customerPhone: "+44 7700 900123" });
  });

  it("asks for a phone number with its country code and a name, saying what is wrong, storing nothing", async () => {
    for (const [patch, said] of [
      [{ phone: "07700 900123" }, "starting with + or 00"],
      [{ phone: "+44 12" }, "starting with + or 00"],
      [{ phone: "+44 7700 900123 4567 890" }, "starting with + or 00"],
      [{ phone: "" }, "Enter your phone number, with its country code"],
      [{ name: "  " }, "Enter your full name."],
    ] as const) {
      const result = await checkout({ ...validRequest(), ...patch });
      expect(statusOf(result), JSON.stringify(patch)).toBe(400);
      expect(String(unwrap(result).data.error)).toContain(said);
    }
    expect(await database.db.$count(consultationBookings)).toBe(0);
    for (const phone of ["0044 7700 900123", "+36 (1) 234-5678", "+1.212.555.0100"]) {
      expect(statusOf(await checkout({ ...validRequest(), phone })), phone).toBe(200);
    }
  });

  it("Stripe: asks for the phone and a prefilled full name, and keeps what the patient typed on our page", async () => {
    const stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    const { data } = unwrap(await checkout(validRequest(), stripe));
    const body = fakeStripe.createBodies.at(-1)!;
    expect(body.get("phone_number_collection[enabled]")).toBe("true");
    expect(body.get("custom_fields[0][key]")).toBe("full_name");
    expect(body.get("custom_fields[0][label][custom]")).toBe("Full name");
    expect(body.get("custom_fields[0][text][default_value]")).toBe("Ann Lee");
    fakeStripe.markPaid(String(data.sessionId), "ann@example.com", {
      phone: "+447700900999",
      name: "Ann B. Lee",
    });
    expect((await fulfilCheckout({ ...context, payments: stripe }, String(data.sessionId))).status).toBe(
      "paid",
    );
    const [booking] = await database.db.select().from(consultationBookings);
    expect(booking).toMatchObject({ customerName: "Ann Lee", customerPhone: "+44 7700 900123" });
  });

  it("Stripe: a booking without a name or phone takes them from Stripe's phone and full-name fields", async () => {
    const stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    const { data } = unwrap(await checkout(validRequest(), stripe));
    const sessionId = String(data.sessionId);
    // As a booking started before names were asked for (or by a payment link) would be.
    await database.db
      .update(consultationBookings)
      .set({ customerName: null, customerPhone: null })
      .where(eq(consultationBookings.sessionId, sessionId));
    fakeStripe.markPaid(sessionId, "ben@example.com", { phone: "+36 30 123 4567", name: " Ben Kovács " });
    expect((await fulfilCheckout({ ...context, payments: stripe }, sessionId)).status).toBe("paid");
    const [booking] = await database.db.select().from(consultationBookings);
    expect(booking).toMatchObject({
      customerEmail: "ben@example.com",
      customerName: "Ben Kovács",
      customerPhone: "+36 30 123 4567",
    });
  });

  it("Stripe: creates a Checkout Session for €50 with an idempotency key, the event date and our success URL", async () => {
    const stripe = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
    );
    const result = await checkout(validRequest(), stripe);
    expect(statusOf(result)).toBe(200);
    const { data } = unwrap(result);
    expect(String(data.sessionId)).toMatch(/^cs_test_fake/);
    expect(data.url).toBe(`https://checkout.stripe.test/c/pay/${data.sessionId}`);
    const body = fakeStripe.createBodies.at(-1)!;
    expect(body.get("mode")).toBe("payment");
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("5000");
    expect(body.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(body.get("metadata[event_date]")).toBe(eventDate);
    expect(body.get("success_url")).toBe(`${SITE}/consultation-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(fakeStripe.idempotencyKeys.at(-1)).toMatch(/^checkout-/);
    const [booking] = await database.db.select().from(consultationBookings);
    expect(booking.provider).toBe("stripe");
  });

  it("rejects success or cancel URLs on another site, storing nothing", async () => {
    for (const body of [
      { ...validRequest(), success_url: "https://evil.example/consultation-success" },
      { ...validRequest(), cancel_url: "javascript:alert(1)" },
      { ...validRequest(), success_url: undefined },
    ]) {
      const result = await checkout(body);
      expect(statusOf(result)).toBe(400);
      // A missing URL fails the endpoint's schema first; a present one must be ours.
      expect(unwrap(result).data.error).toBe(
        body.success_url === undefined
          ? "success_url should be a URL"
          : "success_url and cancel_url must be on this site",
      );
    }
    expect(await database.db.$count(consultationBookings)).toBe(0);
  });

  it("rejects a date that is not offered", async () => {
    const result = await checkout({ ...validRequest(), event_date: "2020-01-01" });
    expect(statusOf(result)).toBe(400);
    expect(await database.db.$count(consultationBookings)).toBe(0);
  });

  it("answers with an error when the provider is down, and stores no booking", async () => {
    const down = stripeProvider(
      stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: "http://127.0.0.1:9" }),
    );
    const result = await checkout(validRequest(), down);
    expect(statusOf(result)).toBe(502);
    expect(String(unwrap(result).data.error)).toMatch(/not available/);
    expect(await database.db.$count(consultationBookings)).toBe(0);
  }, 30_000);

  it("a redirect alone proves nothing: an unpaid session stays pending", async () => {
    const { data } = unwrap(await checkout(validRequest()));
    expect((await fulfilCheckout(context, String(data.sessionId))).status).toBe("unpaid");
    expect((await fulfilCheckout(context, "cs_test_made_up")).status).toBe("unknown");
  });

  it("fulfilment is safe to run twice at once", async () => {
    const { data } = unwrap(await checkout(validRequest()));
    const sessionId = String(data.sessionId);
    await database.db
      .update(testCheckoutSessions)
      .set({ status: "paid", customerEmail: "a@example.com" })
      .where(eq(testCheckoutSessions.id, sessionId));
    const results = await Promise.all([
      fulfilCheckout(context, sessionId),
      fulfilCheckout(context, sessionId),
    ]);
    expect(results.map((r) => r.status)).toEqual(["paid", "paid"]);
    const [booking] = await database.db.select().from(consultationBookings);
    expect(booking.status).toBe("paid");
    expect(booking.customerEmail).toBe("a@example.com");
  });

  it("counts places left: capacity minus paid bookings and open checkouts (each holds a place)", async () => {
    await paidBooking();
    await checkout(validRequest());
    expect((await seatsLeft(database.db, [eventDate]))[eventDate]).toBe(consultationEvent.capacity - 2);
  });

  it("refuses an appointment before payment, stores it after, and queues the confirmation with an .ics", async () => {
    const { data } = unwrap(await checkout(validRequest()));
    const unpaid = await patch(String(data.sessionId), {
      appointment_date: eventDate,
      appointment_time: "10:00",
    });
    expect(statusOf(unpaid)).toBe(409);

    const sessionId = await paidBooking("patient@example.com");
    const result = await patch(sessionId, { appointment_date: eventDate, appointment_time: "10:30" });
    expect(statusOf(result)).toBe(200);
    expect(unwrap(result).data).toMatchObject({ appointment_date: eventDate, appointment_time: "10:30" });
    const [booking] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId));
    expect(booking).toMatchObject({
      status: "scheduled",
      appointmentDate: eventDate,
      appointmentTime: "10:30",
    });
    expect(booking.updatedAt.getTime()).toBeGreaterThanOrEqual(booking.createdAt.getTime());

    const emails = await database.db.select().from(outbox);
    const patient = emails.find((e) => e.kind === "booking-confirmation")!;
    expect(patient.recipient).toBe("patient@example.com");
    expect(patient.textBody).toContain(consultationDay.arrivalAt("10:30"));
    expect(patient.textBody).toContain("7 days");
    expect(patient.attachments[0].filename).toBe("consultation.ics");
    expect(patient.attachments[0].content).toContain(
      `DTSTART;TZID=Europe/Budapest:${eventDate.replace(/-/g, "")}T103000`,
    );
    expect(emails.find((e) => e.kind === "booking-staff")!.recipient).toBe("clinic@clinic.example");
  });

  it("needs the booking's own token beside the session id: none, forged or another booking's is a 404", async () => {
    const mine = await paidBooking("mine@example.com");
    const other = await paidBooking("other@example.com");
    const appointment = { appointment_date: eventDate, appointment_time: "10:00" };
    const forged = (await tokenOf(mine)).slice(0, -4) + "AAAA";
    for (const token of ["", forged, await tokenOf(other)]) {
      const result = await patch(mine, appointment, token);
      expect(statusOf(result)).toBe(404);
      expect(unwrap(result).data.error).toBe("We could not find this booking.");
    }
    const [stillPaid] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, mine));
    expect(stillPaid.status).toBe("paid");
    expect(statusOf(await patch(mine, appointment))).toBe(200);
  });

  it("answers 404 for an unknown session and 400 for a malformed or foreign time", async () => {
    expect(
      statusOf(await patch("cs_test_nobody", { appointment_date: eventDate, appointment_time: "10:00" })),
    ).toBe(404);
    const sessionId = await paidBooking();
    expect(statusOf(await patch(sessionId, { appointment_date: eventDate, appointment_time: "25:99" }))).toBe(
      400,
    );
    expect(statusOf(await patch(sessionId, { appointment_date: eventDate, appointment_time: "12:15" }))).toBe(
      400,
    );
    expect(
      statusOf(await patch(sessionId, { appointment_date: "2099-01-01", appointment_time: "10:00" })),
    ).toBe(400);
    expect(statusOf(await patch(sessionId, {}))).toBe(400);
  });

  it("gives a full time to nobody else: the next booking gets 409", async () => {
    for (let i = 0; i < consultationEvent.placesPerTime; i++) {
      expect(
        statusOf(
          await patch(await paidBooking(`p${i}@example.com`), {
            appointment_date: eventDate,
            appointment_time: "11:00",
          }),
        ),
      ).toBe(200);
    }
    const late = await patch(await paidBooking("late@example.com"), {
      appointment_date: eventDate,
      appointment_time: "11:00",
    });
    expect(statusOf(late)).toBe(409);
    expect(unwrap(late).data.error).toBe("That time has just been taken. Please choose another time.");
  });

  it("20 concurrent requests for a time with 3 places leave exactly 3 bookings there", async () => {
    expect(consultationEvent.placesPerTime).toBe(3);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++) sessions.push(await paidBooking(`c${i}@example.com`));
    const results = await Promise.all(
      sessions.map((id) => patch(id, { appointment_date: eventDate, appointment_time: "13:30" })),
    );
    expect(results.filter((r) => statusOf(r) === 200)).toHaveLength(3);
    expect(results.filter((r) => statusOf(r) === 409)).toHaveLength(17);
    const scheduled = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.appointmentTime, "13:30"));
    expect(scheduled).toHaveLength(3);
  }, 60_000);
});
