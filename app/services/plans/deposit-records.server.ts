/**
 * Finding a plan's deposits: by the provider's session, the version a deposit is paid on (the
 * plan's accepted current version), a version's paid or open deposit; and closing an open
 * checkout that ended unpaid (cancelled on the test checkout, expired at the provider).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/content/locales";
import { planDeposits, treatmentPlans, type PlanDepositStatus } from "~/db/schema";
import { currentSentVersion } from "./records.server";
import type { PlanVersion } from "./types.server";

type Reader = Pick<Database, "select">;
export type PlanDeposit = typeof planDeposits.$inferSelect;

export async function depositBySession(db: Reader, sessionId: string): Promise<PlanDeposit | undefined> {
  const [deposit] = await db.select().from(planDeposits).where(eq(planDeposits.sessionId, sessionId));
  return deposit;
}

/** The version a deposit is paid on: the plan's current version, if the patient accepted it. */
export async function acceptedVersion(db: Reader, planId: string): Promise<PlanVersion | undefined> {
  const current = await currentSentVersion(db, planId);
  return current?.status === "accepted" ? current : undefined;
}

/** A version's deposits in one state, the newest first. */
export async function depositsIn(
  db: Reader,
  versionId: string,
  status: PlanDepositStatus,
): Promise<PlanDeposit[]> {
  return db
    .select()
    .from(planDeposits)
    .where(and(eq(planDeposits.versionId, versionId), eq(planDeposits.status, status)))
    .orderBy(desc(planDeposits.createdAt));
}

/**
 * Ends an open deposit checkout unpaid (only an open one changes, so nothing is ended twice);
 * true when this call ended it. A payment the provider took after all still reaches it: the
 * reconciliation asks about ended checkouts too.
 */
export async function endDepositCheckout(
  db: Pick<Database, "update">,
  where: { sessionId: string } | { id: string },
  status: "cancelled" | "expired",
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(planDeposits)
    .set({ status, updatedAt: now })
    .where(
      and(
        "id" in where ? eq(planDeposits.id, where.id) : eq(planDeposits.sessionId, where.sessionId),
        eq(planDeposits.status, "open"),
      ),
    )
    .returning({ id: planDeposits.id });
  return ended.length > 0;
}

/** The language of the plan a deposit's session pays for (the test checkout's page speaks it). */
export async function depositLanguage(db: Reader, sessionId: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ language: treatmentPlans.language })
    .from(planDeposits)
    .innerJoin(treatmentPlans, eq(treatmentPlans.id, planDeposits.planId))
    .where(eq(planDeposits.sessionId, sessionId));
  return row?.language;
}
