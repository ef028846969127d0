/**
 * Medical histories are kept no longer than the clinic's records rule
 * (`medicalHistoryRules.keepYears`, app/content/medical-history-staff.ts: 30 years): a history
 * whose last submission is older than that is deleted with every version, by one conditional
 * delete (a version submitted meanwhile keeps it), so several servers may run it at once. The
 * 'medical history retention' job runs it daily (jobs.server.ts).
 */
import { and, eq, gte, notExists } from "drizzle-orm";
import { medicalHistoryRules } from "~/content/medical-history-staff";
import { medicalHistories, medicalHistoryVersions } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import type { Job } from "../platform/scheduler.server";

const DAY_MS = 24 * 60 * 60_000;

export async function purgeExpiredHistories(ctx: ServiceContext): Promise<{ historiesDeleted: number }> {
  const cutoff = new Date(ctx.now());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - medicalHistoryRules.keepYears);
  const recent = ctx.db
    .select({ historyId: medicalHistoryVersions.historyId })
    .from(medicalHistoryVersions)
    .where(
      and(
        eq(medicalHistoryVersions.historyId, medicalHistories.id),
        gte(medicalHistoryVersions.submittedAt, cutoff),
      ),
    );
  const deleted = await ctx.db
    .delete(medicalHistories)
    .where(notExists(recent))
    .returning({ id: medicalHistories.id });
  if (deleted.length > 0)
    ctx.log.info({ historiesDeleted: deleted.length }, "medical histories past their retention deleted");
  return { historiesDeleted: deleted.length };
}

export const healthRetentionJob = (ctx: ServiceContext): Job => ({
  name: "medical history retention",
  does: "deletes medical histories whose last submission is older than the clinic's records rule",
  intervalMs: DAY_MS,
  firstRunMs: 60_000,
  run: () => purgeExpiredHistories(ctx),
});
