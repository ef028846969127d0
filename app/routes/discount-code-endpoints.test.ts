import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "~/context";
import { discountCopy } from "~/content/discount";
import { consultationBookings, leads, newsletterSubscribers, outbox } from "~/db/schema";
import { proposedEventDates } from "~/services/bookings/days.server";
import { newDiscountCode } from "~/services/newsletter/discount-code.server";
import { testProvider } from "~/services/payments/providers.server";
import { fieldErrorSentence } from "~/lib/field-errors";
import { DISCOUNT_CODE_MAX } from "~/lib/discount-fields";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import { startTestServer } from "../../tests/support/http-server";
import { action as createCheckout } from "./api.create-checkout-session";

const SITE = "http://localhost:3000";
const quote = {
  name: "Ann Patient",
  email: "ann@example.com",
  treatment: "Dental Implants",
  message: "Two implants, please.",
};

describe.each(testBackends())("the newsletter code at the endpoints, on %s", (backend) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let code: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { rateLimits: { forms: { windowMs: 60_000, limit: 1000 } } });
    // A database and a dev build of the routes: over a minute on the shared two-core machine.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    code = newDiscountCode();
    await database.db.insert(newsletterSubscribers).values({
      email: "sub@example.com",
      status: "confirmed",
      consentVersion: "2026-11",
      confirmedAt: new Date(),
      discountCode: code,
    });
  });

  const postJson = (body: Record<string, string>) =>
    fetch(`${server.url}/f/quote`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });

  it("POST /f/quote stores the code on the lead and the clinic's email says it; the same code again is refused at its field", async () => {
    const first = await postJson({ ...quote, discountCode: ` ${code.toLowerCase()} ` });
    expect(first.status).toBe(200);
    const [lead] = await database.db.select().from(leads);
    expect(lead.discountCode).toBe(code);
    // Not kept twice as an "other field".
    expect(lead.extra).toEqual({});
    const staffMail = (await database.db.select().from(outbox)).find((mail) => mail.kind === "lead-staff");
    expect(staffMail?.textBody).toContain(`Newsletter code ${code}: 10% off the first treatment`);

    const again = await postJson({ ...quote, email: "bob@example.com", discountCode: code });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      errors: [{ field: "discountCode", code: "DISCOUNT_CODE_USED", message: discountCopy.used }],
    });
    expect(await database.db.$count(leads)).toBe(1);
  });

  it("without JavaScript, an unknown code is a page saying so, and nothing is stored", async () => {
    const response = await fetch(`${server.url}/f/quote`, {
      method: "POST",
      body: new URLSearchParams({ ...quote, discountCode: "BDC10-2345-6789" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("We do not recognise this code.");
    expect(await database.db.$count(leads)).toBe(0);
    expect(await database.db.$count(outbox)).toBe(0);
  });

  it("a code longer than any code is refused by the schema, at its field", async () => {
    const response = await postJson({ ...quote, discountCode: "B".repeat(41) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: "discountCode", message: fieldErrorSentence("discountCode", "tooLong", DISCOUNT_CODE_MAX) }],
    });
  });

  it("POST /api/create-checkout-session: a good code is kept on the hold; a used one is refused at discount_code and holds no place", async () => {
    const context: AppContext = {
      ...testContext(database, { payments: testProvider(database.db, SITE), settings: { siteUrl: SITE } }),
      cspNonce: "n",
    };
    const checkout = (discount_code: string) =>
      createCheckout({
        request: new Request(`${SITE}/api/create-checkout-session`, {
          method: "POST",
          body: JSON.stringify({
            success_url: `${SITE}/consultation-success`,
            cancel_url: `${SITE}/consultation-event`,
            event_date: proposedEventDates()[0],
            name: "Ann Patient",
            phone: "+44 7700 900123",
            discount_code,
          }),
          headers: { "Content-Type": "application/json" },
        }),
        params: {},
        context,
      } as never) as Promise<{ data: Record<string, unknown>; init: { status?: number } | null }>;

    const started = await checkout(code.replaceAll("-", ""));
    expect(started.init?.status ?? 200).toBe(200);
    const [hold] = await database.db.select().from(consultationBookings);
    expect(hold.discountCode).toBe(code);

    // An open checkout only checked the code: a quote request sent meanwhile uses it…
    expect((await postJson({ ...quote, discountCode: code })).status).toBe(200);
    // …and the next checkout with it is refused at its field, holding nothing.
    const refused = await checkout(code);
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({
      code: "DISCOUNT_CODE_USED",
      issues: [{ path: "discount_code", message: discountCopy.used }],
    });
    expect(await database.db.$count(consultationBookings)).toBe(1);
  });
});
