import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { discountCopy } from "~/content/discount";
import { discountRedemptions } from "~/db/discount-schema";
import {
  consultationBookings,
  leads,
  newsletterSubscribers,
  outbox,
  testCheckoutSessions,
} from "~/db/schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { at, testContext } from "../../../tests/support/context";
import type { ServiceContext } from "../context.server";
import { startCheckout } from "../bookings/checkout.server";
import { proposedEventDates } from "../bookings/days.server";
import { newDiscountCode } from "./discount-code.server";
import {
  checkDiscountCode,
  DiscountCodeRefused,
  normaliseDiscountCode,
  redeemDiscountCode,
} from "./discounts.server";
import { fulfilCheckout } from "../bookings/fulfilment.server";
import { createLead, type LeadInput } from "../leads/leads.server";

const SITE = "https://www.clinic.test";
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
const NOW = new Date("2027-03-10T10:00:00Z");

describe("normaliseDiscountCode", () => {
  it("takes any case, spaces and missing dashes; refuses what cannot be a code", () => {
    expect(normaliseDiscountCode(" bdc10-7k3m-9q2x ")).toBe("BDC10-7K3M-9Q2X");
    expect(normaliseDiscountCode("BDC107K3M9Q2X")).toBe("BDC10-7K3M-9Q2X");
    expect(normaliseDiscountCode("bdc10 7k3m 9q2x")).toBe("BDC10-7K3M-9Q2X");
    expect(normaliseDiscountCode("BDC10-7K3M-9Q2")).toBeNull();
    // 0 and O, 1 and I are never in a code.
    expect(normaliseDiscountCode("BDC10-0K3M-9Q2X")).toBeNull();
    expect(normaliseDiscountCode("SAVE10")).toBeNull();
  });
});

describe.each(testBackends())("newsletter codes on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ctx = testContext(database, { settings: SETTINGS, now: NOW });
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => truncateAll(database));

  /** A subscriber as the double opt-in leaves one: confirmed (or since unsubscribed), with a code. */
  async function subscriber(email: string, status: "confirmed" | "unsubscribed" | "pending" = "confirmed") {
    const code = newDiscountCode();
    await database.db.insert(newsletterSubscribers).values({
      email,
      status,
      consentVersion: "2026-11",
      discountCode: code,
      confirmedAt: status === "pending" ? null : NOW,
      unsubscribedAt: status === "unsubscribed" ? NOW : null,
    });
    return code;
  }

  const lead = (
    email: string,
    discountCode: string | undefined,
    extra: Partial<LeadInput> = {},
  ): LeadInput => ({
    formId: "quote",
    submission: { name: "Ann Lee", email, message: `Implants, please (${email})`, discountCode },
    ...extra,
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: unknown) => (error instanceof DiscountCodeRefused ? error.reason : error),
    );

  it("a confirmed subscriber's code, typed loosely, is stored on the lead, used once, and shown in the clinic's email", async () => {
    const code = await subscriber("sub@example.com");
    const typed = code.toLowerCase().replaceAll("-", " ");
    const { id } = await createLead(ctx, lead("ann@example.com", typed));
    const [row] = await database.db.select().from(leads);
    expect(row).toMatchObject({ id, discountCode: code });
    expect(await database.db.select().from(discountRedemptions)).toEqual([
      expect.objectContaining({ code, leadId: id, bookingId: null }),
    ]);
    const [staffMail] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-staff"));
    expect(staffMail.textBody).toContain(`Newsletter code ${code}: 10% off the first treatment`);
  });

  it("an unknown code, or one never confirmed, is refused and nothing is stored", async () => {
    const pending = await subscriber("pending@example.com", "pending");
    for (const typed of ["BDC10-2345-6789", "not a code", pending]) {
      expect(await refusal(createLead(ctx, lead("ann@example.com", typed)))).toBe("unknown");
    }
    expect(await database.db.$count(leads)).toBe(0);
    expect(await database.db.$count(outbox)).toBe(0);
    expect(await database.db.$count(discountRedemptions)).toBe(0);
  });

  it("an unsubscribed subscriber's code still works", async () => {
    const code = await subscriber("gone@example.com", "unsubscribed");
    await createLead(ctx, lead("ann@example.com", code));
    expect((await database.db.select().from(leads))[0].discountCode).toBe(code);
  });

  it("a code used once is refused the second time, with the words on the field, and the second lead is not stored", async () => {
    const code = await subscriber("sub@example.com");
    await createLead(ctx, lead("ann@example.com", code));
    const second = createLead(ctx, lead("bob@example.com", code));
    await expect(second).rejects.toThrow(discountCopy.used);
    expect(await database.db.$count(leads)).toBe(1);
    await expect(checkDiscountCode(database.db, code)).rejects.toThrow("This code has already been used");
  });

  it("the same lead sent again (its form key, or the same words within minutes) uses the code once", async () => {
    const code = await subscriber("sub@example.com");
    const keyed = lead("ann@example.com", code, { idempotencyKey: "k".repeat(32) });
    const first = await createLead(ctx, keyed);
    expect(await createLead(ctx, keyed)).toEqual({ id: first.id, repeat: true });
    const unkeyed = lead("bob@example.com", undefined);
    const other = await subscriber("sub2@example.com");
    unkeyed.submission.discountCode = other;
    const b = await createLead(ctx, unkeyed);
    expect(await createLead(at(ctx, new Date(NOW.getTime() + 60_000)), unkeyed)).toEqual({
      id: b.id,
      repeat: true,
    });
    expect(await database.db.$count(leads)).toBe(2);
    expect(await database.db.$count(discountRedemptions)).toBe(2);
  });

  it("two forms sent at once with the same code: exactly one is stored, the other is told the code is used", async () => {
    const code = await subscriber("sub@example.com");
    const outcomes = await Promise.all(
      ["ann@example.com", "bob@example.com", "cat@example.com"].map((email) =>
        refusal(createLead(ctx, lead(email, code))),
      ),
    );
    expect(outcomes.sort()).toEqual(["accepted", "used", "used"]);
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(discountRedemptions)).toBe(1);
  });

  it("a booking's retried redemption counts once; a lead cannot take a booking's code", async () => {
    const code = await subscriber("sub@example.com");
    const [booking] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: "cs_test_booking1",
        provider: "test",
        eventDate: "2027-04-01",
        amountCents: 5000,
        currency: "eur",
        status: "paid",
      })
      .returning();
    expect(await redeemDiscountCode(database.db, code, { bookingId: booking.id }, NOW)).toBe(code);
    expect(await redeemDiscountCode(database.db, code, { bookingId: booking.id }, NOW)).toBe(code);
    expect(await database.db.$count(discountRedemptions)).toBe(1);
    expect(await refusal(createLead(ctx, lead("ann@example.com", code)))).toBe("used");
  });

  describe("at the consultation-day checkout", () => {
    const [day] = proposedEventDates(NOW);
    const checkout = (discountCode?: string) =>
      startCheckout(ctx, {
        eventDate: day,
        successUrl: `${SITE}/consultation-success`,
        cancelUrl: `${SITE}/consultation-event`,
        customerName: "Ann Lee",
        customerPhone: "+44 7700 900123",
        discountCode,
      });
    const pay = async (sessionId: string, email: string) => {
      await database.db
        .update(testCheckoutSessions)
        .set({ status: "paid", customerEmail: email })
        .where(eq(testCheckoutSessions.id, sessionId));
      return fulfilCheckout(ctx, sessionId);
    };

    it("an unknown or used code is refused before any place is held", async () => {
      expect(await refusal(checkout("BDC10-2345-6789"))).toBe("unknown");
      const code = await subscriber("sub@example.com");
      await createLead(ctx, lead("ann@example.com", code));
      expect(await refusal(checkout(code))).toBe("used");
      expect(await database.db.$count(consultationBookings)).toBe(0);
    });

    it("the code is used when the payment arrives, once however often fulfilment runs, and the clinic's notice shows it", async () => {
      const code = await subscriber("sub@example.com");
      const session = await checkout(code.toLowerCase());
      expect(await database.db.$count(discountRedemptions)).toBe(0);
      const paid = await pay(session.id, "ann@example.com");
      expect(paid.status).toBe("paid");
      await pay(session.id, "ann@example.com");
      expect(await database.db.select().from(discountRedemptions)).toEqual([
        expect.objectContaining({ code, bookingId: session.bookingId, leadId: null }),
      ]);
      const [booking] = await database.db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.id, session.bookingId));
      expect(booking.discountCode).toBe(code);
      const [notice] = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-paid-staff"));
      expect(notice.textBody).toContain(`Newsletter code ${code}: 10% off the first treatment`);
    });

    it("two checkouts with the same code both paid: both bookings stand, only the first keeps the code", async () => {
      const code = await subscriber("sub@example.com");
      const first = await checkout(code);
      const second = await checkout(code);
      const [a, b] = await Promise.all([pay(first.id, "ann@example.com"), pay(second.id, "bob@example.com")]);
      expect([a.status, b.status]).toEqual(["paid", "paid"]);
      const rows = await database.db.select().from(consultationBookings);
      expect(rows.map((row) => row.status)).toEqual(["paid", "paid"]);
      expect(rows.filter((row) => row.discountCode === code)).toHaveLength(1);
      const [redemption] = await database.db.select().from(discountRedemptions);
      expect(rows.find((row) => row.discountCode === code)?.id).toBe(redemption.bookingId);
      expect(await database.db.$count(discountRedemptions)).toBe(1);
    });
  });
});
