/**
 * What the patient's private page shows (/plan/<token>): the plan's current version (the latest
 * sent) and every earlier one, in their language and currency; the first view of a sent version
 * marks it viewed. A draft is never shown. The token opens the plan only when it is signed and
 * its hash is the plan's (links.server.ts).
 */
import { and, eq } from "drizzle-orm";
import { planRefusals } from "~/content/plan-patient";
import type { Locale } from "~/content/locales";
import type { Database } from "~/db/client.server";
import { treatmentPlans, treatmentPlanVersions, type PlanMarket } from "~/db/schema";
import type { Currency } from "~/lib/currency";
import { budapestToday } from "~/lib/event-dates";
import type { ServiceContext } from "../context.server";
import { PlanError } from "./errors.server";
import { planTokenHash, verifyPlanToken } from "./links.server";
import { currentSentVersion, versionsOf } from "./records.server";
import type { Plan, PlanVersion } from "./types.server";

/** A version as the patient reads it (what staff alone know is left out). */
type PatientPlanVersion = Omit<PlanVersion, "id" | "planId" | "createdBy" | "createdAt">;

export interface PatientPlanView {
  reference: string;
  patientName: string;
  language: Locale;
  currency: Currency;
  /** Whose prices at home to compare with; none for no comparison. */
  market: PlanMarket | null;
  current: PatientPlanVersion;
  /** Every version sent before the current one, the latest first. */
  earlier: PatientPlanVersion[];
  /** The current version may be accepted or declined now. */
  answerable: boolean;
}

/** The plan a token opens, or a 404 PlanError (a forged, malformed or withdrawn link). */
export async function planByToken(db: Database, token: unknown): Promise<Plan> {
  const planId = await verifyPlanToken(db, token);
  const [plan] = planId
    ? await db
        .select()
        .from(treatmentPlans)
        .where(
          and(eq(treatmentPlans.id, planId), eq(treatmentPlans.linkTokenHash, planTokenHash(String(token)))),
        )
    : [];
  if (!plan) throw new PlanError(404, "not-found", planRefusals.notFound);
  return plan;
}

const forPatient = ({ id: _id, planId: _plan, createdBy: _by, createdAt: _at, ...version }: PlanVersion) =>
  version;

/** True while a version can be answered: sent or viewed, and not past its valid-until date. */
const isAnswerable = (version: Pick<PlanVersion, "status" | "validUntil">, today: string) =>
  (version.status === "sent" || version.status === "viewed") && version.validUntil >= today;

/**
 * The patient's page; its first view of a sent version marks it viewed, unless `markViewed` is
 * false (a HEAD request or a browser's prefetch: nobody read it).
 */
export async function viewPlanByToken(
  ctx: ServiceContext,
  token: string,
  options: { markViewed?: boolean } = {},
): Promise<PatientPlanView> {
  const plan = await planByToken(ctx.db, token);
  let current = await currentSentVersion(ctx.db, plan.id);
  if (!current) throw new PlanError(404, "not-found", planRefusals.notFound);
  if (current.status === "sent" && options.markViewed !== false) {
    const [viewed] = await ctx.db
      .update(treatmentPlanVersions)
      .set({ status: "viewed", viewedAt: ctx.now() })
      .where(and(eq(treatmentPlanVersions.id, current.id), eq(treatmentPlanVersions.status, "sent")))
      .returning();
    current = viewed ?? current;
  }
  const earlier = (await versionsOf(ctx.db, plan.id))
    .filter((v) => v.sentAt !== null && v.version < current.version)
    .reverse();
  return {
    reference: plan.reference,
    patientName: plan.patientName,
    language: plan.language,
    currency: plan.currency,
    market: plan.market,
    current: forPatient(current),
    earlier: earlier.map(forPatient),
    answerable: isAnswerable(current, budapestToday(ctx.now())),
  };
}
