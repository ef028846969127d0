/**
 * Key rotation's second half: every version not under the current key of HEALTH_DATA_KEYS is
 * read with its own key and written again under the current one, with a fresh IV, in batches
 * (one transaction each). Each rewrite is conditional on the key id it read, so two runs at
 * once, or a run beside the site, rewrite a version once; a run with nothing left to do
 * rewrites nothing. A version whose key is not in the ring stops it with its HealthDataKeyError.
 * `npm run health:rekey` (scripts/health-rekey.ts) runs it.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { medicalHistoryVersions } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { openVersion, sealAnswers } from "./crypto.server";

const BATCH = 100;

export async function reencryptHistories(
  ctx: ServiceContext,
  options: { batch?: number } = {},
): Promise<{ reencrypted: number; keyId: string }> {
  const keys = ctx.settings.healthKeys;
  const batch = options.batch ?? BATCH;
  let reencrypted = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(medicalHistoryVersions)
        .where(ne(medicalHistoryVersions.keyId, keys.currentId))
        .orderBy(asc(medicalHistoryVersions.historyId), asc(medicalHistoryVersions.version))
        .limit(batch);
      let rewritten = 0;
      for (const row of rows) {
        const place = { historyId: row.historyId, version: row.version };
        const sealed = sealAnswers(keys, place, openVersion(ctx, row));
        const updated = await tx
          .update(medicalHistoryVersions)
          .set(sealed)
          .where(
            and(
              eq(medicalHistoryVersions.historyId, row.historyId),
              eq(medicalHistoryVersions.version, row.version),
              eq(medicalHistoryVersions.keyId, row.keyId),
            ),
          )
          .returning({ version: medicalHistoryVersions.version });
        rewritten += updated.length;
      }
      return { read: rows.length, rewritten };
    });
    reencrypted += done.rewritten;
    if (done.read < batch) break;
  }
  ctx.log.info({ reencrypted, keyId: keys.currentId }, "medical history versions re-encrypted");
  return { reencrypted, keyId: keys.currentId };
}
