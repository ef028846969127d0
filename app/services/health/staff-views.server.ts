/**
 * What signed-in staff see of medical histories, each call audited by one row that names no
 * health data: a person's latest (or an earlier) answers with every version's time (`health.view`,
 * for the dentist's page and its print), and the flags of several people at once (`health.flags`, for the
 * day sheet and the patient page: how many histories were read, and for what). A version that
 * cannot be decrypted throws its `HealthDataKeyError` (crypto.server.ts): a wrong key is the
 * whole server's problem, and the page says so rather than show a history as empty.
 */
import type { Locale } from "~/content/locales";
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import type { StaffContext } from "../context.server";
import { recordAudit, subjectHash } from "../staff/audit.server";
import { openVersion } from "./crypto.server";
import { historyFlags, type HealthFlag } from "./flags.server";
import { historyOf, latestOfPeople, personEmail, versionsOf } from "./records.server";

interface StaffHistoryVersion {
  version: number;
  submittedAt: Date;
  language: Locale;
}

export type StaffHistoryView =
  | { status: "not-filled" }
  /** A version asked for that the person does not have: nothing is shown, nothing audited. */
  | { status: "no-such-version" }
  | {
      status: "filled";
      historyId: string;
      /** The version shown (the latest, or the one asked for), decrypted; its free text is the patient's own, in `shown.language`. */
      shown: StaffHistoryVersion & { answers: MedicalHistoryAnswers };
      flags: HealthFlag[];
      /** Every version, the first first (only the one shown is decrypted). */
      versions: StaffHistoryVersion[];
    };

const versionFacts = ({ version, submittedAt, language }: StaffHistoryVersion): StaffHistoryVersion => ({
  version,
  submittedAt,
  language,
});

/**
 * A person's medical history for staff: the latest version, or `version` (the dentist's page's
 * ?version=N). Audited `health.view`, one row a call that shows something or finds nothing filled.
 */
export async function historyForStaff(
  ctx: StaffContext,
  email: string,
  version?: number,
): Promise<StaffHistoryView> {
  const history = await historyOf(ctx.db, email);
  const versions = history ? await versionsOf(ctx.db, history.id) : [];
  if (version !== undefined && !versions.some((v) => v.version === version))
    return { status: "no-such-version" };
  if (!history || versions.length === 0) {
    await recordAudit(ctx.db, ctx.staff, "health.view", subjectHash(email), { versions: 0 });
    return { status: "not-filled" };
  }
  const row = versions.find((v) => v.version === version) ?? versions.at(-1)!;
  const answers = openVersion(ctx, row);
  await recordAudit(ctx.db, ctx.staff, "health.view", `health:${history.id}`, {
    version: row.version,
    versions: versions.length,
  });
  return {
    status: "filled",
    historyId: history.id,
    shown: { ...versionFacts(row), answers },
    flags: historyFlags(answers),
    versions: versions.map(versionFacts),
  };
}

/** Why staff read flags: the page that shows them. */
export type HealthFlagsPurpose = "day-sheet" | "patient-page";

export type PersonHealthFlags =
  | { status: "not-filled" }
  | { status: "filled"; historyId: string; version: number; submittedAt: Date; flags: HealthFlag[] };

/**
 * The flags of each person's latest version, by their address lower-cased and trimmed (every
 * address asked for has an entry). One audit row `health.flags` a call, with the purpose and
 * how many people were asked for and histories read; none when no address is asked for.
 */
export async function historyFlagsFor(
  ctx: StaffContext,
  emails: readonly string[],
  purpose: HealthFlagsPurpose,
): Promise<Record<string, PersonHealthFlags>> {
  const people = [...new Set(emails.map(personEmail).filter(Boolean))];
  if (people.length === 0) return {};
  const found = await latestOfPeople(ctx.db, people);
  const result: Record<string, PersonHealthFlags> = Object.fromEntries(
    people.map((email) => [email, { status: "not-filled" } as const]),
  );
  for (const { history, latest } of found)
    result[history.email] = {
      status: "filled",
      historyId: history.id,
      version: latest.version,
      submittedAt: latest.submittedAt,
      flags: historyFlags(openVersion(ctx, latest)),
    };
  const subject =
    people.length > 1 ? null : found[0] ? `health:${found[0].history.id}` : subjectHash(people[0]);
  await recordAudit(ctx.db, ctx.staff, "health.flags", subject, {
    purpose,
    people: people.length,
    histories: found.length,
  });
  return result;
}
