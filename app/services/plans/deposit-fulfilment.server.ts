/**
 * The one idempotent step every door of a deposit's payment calls (`fulfilDeposit`), as
 * bookings/fulfilment.server.ts is the consultation day's: Stripe's webhook and the test
 * checkout's Pay button, the return page, the deposit sweep and the daily reconciliation
 * (deposit-sweep.server.ts). Each may run on any app server at the same moment as the others.
 *
 * The provider is asked whether the session is paid (the redirect back proves nothing); then,
 * in one transaction holding the version's row, the deposit is marked paid with a conditional
 * UPDATE and the patient's receipt and the clinic's notice are queued with it: paid once, one
 * receipt, whoever gets there first. A second deposit paid on a version already paid (two tabs,
 * an old checkout paid late) is claimed as refunded before the provider gives it back
 * (idempotently), and both are told: money is never kept twice.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { depositClinicEmails } from "~/content/plan-deposit";
import { planDeposits, treatmentPlans, treatmentPlanVersions } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { depositPaidEmails, recordDepositRefund } from "./deposit-emails.server";
import { depositBySession, type PlanDeposit } from "./deposit-records.server";
import { planUrl } from "./links.server";

/** A duplicate's refund claimed this long ago with no provider reference failed: the next call retries it. */
const REFUND_RETRY_AFTER_MS = 2 * 60_000;

export type DepositFulfilment =
  | { status: "unknown" }
  | { status: "unpaid" | "paid" | "refunded" | "cancelled" | "expired" | "open"; deposit: PlanDeposit };

type Decision = { refund: boolean; deposit: PlanDeposit };

/** Asks the provider about a deposit's session and, if it is paid, records it once (see above). */
export async function fulfilDeposit(ctx: ServiceContext, sessionId: string): Promise<DepositFulfilment> {
  const { db, payments: provider, settings } = ctx;
  const now = ctx.now();
  const deposit = await depositBySession(db, sessionId);
  if (!deposit) return { status: "unknown" };
  if (deposit.status === "paid") return { status: "paid", deposit };
  if (deposit.status === "refunded" && (deposit.refundReference || deposit.refundReason === "staff"))
    return { status: "refunded", deposit };

  let payer: { email?: string; name?: string } = {};
  if (deposit.status !== "refunded") {
    // A session of the other provider (the configuration changed) cannot be asked here.
    if (deposit.provider !== provider.kind) return { status: "unpaid", deposit };
    const session = await provider.retrieveSession(sessionId);
    if (!session?.paid) return { status: "unpaid", deposit };
    if (session.amountCents !== undefined && session.amountCents !== deposit.amountCents)
      ctx.log.warn(
        { depositId: deposit.id, paid: session.amountCents, asked: deposit.amountCents },
        "deposit paid with another amount than asked",
      );
    payer = { email: session.email, name: session.name };
  }
  const [plan] = await db.select().from(treatmentPlans).where(eq(treatmentPlans.id, deposit.planId));
  const link = await planUrl(db, settings.siteUrl, plan.id);

  const decision = await db.transaction(async (tx): Promise<Decision> => {
    // The version's row orders every fulfilment of its deposits: one decides at a time.
    const [version] = await tx
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.id, deposit.versionId))
      .for("update");
    const [current] = await tx.select().from(planDeposits).where(eq(planDeposits.id, deposit.id));
    if (current.status === "paid") return { refund: false, deposit: current };
    if (current.status === "refunded") {
      const claimedRecently = current.updatedAt.getTime() > now.getTime() - REFUND_RETRY_AFTER_MS;
      if (current.refundReference || current.refundReason !== "duplicate" || claimedRecently)
        return { refund: false, deposit: current };
      const [reclaimed] = await tx
        .update(planDeposits)
        .set({ updatedAt: now })
        .where(eq(planDeposits.id, current.id))
        .returning();
      return { refund: true, deposit: reclaimed };
    }
    const payerColumns = {
      payerEmail: payer.email?.slice(0, 320) ?? current.payerEmail,
      payerName: payer.name?.slice(0, 200) ?? current.payerName,
    };
    const [paidBefore] = await tx
      .select({ id: planDeposits.id })
      .from(planDeposits)
      .where(
        and(
          eq(planDeposits.versionId, current.versionId),
          eq(planDeposits.status, "paid"),
          ne(planDeposits.id, current.id),
        ),
      );
    if (paidBefore) {
      const [claimed] = await tx
        .update(planDeposits)
        .set({ status: "refunded", refundReason: "duplicate", updatedAt: now, ...payerColumns })
        .where(eq(planDeposits.id, current.id))
        .returning();
      return { refund: true, deposit: claimed };
    }
    const [paid] = await tx
      .update(planDeposits)
      .set({ status: "paid", paidAt: now, updatedAt: now, ...payerColumns })
      .where(
        and(eq(planDeposits.id, current.id), inArray(planDeposits.status, ["open", "cancelled", "expired"])),
      )
      .returning();
    await queueEmails(tx, depositPaidEmails({ plan, version, deposit: paid, planUrl: link, settings }));
    return { refund: false, deposit: paid };
  });

  if (!decision.refund) return { status: decision.deposit.status, deposit: decision.deposit };
  const refunded = await refundDuplicate(ctx, decision.deposit, link);
  return { status: "refunded", deposit: refunded };
}

/** Gives a second deposit on a paid version back through the provider, then records it and tells both, once. */
async function refundDuplicate(
  ctx: ServiceContext,
  deposit: PlanDeposit,
  link: string,
): Promise<PlanDeposit> {
  const { db, payments: provider, settings, log } = ctx;
  const now = ctx.now();
  let refund;
  try {
    refund = await provider.refund(deposit.sessionId!, "plan-deposit-duplicate");
  } catch (error) {
    log.error(
      { err: error, depositId: deposit.id },
      "duplicate deposit not refunded; retried on the next fulfilment",
    );
    throw error;
  }
  return db.transaction(async (tx) => {
    const recorded = await recordDepositRefund(
      tx,
      deposit.id,
      { id: refund.id, at: now },
      { planUrl: link, settings, why: depositClinicEmails.why.duplicate },
    );
    if (!recorded) return (await tx.select().from(planDeposits).where(eq(planDeposits.id, deposit.id)))[0];
    log.info({ depositId: recorded.id }, "second deposit on a paid plan refunded");
    return recorded;
  });
}
