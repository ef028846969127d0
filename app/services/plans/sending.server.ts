/**
 * Sending a plan (staff): the draft is priced again from the price list and frozen (its lines,
 * amounts and content hash never change after this), any earlier version the patient could still
 * answer is superseded, and the patient's email (in their language, with the private link) and
 * the clinic's notice are queued in the same transaction. A plan that deducts no consultation day
 * yet takes one the patient has paid for since it was written. Audited as 'plan.send'.
 */
import { and, eq, inArray, isNull, lt, ne } from "drizzle-orm";
import { planStaffErrors } from "~/content/plans";
import { treatmentPlans, treatmentPlanVersions } from "~/db/schema";
import { budapestToday } from "~/lib/event-dates";
import type { StaffContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { recordAudit } from "../staff/audit.server";
import { planContentHash } from "./content-hash.server";
import { creditOf, uncreditedConsultation } from "./credit.server";
import { checkDraft } from "./drafts.server";
import { planSentEmails } from "./emails.server";
import { PlanError } from "./errors.server";
import { withdrawFollowUps } from "./follow-ups.server";
import { medicalHistoryUrl } from "../health/links.server";
import { planUrl } from "./links.server";
import { planAmounts, type PlanAmounts, type PriceList } from "./pricing.server";
import { draftOf, findPlan, retryOnTaken } from "./records.server";

export interface SentPlan extends PlanAmounts {
  version: number;
  /** The patient's private link (absolute, on SITE_URL): the same for every version. */
  planUrl: string;
  contentHash: string;
}

/** Sends the plan's draft to the patient; returns the version, its amounts and the link. */
export async function sendPlan(
  ctx: StaffContext,
  planId: string,
  options: { priceList?: PriceList } = {},
): Promise<SentPlan> {
  const url = await planUrl(ctx.db, ctx.settings.siteUrl, planId);
  const historyUrl = await medicalHistoryUrl(ctx, { planId });
  const now = ctx.now();
  const today = budapestToday(now);
  return retryOnTaken(["treatment_plans_consultation_booking_key"], () =>
    ctx.db.transaction(async (tx) => {
      let plan = await findPlan(tx, planId);
      const draft = await draftOf(tx, planId);
      const [accepted] = await tx
        .select({ id: treatmentPlanVersions.id })
        .from(treatmentPlanVersions)
        .where(and(eq(treatmentPlanVersions.planId, planId), eq(treatmentPlanVersions.status, "accepted")));
      if (accepted) throw new PlanError(409, "answered", planStaffErrors.accepted);
      if (!draft.dentist || draft.items.length === 0 || draft.visits.length === 0)
        throw new PlanError(400, "invalid", planStaffErrors.incomplete);
      const { visits, items } = checkDraft(
        { dentist: draft.dentist, validUntil: draft.validUntil, visits: draft.visits, items: draft.items },
        today,
        options.priceList,
      );
      if (!plan.consultationBookingId) {
        const credit = await uncreditedConsultation(tx, plan.patientEmail);
        if (credit) {
          [plan] = await tx
            .update(treatmentPlans)
            .set({ consultationBookingId: credit.id })
            .where(and(eq(treatmentPlans.id, planId), isNull(treatmentPlans.consultationBookingId)))
            .returning();
          plan ??= await findPlan(tx, planId);
        }
      }
      const amounts = planAmounts(items, {
        creditCents: await creditOf(tx, plan.consultationBookingId),
        discountCode: plan.discountCode !== null,
      });
      const contentHash = planContentHash({
        reference: plan.reference,
        version: draft.version,
        patientName: plan.patientName,
        language: plan.language,
        currency: plan.currency,
        market: plan.market,
        dentist: draft.dentist,
        validUntil: draft.validUntil,
        visits,
        items,
        ...amounts,
      });
      const [sent] = await tx
        .update(treatmentPlanVersions)
        .set({ status: "sent", visits, items, ...amounts, contentHash, sentAt: now })
        .where(and(eq(treatmentPlanVersions.id, draft.id), eq(treatmentPlanVersions.status, "draft")))
        .returning();
      if (!sent) throw new PlanError(409, "not-draft", planStaffErrors.noDraft);
      await tx
        .update(treatmentPlanVersions)
        .set({ status: "superseded" })
        .where(
          and(
            eq(treatmentPlanVersions.planId, planId),
            ne(treatmentPlanVersions.id, sent.id),
            lt(treatmentPlanVersions.version, sent.version),
            inArray(treatmentPlanVersions.status, ["sent", "viewed"]),
          ),
        );
      // The patient may have accepted the earlier version while this one was being written out:
      // the update above waited for that acceptance's row lock, so this read sees it, and the
      // acceptance stands (nothing here is kept).
      const [acceptedMeanwhile] = await tx
        .select({ id: treatmentPlanVersions.id })
        .from(treatmentPlanVersions)
        .where(and(eq(treatmentPlanVersions.planId, planId), eq(treatmentPlanVersions.status, "accepted")));
      if (acceptedMeanwhile) throw new PlanError(409, "answered", planStaffErrors.accepted);
      // The earlier version's reminders are about a plan the patient can no longer answer.
      await withdrawFollowUps(tx, [planId]);
      await queueEmails(
        tx,
        planSentEmails(plan, sent, { planUrl: url, historyUrl, sentBy: ctx.staff.email }, ctx.settings),
      );
      await recordAudit(tx, ctx.staff, "plan.send", `plan:${planId}`, {
        version: sent.version,
        totalCents: sent.totalCents,
      });
      return { version: sent.version, planUrl: url, contentHash, ...amounts };
    }),
  );
}
