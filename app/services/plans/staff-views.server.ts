/**
 * What the back office lists of plans (functions for the pages others draw): a lead's plans, a
 * person's plans (by email, as the patient page finds a person), and the pipeline: how many plans
 * are in each state and what they are worth. A plan counts once, in the state of its latest
 * version sent (or its draft, before any is sent). These are parts of pages that record their own
 * audit row (the lead's page, the patient page), so they record none.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  planVersionStatuses,
  treatmentPlans,
  treatmentPlanVersions,
  type PlanVersionStatus,
} from "~/db/schema";
import { staffPlanPath } from "~/lib/plan-paths";
import type { StaffContext } from "../context.server";

/** One plan as a list shows it. */
export interface PlanSummary {
  planId: string;
  reference: string;
  /** The latest version sent, or the draft before any is sent. */
  version: number;
  status: PlanVersionStatus;
  totalCents: number;
  validUntil: string;
  sentAt: Date | null;
  createdAt: Date;
  /** The plan in the back office. */
  href: string;
  /** A new version is being written. */
  hasDraft: boolean;
}

/** Each plan's latest version sent (or its draft), for the plans given; newest plans first. */
async function summaries(db: Database, plans: { id: string; reference: string; createdAt: Date }[]) {
  if (plans.length === 0) return [];
  const versions = await db
    .select()
    .from(treatmentPlanVersions)
    .where(
      inArray(
        treatmentPlanVersions.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(desc(treatmentPlanVersions.version));
  return plans.flatMap((plan): PlanSummary[] => {
    const own = versions.filter((v) => v.planId === plan.id);
    const shown = own.find((v) => v.status !== "draft") ?? own[0];
    if (!shown) return [];
    return [
      {
        planId: plan.id,
        reference: plan.reference,
        version: shown.version,
        status: shown.status,
        totalCents: shown.totalCents,
        validUntil: shown.validUntil,
        sentAt: shown.sentAt,
        createdAt: plan.createdAt,
        href: staffPlanPath(plan.id),
        hasDraft: own.some((v) => v.status === "draft"),
      },
    ];
  });
}

const planColumns = {
  id: treatmentPlans.id,
  reference: treatmentPlans.reference,
  createdAt: treatmentPlans.createdAt,
};

/** The plans written from a lead, newest first. */
export async function plansForLead(ctx: StaffContext, leadId: string): Promise<PlanSummary[]> {
  const plans = await ctx.db
    .select(planColumns)
    .from(treatmentPlans)
    .where(eq(treatmentPlans.leadId, leadId))
    .orderBy(desc(treatmentPlans.createdAt));
  return summaries(ctx.db, plans);
}

/** A person's plans, found by their email address (any case), newest first. */
export async function plansForPerson(ctx: StaffContext, email: string): Promise<PlanSummary[]> {
  const plans = await ctx.db
    .select(planColumns)
    .from(treatmentPlans)
    .where(sql`lower(${treatmentPlans.patientEmail}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(treatmentPlans.createdAt));
  return summaries(ctx.db, plans);
}

export type PlanPipeline = Record<PlanVersionStatus, { count: number; totalCents: number }>;

/**
 * Each plan's latest version sent, or its draft when none is (drafts sort last within a plan):
 * the version a plan is listed and counted by, as a subquery (the pipeline's counts and its list).
 */
export function latestVersions(db: Database) {
  return db
    .selectDistinctOn([treatmentPlanVersions.planId], {
      planId: treatmentPlanVersions.planId,
      version: treatmentPlanVersions.version,
      status: treatmentPlanVersions.status,
      totalCents: treatmentPlanVersions.totalCents,
      validUntil: treatmentPlanVersions.validUntil,
      sentAt: treatmentPlanVersions.sentAt,
    })
    .from(treatmentPlanVersions)
    .orderBy(
      treatmentPlanVersions.planId,
      sql`${treatmentPlanVersions.status} = 'draft'`,
      desc(treatmentPlanVersions.version),
    )
    .as("latest");
}

/** How many plans are in each state, and the sum of their totals (in euro cents). */
export async function planPipeline(ctx: StaffContext): Promise<PlanPipeline> {
  const latest = latestVersions(ctx.db);
  const rows = await ctx.db
    .select({
      status: latest.status,
      count: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${latest.totalCents}), 0)::int`,
    })
    .from(latest)
    .groupBy(latest.status);
  const pipeline = Object.fromEntries(
    planVersionStatuses.map((status) => [status, { count: 0, totalCents: 0 }]),
  ) as PlanPipeline;
  for (const row of rows)
    pipeline[row.status] = { count: Number(row.count), totalCents: Number(row.totalCents) };
  return pipeline;
}
