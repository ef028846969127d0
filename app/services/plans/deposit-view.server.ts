/**
 * What the pages show of a plan's deposit (for the patient's page and the staff plan page others
 * draw): what is asked, what is paid and what remains, and whether it can be paid now; the return
 * from the provider's page (GET /plan/<token>/deposit/return), which fulfils before it says
 * anything; and the pipeline's "Deposit paid" count and value.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { planDeposits, treatmentPlanVersions } from "~/db/schema";
import { planDepositPath, planPath, staffDepositRefundPath } from "~/lib/plan-paths";
import type { ServiceContext, StaffContext } from "../context.server";
import { depositAmountCents } from "./deposit-amount.server";
import { fulfilDeposit } from "./deposit-fulfilment.server";
import { acceptedVersion, depositBySession } from "./deposit-records.server";
import { planByToken } from "./patient-page.server";
import { currentSentVersion } from "./records.server";

interface DepositView {
  /**
   * none: no deposit is asked (the current version is not accepted, or its total is 0);
   * due: it may be paid; open: a checkout is open (paying again gives the same page);
   * paid; refunded: the clinic gave it back (no other can be paid on this version).
   */
  status: "none" | "due" | "open" | "paid" | "refunded";
  /** The deposit asked, or the one paid, in euro cents. */
  amountCents: number;
  paidCents: number;
  /** The current version's total, and what is left of it once the deposit paid is counted. */
  totalCents: number;
  remainingCents: number;
  /** The patient may press "Pay the deposit" (POST /plan/<token>/deposit). */
  canPay: boolean;
  paidAt: Date | null;
}

export interface PatientDepositView extends DepositView {
  /** Where the "Pay the deposit" form posts (POST, no fields). */
  payAction: string;
}

export interface StaffDepositView extends DepositView {
  /** Where the refund form posts (POST, field depositId), with the page's session. */
  refundAction: string;
  /** The paid deposit, for the refund form (POST /staff/plans/<id>/deposit/refund, depositId). */
  depositId: string | null;
  refundable: boolean;
  refundedAt: Date | null;
  refundReference: string | null;
}

async function view(db: Database, planId: string): Promise<StaffDepositView> {
  const current = await currentSentVersion(db, planId);
  const accepted = await acceptedVersion(db, planId);
  const deposits = accepted
    ? await db
        .select()
        .from(planDeposits)
        .where(and(eq(planDeposits.planId, planId), eq(planDeposits.versionId, accepted.id)))
    : [];
  const totalCents = (accepted ?? current)?.totalCents ?? 0;
  const paid = deposits.find((d) => d.status === "paid");
  const refunded = deposits.find((d) => d.status === "refunded" && d.refundReason === "staff");
  const open = deposits.find((d) => d.status === "open" && d.sessionId);
  const asked = accepted ? depositAmountCents(accepted.totalCents) : 0;
  const status = paid ? "paid" : refunded ? "refunded" : asked === 0 ? "none" : open ? "open" : "due";
  const paidCents = paid?.amountCents ?? 0;
  const shown = paid ?? refunded;
  return {
    status,
    amountCents: shown?.amountCents ?? asked,
    paidCents,
    totalCents,
    remainingCents: Math.max(0, totalCents - paidCents),
    canPay: status === "due" || status === "open",
    paidAt: shown?.paidAt ?? null,
    depositId: paid?.id ?? null,
    refundable: paid !== undefined,
    refundedAt: refunded?.refundedAt ?? null,
    refundReference: refunded?.refundReference ?? null,
    refundAction: staffDepositRefundPath(planId),
  };
}

/** The staff plan page's deposit (its page records its own audit row). */
export async function depositView(ctx: ServiceContext, planId: string): Promise<StaffDepositView> {
  return view(ctx.db, planId);
}

/** The patient's page's deposit, by the plan's link (a 404 PlanError for a link that opens nothing). */
export async function depositViewByToken(ctx: ServiceContext, token: string): Promise<PatientDepositView> {
  const plan = await planByToken(ctx.db, token);
  const {
    depositId: _id,
    refundable: _r,
    refundedAt: _at,
    refundReference: _ref,
    refundAction: _action,
    ...shown
  } = await view(ctx.db, plan.id);
  return { ...shown, payAction: planDepositPath(token) };
}

/**
 * The patient back from the provider's page (GET /plan/<token>/deposit/return?session_id=…):
 * the session, if it is this plan's deposit, is fulfilled (a payment the webhook has not brought
 * yet is recorded now), then the plan page is where they go, saying paid or not yet confirmed.
 */
export async function returnFromDeposit(
  ctx: ServiceContext,
  token: string,
  sessionId: string | undefined,
): Promise<{ location: string; outcome: "paid" | "pending" }> {
  const plan = await planByToken(ctx.db, token);
  const deposit = sessionId ? await depositBySession(ctx.db, sessionId) : undefined;
  let outcome: "paid" | "pending" = "pending";
  if (deposit?.planId === plan.id) {
    const result = await fulfilDeposit(ctx, deposit.sessionId!).catch((error: unknown) => {
      ctx.log.error({ err: error, depositId: deposit.id }, "deposit not fulfilled on return; retried later");
      return { status: "unknown" as const };
    });
    if (result.status === "paid") outcome = "paid";
  }
  return { location: `${planPath(token)}?deposit=${outcome}`, outcome };
}

export interface DepositPipeline {
  /** Plans whose accepted version's deposit is paid. */
  count: number;
  /** The deposits paid, and the totals of those plans, in euro cents. */
  depositCents: number;
  totalCents: number;
}

/** The pipeline's "Deposit paid" view: how many plans, what was paid, what the plans are worth. */
export async function depositPipeline(ctx: StaffContext): Promise<DepositPipeline> {
  const [row] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      depositCents: sql<number>`coalesce(sum(${planDeposits.amountCents}), 0)::int`,
      totalCents: sql<number>`coalesce(sum(${treatmentPlanVersions.totalCents}), 0)::int`,
    })
    .from(planDeposits)
    .innerJoin(treatmentPlanVersions, eq(treatmentPlanVersions.id, planDeposits.versionId))
    .where(and(eq(planDeposits.status, "paid"), eq(treatmentPlanVersions.status, "accepted")));
  return {
    count: Number(row?.count ?? 0),
    depositCents: Number(row?.depositCents ?? 0),
    totalCents: Number(row?.totalCents ?? 0),
  };
}
