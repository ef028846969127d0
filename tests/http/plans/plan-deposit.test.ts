import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, planDeposits, testCheckoutSessions } from "../../../app/db/schema";
import { handleCheckoutEvent } from "../../../app/services/bookings/payment-events.server";
import { payTestCheckout, testCheckoutView } from "../../../app/services/bookings/test-checkout.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import {
  stripeClient,
  stripeProvider,
  payTestSession,
} from "../../../app/services/payments/providers.server";
import { acceptPlan } from "../../../app/services/plans/answers.server";
import { createPlan } from "../../../app/services/plans/create.server";
import { depositAmountCents } from "../../../app/services/plans/deposit-amount.server";
import { startDepositCheckout } from "../../../app/services/plans/deposit-checkout.server";
import { fulfilDeposit } from "../../../app/services/plans/deposit-fulfilment.server";
import { refundDeposit } from "../../../app/services/plans/deposit-refund.server";
import { reconcileDeposits, sweepDeposits } from "../../../app/services/plans/deposit-sweep.server";
import {
  depositPipeline,
  depositView,
  depositViewByToken,
  returnFromDeposit,
} from "../../../app/services/plans/deposit-view.server";
import { saveDraft } from "../../../app/services/plans/drafts.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { asStaff, at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { implantDraft, outboxRows, planLead, planStaff, tokenOf } from "../../support/plans";

const NOW = new Date("2027-03-10T10:00:00Z");
const LATER = new Date("2027-03-10T10:20:00Z");
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "https://www.clinic.test" };

describe("the deposit's amount from the clinic's rule", () => {
  it("is 20% of the total in whole euros, never above the total, none at 0; or a fixed sum", () => {
    expect(depositAmountCents(266_000)).toBe(53_200);
    expect(depositAmountCents(12_345)).toBe(2_500);
    expect(depositAmountCents(0)).toBe(0);
    expect(depositAmountCents(-5)).toBe(0);
    expect(depositAmountCents(266_000, { kind: "fixed", eur: 300 })).toBe(30_000);
    expect(depositAmountCents(20_000, { kind: "fixed", eur: 300 })).toBe(20_000);
    expect(depositAmountCents(100, { kind: "percent", percent: 20 })).toBe(0);
  });
});

describe.each(testBackends())("a treatment plan's deposit on %s", (backend) => {
  let database: TestDatabase;
  let fakeStripe: FakeStripe;
  let ctx: ServiceContext;
  let staff: StaffContext;
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
    ctx = testContext(database, { settings: SETTINGS, now: NOW });
    staff = await planStaff(ctx);
  });

  const stripeCtx = () =>
    testContext(database, {
      settings: SETTINGS,
      now: NOW,
      payments: stripeProvider(
        stripeClient({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: fakeStripe.url }),
      ),
    });
  const deposits = () => database.db.select().from(planDeposits);
  const mails = async (kind: string) => (await outboxRows(ctx)).filter((row) => row.kind === kind);

  async function acceptedPlan(patient: Parameters<typeof planLead>[1] = {}, accept = true) {
    const lead = await planLead(ctx, patient);
    const { planId } = await createPlan(staff, { leadId: lead.id });
    await saveDraft(staff, planId, implantDraft());
    const sent = await sendPlan(staff, planId);
    const token = tokenOf(sent.planUrl);
    if (accept)
      await acceptPlan(ctx, token, { version: 1, name: patient.name ?? "Anne Leroy", termsAccepted: true });
    return { planId, token, totalCents: sent.totalCents };
  }

  it("cannot start before the plan is accepted; then asks the rule's amount, and a second click gets the same checkout", async () => {
    const { token, planId, totalCents } = await acceptedPlan({}, false);
    await expect(startDepositCheckout(ctx, token)).rejects.toMatchObject({
      status: 409,
      code: "not-accepted",
    });
    expect(await depositViewByToken(ctx, token)).toMatchObject({
      status: "none",
      canPay: false,
      paidCents: 0,
      payAction: `/plan/${token}/deposit`,
    });
    await acceptPlan(ctx, token, { version: 1, name: "Anne Leroy", termsAccepted: true });

    const first = await startDepositCheckout(ctx, token);
    const again = await startDepositCheckout(ctx, token);
    expect(first.url).toBe(`${SETTINGS.siteUrl}/test-checkout/${first.sessionId}`);
    expect(again).toMatchObject({ sessionId: first.sessionId, url: first.url, reused: true });
    const [deposit] = await deposits();
    expect(deposit).toMatchObject({ status: "open", amountCents: depositAmountCents(totalCents), planId });
    const view = await testCheckoutView(ctx, first.sessionId);
    expect(view).toMatchObject({
      purpose: "plan-deposit",
      eventDate: null,
      amountCents: deposit.amountCents,
    });
    expect(view?.description).toMatch(/^Treatment plan TP-\w+ deposit$/);
    expect(await depositView(ctx, planId)).toMatchObject({ status: "open", canPay: true, totalCents });
  });

  it("is paid once, with one receipt and one clinic notice, when webhook, return page and sweep race; a replayed webhook changes nothing", async () => {
    const { token, planId, totalCents } = await acceptedPlan();
    const checkout = await startDepositCheckout(ctx, token);
    await payTestSession(database.db, checkout.sessionId, "anne@example.com");
    const event = {
      id: "evt_deposit_1",
      type: "checkout.session.completed",
      data: { object: { id: checkout.sessionId } },
    };
    const results = await Promise.all([
      handleCheckoutEvent(ctx, event),
      returnFromDeposit(ctx, token, checkout.sessionId),
      sweepDeposits(at(ctx, LATER)),
      fulfilDeposit(ctx, checkout.sessionId),
    ]);
    expect(results[1]).toEqual({ location: `/plan/${token}?deposit=paid`, outcome: "paid" });
    await handleCheckoutEvent(ctx, event);
    await handleCheckoutEvent(ctx, { ...event, id: "evt_deposit_2" });
    await reconcileDeposits(ctx);

    const [deposit] = await deposits();
    expect(deposit).toMatchObject({ status: "paid", payerEmail: "anne@example.com" });
    expect(await mails("plan-deposit-receipt")).toHaveLength(1);
    expect(await mails("plan-deposit-paid-staff")).toHaveLength(1);
    const [receipt] = await mails("plan-deposit-receipt");
    expect(receipt.recipient).toBe("anne@example.com");
    expect(receipt.textBody).toContain(`/plan/${token}`);
    const view = await depositView(ctx, planId);
    expect(view).toMatchObject({
      status: "paid",
      paidCents: deposit.amountCents,
      remainingCents: totalCents - deposit.amountCents,
      canPay: false,
      depositId: deposit.id,
      refundable: true,
    });
    await expect(startDepositCheckout(ctx, token)).rejects.toMatchObject({ code: "deposit-paid" });
    expect(await depositPipeline(staff)).toEqual({ count: 1, depositCents: deposit.amountCents, totalCents });
  });

  it("in test mode: paying on the test checkout fulfils at once, the receipt in the patient's language", async () => {
    const { token } = await acceptedPlan({ language: "fr", email: "marie@example.fr", name: "Marie Dubois" });
    const checkout = await startDepositCheckout(ctx, token);
    const payment = await payTestCheckout(ctx, checkout.sessionId, "marie@example.fr");
    expect(payment).toMatchObject({ paid: true });
    expect(payment.paid && payment.redirect).toBe(
      `${SETTINGS.siteUrl}/plan/${token}/deposit/return?session_id=${checkout.sessionId}`,
    );
    expect((await deposits())[0].status).toBe("paid");
    const [receipt] = await mails("plan-deposit-receipt");
    expect(receipt.subject).toContain("Votre acompte est réglé");
    expect(receipt.textBody).toContain("Reste à payer");
    const [notice] = await mails("plan-deposit-paid-staff");
    expect(notice.textBody).toContain("The patient has paid the deposit");
  });

  it("a refund the provider does not answer leaves the deposit paid, says so to staff, and can be tried again", async () => {
    const { token, planId } = await acceptedPlan();
    const checkout = await startDepositCheckout(ctx, token);
    await payTestCheckout(ctx, checkout.sessionId, "anne@example.com");
    const [paid] = await deposits();
    const down = testContext(database, {
      settings: SETTINGS,
      now: NOW,
      payments: {
        ...ctx.payments,
        refund: async () => {
          throw new Error("provider unreachable");
        },
      },
    });
    await expect(refundDeposit(asStaff(down, staff.staff), paid.id, planId)).rejects.toMatchObject({
      status: 502,
      code: "provider-unavailable",
    });
    expect((await deposits())[0]).toMatchObject({
      status: "paid",
      refundReason: null,
      refundReference: null,
    });
    expect(await mails("plan-deposit-refund")).toHaveLength(0);
    // The provider back: the same button refunds it.
    await refundDeposit(staff, paid.id, planId);
    expect((await deposits())[0].status).toBe("refunded");
    expect(await mails("plan-deposit-refund")).toHaveLength(1);
  });

  it("through Stripe: a deposit session (metadata, reference, line), the webhook fulfils it; staff refund it once, audited, when clicking twice", async () => {
    const { token, planId } = await acceptedPlan();
    const sctx = stripeCtx();
    const sstaff = asStaff(sctx, staff.staff);
    const checkout = await startDepositCheckout(sctx, token);
    const body = fakeStripe.createBodies.at(-1)!;
    const [deposit] = await deposits();
    expect(body.get("metadata[kind]")).toBe("plan-deposit");
    expect(body.get("client_reference_id")).toBe(deposit.id);
    expect(body.get("line_items[0][price_data][product_data][name]")).toMatch(
      /^Treatment plan TP-\w+ deposit$/,
    );
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe(String(deposit.amountCents));
    expect(body.get("success_url")).toBe(
      `${SETTINGS.siteUrl}/plan/${token}/deposit/return?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(body.get("cancel_url")).toBe(`${SETTINGS.siteUrl}/plan/${token}?deposit=cancelled`);
    expect(fakeStripe.idempotencyKeys.at(-1)).toBe(`deposit-${deposit.id}`);

    // Not paid yet: the return page says so and changes nothing.
    expect((await returnFromDeposit(sctx, token, checkout.sessionId)).outcome).toBe("pending");
    fakeStripe.markPaid(checkout.sessionId, "anne@example.com");
    await handleCheckoutEvent(sctx, {
      id: "evt_stripe_deposit",
      type: "checkout.session.completed",
      data: { object: { id: checkout.sessionId } },
    });
    expect((await deposits())[0].status).toBe("paid");

    const clicks = await Promise.allSettled([
      refundDeposit(sstaff, deposit.id, planId),
      refundDeposit(sstaff, deposit.id, planId),
    ]);
    expect(clicks.map((c) => c.status).sort()).toEqual(["fulfilled", "rejected"]);
    await expect(refundDeposit(sstaff, deposit.id, planId)).rejects.toMatchObject({ code: "deposit-closed" });
    expect(fakeStripe.refunds).toHaveLength(1);
    const [refunded] = await deposits();
    expect(refunded).toMatchObject({
      status: "refunded",
      refundReason: "staff",
      refundReference: fakeStripe.refunds[0].id,
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "plan.deposit-refund"));
    expect(audits).toHaveLength(1);
    expect(audits[0].subject).toBe(`plan:${planId}`);
    expect(await mails("plan-deposit-refund")).toHaveLength(1);
    expect(await mails("plan-deposit-refund-staff")).toHaveLength(1);
    expect(await depositView(sctx, planId)).toMatchObject({
      status: "refunded",
      paidCents: 0,
      canPay: false,
    });
    await expect(startDepositCheckout(sctx, token)).rejects.toMatchObject({ code: "deposit-closed" });
  });

  it("a second deposit paid on an already paid version (an old checkout paid late) is refunded, never kept", async () => {
    const { token } = await acceptedPlan();
    const first = await startDepositCheckout(ctx, token);
    // The first checkout closes unpaid as far as we know; a new one is opened and paid.
    const afterClose = at(ctx, new Date(NOW.getTime() + 2 * 60 * 60_000));
    const second = await startDepositCheckout(afterClose, token);
    expect(second.sessionId).not.toBe(first.sessionId);
    await payTestCheckout(afterClose, second.sessionId, "anne@example.com");
    // The old one was paid after all (the test session's expiry is the test's clock: reopen it).
    await database.db
      .update(testCheckoutSessions)
      .set({ status: "paid" })
      .where(eq(testCheckoutSessions.id, first.sessionId));
    const counts = await reconcileDeposits(afterClose);
    expect(counts.depositsFulfilled).toBe(1);
    const rows = await deposits();
    expect(rows.filter((d) => d.status === "paid")).toHaveLength(1);
    expect(rows.find((d) => d.sessionId === first.sessionId)).toMatchObject({
      status: "refunded",
      refundReason: "duplicate",
      refundReference: expect.stringMatching(/^re_test_/),
    });
    expect(await mails("plan-deposit-receipt")).toHaveLength(1);
    expect(await mails("plan-deposit-refund")).toHaveLength(1);
  });

  it("a cancelled test checkout ends the deposit's checkout; paying again opens a new one", async () => {
    const { token } = await acceptedPlan();
    const first = await startDepositCheckout(ctx, token);
    const { cancelTestCheckout } = await import("../../../app/services/bookings/test-checkout.server");
    expect(await cancelTestCheckout(ctx, first.sessionId)).toBe(
      `${SETTINGS.siteUrl}/plan/${token}?deposit=cancelled`,
    );
    expect((await deposits())[0].status).toBe("cancelled");
    const second = await startDepositCheckout(ctx, token);
    expect(second.reused).toBe(false);
    expect(second.sessionId).not.toBe(first.sessionId);
  });
});
