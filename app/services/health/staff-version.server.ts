/**
 * An earlier version of a person's medical history for staff (the dentist's page's ?version=N):
 * the same as `historyForStaff` (staff-views.server.ts) shows of the latest, for the version
 * asked for, with its own flags. One audit row `health.view` a call that found it, naming the
 * history and the version read (never an answer); none when the person has no such version,
 * since nothing is shown.
 */
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { openVersion } from "./crypto.server";
import { historyFlags, type HealthFlag } from "./flags.server";
import { historyOf, versionsOf } from "./records.server";
import type { StaffHistoryView } from "./staff-views.server";

type Filled = Extract<StaffHistoryView, { status: "filled" }>;

export interface StaffHistoryVersionView {
  historyId: string;
  /** The version asked for, decrypted; its free text is the patient's own, in `shown.language`. */
  shown: Filled["latest"];
  flags: HealthFlag[];
  /** Every version, the first first. */
  versions: Filled["versions"];
}

/** One version of a person's history (audited `health.view`), or null when there is none such. */
export async function historyVersionForStaff(
  ctx: StaffContext,
  email: string,
  version: number,
): Promise<StaffHistoryVersionView | null> {
  const history = await historyOf(ctx.db, email);
  const versions = history ? await versionsOf(ctx.db, history.id) : [];
  const row = versions.find((v) => v.version === version);
  if (!history || !row) return null;
  const answers: MedicalHistoryAnswers = openVersion(ctx, row);
  await recordAudit(ctx.db, ctx.staff, "health.view", `health:${history.id}`, {
    version: row.version,
    versions: versions.length,
  });
  return {
    historyId: history.id,
    shown: { version: row.version, submittedAt: row.submittedAt, language: row.language, answers },
    flags: historyFlags(answers),
    versions: versions.map(({ version, submittedAt, language }) => ({ version, submittedAt, language })),
  };
}
