/**
 * Staff refund a plan's paid deposit (POST /staff/plans/<id>/deposit/refund): the deposit is
 * claimed as refunded first (one conditional UPDATE, so two clicks or two servers refund once,
 * the second is told there is nothing left to refund), then the provider gives the money back
 * (its idempotency key makes a retry the same refund); if the provider fails, the claim is
 * undone and staff may try again. Recorded with the patient's and the clinic's emails in one
 * transaction, and audited ('plan.deposit-refund', plan:<id>, no personal data).
 */
import { and, eq, isNull } from "drizzle-orm";
import { depositClinicEmails, depositStaffErrors } from "~/content/plan-deposit";
import { planDeposits } from "~/db/schema";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { recordDepositRefund } from "./deposit-emails.server";
import type { PlanDeposit } from "./deposit-records.server";
import { PlanError } from "./errors.server";
import { planUrl } from "./links.server";

/** Refunds a paid deposit; `planId`, when given (the page's address), must be the deposit's plan. */
export async function refundDeposit(
  ctx: StaffContext,
  depositId: string,
  planId?: string,
): Promise<PlanDeposit> {
  const { db, payments: provider, settings } = ctx;
  const now = ctx.now();
  const [claimed] = await db
    .update(planDeposits)
    .set({ status: "refunded", refundReason: "staff", refundedBy: ctx.staff.id, updatedAt: now })
    .where(
      and(
        eq(planDeposits.id, depositId),
        eq(planDeposits.status, "paid"),
        ...(planId ? [eq(planDeposits.planId, planId)] : []),
      ),
    )
    .returning();
  if (!claimed) throw new PlanError(409, "deposit-closed", depositStaffErrors.notPaid);
  let refund;
  try {
    if (claimed.provider !== provider.kind || !claimed.sessionId)
      throw new Error(`deposit ${claimed.id} was paid through ${claimed.provider}, not ${provider.kind}`);
    refund = await provider.refund(claimed.sessionId, "plan-deposit-staff");
  } catch (error) {
    // No money moved: the deposit is paid again, and staff can try once more.
    await db
      .update(planDeposits)
      .set({ status: "paid", refundReason: null, refundedBy: null, updatedAt: now })
      .where(and(eq(planDeposits.id, claimed.id), isNull(planDeposits.refundReference)));
    ctx.log.error({ err: error, depositId: claimed.id }, "deposit refund failed at the provider; left paid");
    throw new PlanError(502, "provider-unavailable", depositStaffErrors.providerUnavailable);
  }
  const link = await planUrl(db, settings.siteUrl, claimed.planId);
  return db.transaction(async (tx) => {
    const recorded = await recordDepositRefund(
      tx,
      claimed.id,
      { id: refund.id, at: now },
      { planUrl: link, settings, why: depositClinicEmails.why.staff(ctx.staff.email) },
    );
    // Only this call can record it: the claim above was this call's.
    if (!recorded) throw new Error(`deposit ${claimed.id}: its refund was recorded by another call`);
    await recordAudit(tx, ctx.staff, "plan.deposit-refund", `plan:${recorded.planId}`, {
      deposit: recorded.id,
      amountCents: recorded.amountCents,
      refund: refund.id,
    });
    return recorded;
  });
}
