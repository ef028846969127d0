/**
 * Writing a plan's contents (staff): saving the draft (only a draft is editable; its prices are
 * shown as the price list says them now, and are taken again when it is sent), and revising a
 * sent plan, which starts a new draft copied from the latest version. Audited as
 * 'plan.save-draft' and 'plan.revise'.
 */
import { and, desc, eq } from "drizzle-orm";
import { findDentist } from "~/content/dentists/find";
import { planSettings, planStaffErrors } from "~/content/plans";
import { treatmentPlanVersions } from "~/db/schema";
import { addDays, budapestToday, isIsoDate } from "~/lib/event-dates";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { creditOf } from "./credit.server";
import { PlanError } from "./errors.server";
import {
  planAmounts,
  planVisits,
  priceLines,
  type PlanAmounts,
  type PlanItemInput,
  type PlanVisitInput,
  type PriceList,
} from "./pricing.server";
import { draftOf, findPlan, isTaken, retryOnTaken } from "./records.server";

/** What the staff editor saves: the whole draft, each time. */
export interface PlanDraftInput {
  /** A dentist's slug (app/content/dentists); none while undecided. */
  dentist: string | null;
  /** 'YYYY-MM-DD', after today. */
  validUntil: string;
  visits: readonly PlanVisitInput[];
  items: readonly PlanItemInput[];
}

/** A draft's contents checked and priced: what is stored, and what sending checks again. */
export function checkDraft(input: PlanDraftInput, today: string, priceList?: PriceList) {
  if (input.dentist !== null && !findDentist(input.dentist))
    throw new PlanError(400, "invalid", planStaffErrors.dentist(input.dentist));
  if (!isIsoDate(input.validUntil) || input.validUntil <= today)
    throw new PlanError(400, "invalid", planStaffErrors.validUntil);
  const visits = planVisits(input.visits);
  return { visits, items: priceLines(input.items, visits.length, priceList) };
}

/** Replaces the draft's contents; returns its version number and amounts at today's prices. */
export async function saveDraft(
  ctx: StaffContext,
  planId: string,
  input: PlanDraftInput,
  options: { priceList?: PriceList } = {},
): Promise<{ version: number } & PlanAmounts> {
  const { visits, items } = checkDraft(input, budapestToday(ctx.now()), options.priceList);
  return ctx.db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    const draft = await draftOf(tx, planId);
    const amounts = planAmounts(items, {
      creditCents: await creditOf(tx, plan.consultationBookingId),
      discountCode: plan.discountCode !== null,
    });
    const saved = await tx
      .update(treatmentPlanVersions)
      .set({ dentist: input.dentist, validUntil: input.validUntil, visits, items, ...amounts })
      .where(and(eq(treatmentPlanVersions.id, draft.id), eq(treatmentPlanVersions.status, "draft")))
      .returning({ version: treatmentPlanVersions.version });
    if (saved.length === 0) throw new PlanError(409, "not-draft", planStaffErrors.noDraft);
    await recordAudit(tx, ctx.staff, "plan.save-draft", `plan:${planId}`, {
      version: draft.version,
      items: items.length,
    });
    return { version: draft.version, ...amounts };
  });
}

/**
 * A new draft copied from the plan's latest version (its lines, visits and dentist; valid for the
 * content's number of days from today). Refused while a draft exists, and once the patient has
 * accepted (a new plan is written instead). The earlier versions stay as they are until the new
 * one is sent.
 */
export async function reviseSentPlan(ctx: StaffContext, planId: string): Promise<{ version: number }> {
  const validUntil = addDays(budapestToday(ctx.now()), planSettings.validityDays);
  try {
    return await retryOnTaken(["treatment_plan_versions_plan_version_key"], () =>
      ctx.db.transaction(async (tx) => {
        await findPlan(tx, planId);
        const versions = await tx
          .select()
          .from(treatmentPlanVersions)
          .where(eq(treatmentPlanVersions.planId, planId))
          .orderBy(desc(treatmentPlanVersions.version));
        if (versions.some((v) => v.status === "draft"))
          throw new PlanError(409, "not-draft", planStaffErrors.hasDraft);
        if (versions.some((v) => v.status === "accepted"))
          throw new PlanError(409, "answered", planStaffErrors.accepted);
        const latest = versions[0];
        const version = latest.version + 1;
        await tx.insert(treatmentPlanVersions).values({
          planId,
          version,
          dentist: latest.dentist,
          validUntil,
          visits: latest.visits,
          items: latest.items,
          subtotalCents: latest.subtotalCents,
          consultationCreditCents: latest.consultationCreditCents,
          discountCents: latest.discountCents,
          totalCents: latest.totalCents,
          createdBy: ctx.staff.id,
          createdAt: ctx.now(),
        });
        await recordAudit(tx, ctx.staff, "plan.revise", `plan:${planId}`, { version, from: latest.version });
        return { version };
      }),
    );
  } catch (error) {
    // Two revisions at once: the one-draft index lets one in; the other is told there is a draft.
    if (isTaken(error, ["treatment_plan_versions_one_draft_key"]))
      throw new PlanError(409, "not-draft", planStaffErrors.hasDraft);
    throw error;
  }
}
