/**
 * Finding plans and their versions: a plan by id, its versions in order, its draft, the version
 * a patient answers (the latest sent one), and the retry every insert that may meet a unique
 * index (a reference drawn twice, a credit or code claimed by a plan written at the same time).
 */
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { planStaffErrors } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { treatmentPlans, treatmentPlanVersions } from "~/db/schema";
import { PlanError } from "./errors.server";
import type { Plan, PlanVersion } from "./types.server";

type Reader = Pick<Database, "select">;

export async function findPlan(db: Reader, planId: string): Promise<Plan> {
  const [plan] = await db.select().from(treatmentPlans).where(eq(treatmentPlans.id, planId));
  if (!plan) throw new PlanError(404, "not-found", planStaffErrors.planNotFound);
  return plan;
}

/** Every version of a plan, the first first. */
export async function versionsOf(db: Reader, planId: string): Promise<PlanVersion[]> {
  return db
    .select()
    .from(treatmentPlanVersions)
    .where(eq(treatmentPlanVersions.planId, planId))
    .orderBy(asc(treatmentPlanVersions.version));
}

/** The plan's draft, or a PlanError saying it has none. */
export async function draftOf(db: Reader, planId: string): Promise<PlanVersion> {
  const [draft] = await db
    .select()
    .from(treatmentPlanVersions)
    .where(and(eq(treatmentPlanVersions.planId, planId), eq(treatmentPlanVersions.status, "draft")));
  if (!draft) throw new PlanError(409, "not-draft", planStaffErrors.noDraft);
  return draft;
}

/** The version the patient reads and answers: the latest one sent; none before the first is sent. */
export async function currentSentVersion(db: Reader, planId: string): Promise<PlanVersion | undefined> {
  const [current] = await db
    .select()
    .from(treatmentPlanVersions)
    .where(and(eq(treatmentPlanVersions.planId, planId), isNotNull(treatmentPlanVersions.sentAt)))
    .orderBy(desc(treatmentPlanVersions.version))
    .limit(1);
  return current;
}

/** True for a unique violation of one of `constraints` (the error or one it wraps). */
export function isTaken(error: unknown, constraints: readonly string[]): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: string; constraint?: string };
    const name = fields.constraint ?? fields.message;
    if (fields.code === "23505" && constraints.some((c) => name.includes(c))) return true;
  }
  return false;
}

/**
 * Runs `work` (a whole transaction) again when it meets one of the unique indexes named: the
 * next run reads what the other writer stored and chooses again. Gives up after five runs.
 */
export async function retryOnTaken<T>(constraints: readonly string[], work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isTaken(error, constraints)) throw error;
    }
  }
}
