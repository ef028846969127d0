/**
 * Starting the deposit's payment from the patient's plan page (POST /plan/<token>/deposit): only
 * on the current version, once the patient accepted it, while no deposit is paid (nor refunded
 * by the clinic) on it. A version has one open checkout at a time (a partial unique index): a
 * second click is given the same provider page while it is open; a checkout that has closed is
 * asked about first (a payment made on it is kept, never asked twice) and a new one opened.
 *
 * The deposit's row is stored first, then the provider is asked for a session under the key
 * `deposit-<id>`, so two requests at once get the same session; should the provider fail, the
 * row is deleted and nothing is charged.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import { depositPatientWordsIn } from "~/content/in/plan-deposit-patient";
import { planDepositSettings } from "~/content/plan-deposit";
import { planDeposits } from "~/db/schema";
import { planDepositReturnPath, planPath } from "~/lib/plan-paths";
import type { ServiceContext } from "../context.server";
import { SESSION_ID_PLACEHOLDER } from "../payments/providers.server";
import { depositAmountCents } from "./deposit-amount.server";
import { fulfilDeposit } from "./deposit-fulfilment.server";
import { acceptedVersion, depositsIn, endDepositCheckout, type PlanDeposit } from "./deposit-records.server";
import { PlanError } from "./errors.server";
import { planByToken } from "./patient-page.server";
import { retryOnTaken } from "./records.server";
import type { Plan, PlanVersion } from "./types.server";

/** An open checkout closing sooner than this is not handed out again: a new one is opened. */
const REUSE_MARGIN_MS = 5 * 60_000;
/** A row whose provider call has taken this long failed (the Stripe client gives up well within it). */
const STARTING_GIVEN_UP_MS = 2 * 60_000;

export interface DepositCheckout {
  depositId: string;
  sessionId: string;
  /** The provider's payment page: redirect the patient there (303). */
  url: string;
  /** An open checkout was handed out again. */
  reused: boolean;
}

/** Starts (or gives again) the deposit's checkout for the plan a token opens. */
export async function startDepositCheckout(ctx: ServiceContext, token: string): Promise<DepositCheckout> {
  const plan = await planByToken(ctx.db, token);
  return retryOnTaken(["plan_deposits_one_open_key"], () => startOnce(ctx, plan, token));
}

async function startOnce(ctx: ServiceContext, plan: Plan, token: string): Promise<DepositCheckout> {
  const { db, payments: provider, settings } = ctx;
  const now = ctx.now();
  const words = depositPatientWordsIn[plan.language].refusals;
  const version = await acceptedVersion(db, plan.id);
  if (!version) throw new PlanError(409, "not-accepted", words.notAccepted);
  const amountCents = depositAmountCents(version.totalCents);
  if (amountCents === 0) throw new PlanError(409, "no-deposit", words.none);
  if ((await depositsIn(db, version.id, "paid")).length > 0)
    throw new PlanError(409, "deposit-paid", words.paid);
  const refunded = await depositsIn(db, version.id, "refunded");
  if (refunded.some((d) => d.refundReason === "staff"))
    throw new PlanError(409, "deposit-closed", words.none);

  const [open] = await depositsIn(db, version.id, "open");
  let deposit: PlanDeposit | undefined = open;
  if (open?.sessionId && open.checkoutUrl && open.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS)
    return { depositId: open.id, sessionId: open.sessionId, url: open.checkoutUrl, reused: true };
  if (open?.sessionId) {
    // Closing, or closed: paid on it after all? Then that is the deposit; otherwise it ends here.
    if ((await fulfilDeposit(ctx, open.sessionId)).status === "paid")
      throw new PlanError(409, "deposit-paid", words.paid);
    await endDepositCheckout(db, { id: open.id }, "expired", now);
    deposit = undefined;
  } else if (open && open.createdAt.getTime() < now.getTime() - STARTING_GIVEN_UP_MS) {
    await db
      .delete(planDeposits)
      .where(
        and(eq(planDeposits.id, open.id), isNull(planDeposits.sessionId), lt(planDeposits.createdAt, now)),
      );
    deposit = undefined;
  }
  // An open row without a session is being started by another request: the same key gives the same session.
  deposit ??= await newDeposit(ctx, plan, version, amountCents);

  const returnUrl = new URL(`${settings.siteUrl}${planDepositReturnPath(token)}`);
  returnUrl.searchParams.set("session_id", "SESSION_ID");
  let session;
  try {
    session = await provider.createCheckoutSession({
      purpose: "plan-deposit",
      depositId: deposit.id,
      planReference: plan.reference,
      customerEmail: plan.patientEmail,
      customerName: plan.patientName,
      amountCents: deposit.amountCents,
      currency: deposit.currency,
      description: depositPatientWordsIn[plan.language].checkoutDescription(plan.reference),
      successUrl: returnUrl.toString().replace("SESSION_ID", SESSION_ID_PLACEHOLDER),
      cancelUrl: `${settings.siteUrl}${planPath(token)}?deposit=cancelled`,
      idempotencyKey: `deposit-${deposit.id}`,
      expiresAt: deposit.expiresAt,
      locale: plan.language,
    });
  } catch (error) {
    await db.delete(planDeposits).where(and(eq(planDeposits.id, deposit.id), isNull(planDeposits.sessionId)));
    ctx.log.error({ err: error, planId: plan.id }, "deposit checkout not opened: the provider failed");
    throw new PlanError(502, "provider-unavailable", words.providerUnavailable);
  }
  await db
    .update(planDeposits)
    .set({ sessionId: session.id, checkoutUrl: session.url, updatedAt: now })
    .where(and(eq(planDeposits.id, deposit.id), isNull(planDeposits.sessionId)));
  return { depositId: deposit.id, sessionId: session.id, url: session.url, reused: false };
}

async function newDeposit(ctx: ServiceContext, plan: Plan, version: PlanVersion, amountCents: number) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(planDeposits)
    .values({
      planId: plan.id,
      versionId: version.id,
      amountCents,
      currency: planDepositSettings.currency,
      provider: ctx.payments.kind,
      expiresAt: new Date(now.getTime() + planDepositSettings.checkoutMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}
