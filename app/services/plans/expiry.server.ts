/**
 * Plans not answered in time: a sent or viewed version whose valid-until date has passed (in
 * Budapest) becomes 'expired', by one conditional UPDATE, so several servers may run the job at
 * once. An acceptance checks the date itself too, so a plan is never accepted late between runs.
 */
import { and, inArray, lt } from "drizzle-orm";
import { treatmentPlanVersions } from "~/db/schema";
import { budapestToday } from "~/lib/event-dates";
import type { ServiceContext } from "../context.server";
import type { Job } from "../platform/scheduler.server";
import { withdrawFollowUps } from "./follow-ups.server";

const HOUR_MS = 60 * 60_000;

/** Expires every version past its date; returns how many. */
export async function expirePlans(ctx: ServiceContext): Promise<{ expired: number }> {
  const expired = await ctx.db
    .update(treatmentPlanVersions)
    .set({ status: "expired" })
    .where(
      and(
        inArray(treatmentPlanVersions.status, ["sent", "viewed"]),
        lt(treatmentPlanVersions.validUntil, budapestToday(ctx.now())),
      ),
    )
    .returning({ id: treatmentPlanVersions.id, planId: treatmentPlanVersions.planId });
  // A reminder still waiting is about a plan that can no longer be accepted.
  await withdrawFollowUps(ctx.db, [...new Set(expired.map((row) => row.planId))]);
  return { expired: expired.length };
}

/** The job: hourly, the first a minute after start. */
export function planExpiryJob(ctx: ServiceContext): Job {
  return {
    name: "plan expiry",
    does: "marks sent treatment plans expired once their valid-until date has passed",
    intervalMs: HOUR_MS,
    firstRunMs: 60_000,
    run: () => expirePlans(ctx),
  };
}
