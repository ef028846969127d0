/**
 * The medical history in the back office, for one person (app/services/health does the reading
 * and its audit): the patient page's section (the flags, or the link to give the patient when
 * it is not filled in yet), the dentist's page with every answer in English beside the
 * patient's own words, and the practice system's FHIR download. A person is found from one of
 * their leads or bookings, as the patient page finds them; one without an email has no history.
 * A version that cannot be decrypted is the server's key's fault: the pages say so, never "not
 * filled in".
 */
import { medicalHistoryForm as form } from "~/content/medical-history";
import { historyQuestionNames } from "~/content/medical-history-staff";
import { localeInfo, type Locale } from "~/content/locales";
import { budapestToday } from "~/lib/event-dates";
import { historyQuestions, isAsked, type MedicalHistoryAnswers } from "~/lib/medical-history";
import { isUuid } from "~/lib/schemas/staff";
import { staffHistoryFhirPath, staffHistoryPath } from "~/lib/staff-medical-history-paths";
import type { StaffContext } from "../context.server";
import { HealthDataKeyError } from "../health/errors.server";
import { fhirHistoryBundle } from "../health/fhir-bundle.server";
import type { HealthFlag } from "../health/flags.server";
import { medicalHistoryUrl } from "../health/links.server";
import { bookingAnswerWindow, planAnswerWindow } from "../health/open-until.server";
import { historyFlagsFor, historyForStaff } from "../health/staff-views.server";
import type { PlanSummary } from "../plans/staff-views.server";
import { patientRecord, type PatientAnchor } from "./record.server";
import { patientPath } from "./search.server";

type PatientRecord = NonNullable<Awaited<ReturnType<typeof patientRecord>>>;

const flagsShown = (flags: HealthFlag[]) => flags.map(({ label, reasons }) => ({ label, reasons }));

/** A page's anchor from its route's parameters, or null when they name no lead or booking. */
function anchorOf(kind: string | undefined, id: string | undefined): PatientAnchor | null {
  if ((kind !== "lead" && kind !== "booking") || !isUuid(id)) return null;
  return { kind, id: id! };
}

/**
 * The link the patient fills their history in with: the newest of their bookings and plans
 * whose link takes answers now (a paid consultation day ahead, a plan sent and still valid).
 */
async function openHistoryLink(ctx: StaffContext, record: PatientRecord, plans: PlanSummary[]) {
  const today = budapestToday(ctx.now());
  const sources = [
    ...record.bookings.map((b) => ({
      at: b.createdAt,
      open: async () => bookingAnswerWindow(b, today).open,
      id: { bookingId: b.id },
    })),
    ...plans.map((p) => ({
      at: p.createdAt,
      open: async () => (await planAnswerWindow(ctx.db, p.planId, today)).open,
      id: { planId: p.planId },
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  for (const source of sources) if (await source.open()) return medicalHistoryUrl(ctx, source.id);
  return null;
}

export type PatientHistorySection =
  | { status: "no-email" | "unreadable" }
  | { status: "not-filled"; link: string | null }
  | {
      status: "filled";
      version: number;
      submittedAt: Date;
      flags: { label: string; reasons: string[] }[];
      href: string;
    };

/** The patient page's section: read through `historyFlagsFor` (one `health.flags` audit row). */
export async function patientHistorySection(
  ctx: StaffContext,
  anchor: PatientAnchor,
  record: PatientRecord,
  plans: PlanSummary[],
): Promise<PatientHistorySection> {
  if (!record.email) return { status: "no-email" };
  let seen;
  try {
    seen = (await historyFlagsFor(ctx, [record.email], "patient-page"))[record.email];
  } catch (error) {
    if (error instanceof HealthDataKeyError) return { status: "unreadable" };
    throw error;
  }
  if (seen?.status !== "filled")
    return { status: "not-filled", link: await openHistoryLink(ctx, record, plans) };
  return {
    status: "filled",
    version: seen.version,
    submittedAt: seen.submittedAt,
    flags: flagsShown(seen.flags),
    href: staffHistoryPath(anchor),
  };
}

const questionTexts = new Map<string, string>(
  form.sections.flatMap((section) =>
    section.questions.flatMap((q): [string, string][] =>
      "followUp" in q
        ? [
            [q.id, q.text],
            [q.followUp.id, q.followUp.text],
          ]
        : [[q.id, q.text]],
    ),
  ),
);

const languageOf = (language: Locale) => ({
  language: localeInfo[language].englishName,
  lang: localeInfo[language].tag,
});

/** Every question asked, by the form's sections, in English, with the answer and the patient's words. */
const answeredSections = ({ answers }: MedicalHistoryAnswers) =>
  form.sections.map((section) => ({
    id: section.id,
    title: section.title,
    questions: historyQuestions
      .filter((q) => q.section === section.id && isAsked(q, answers))
      .map((q) => ({
        id: q.id,
        name: historyQuestionNames[q.id],
        text: questionTexts.get(q.id) ?? "",
        followUp: Boolean(q.parent),
        answer: answers[q.id]?.answer ?? null,
        detail: answers[q.id]?.detail ?? null,
      })),
  }));

/**
 * The dentist's page, or null when its lead or booking names nobody with an email, or the
 * version asked for does not exist (a 404).
 */
export async function medicalHistoryPageView(
  ctx: StaffContext,
  kind: string | undefined,
  id: string | undefined,
  search: URLSearchParams,
) {
  const anchor = anchorOf(kind, id);
  const record = anchor ? await patientRecord(ctx.db, anchor) : null;
  const asked = search.get("version");
  const version = asked === null ? null : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : NaN;
  if (!anchor || !record?.email || Number.isNaN(version)) return null;
  const page = {
    name: record.name,
    back: patientPath(anchor.kind, anchor.id),
    fhirHref: staffHistoryFhirPath(anchor),
  };
  let seen;
  try {
    seen = await historyForStaff(ctx, record.email, version ?? undefined);
  } catch (error) {
    if (error instanceof HealthDataKeyError) return { ...page, history: { status: "unreadable" as const } };
    throw error;
  }
  if (seen.status === "no-such-version") return null;
  if (seen.status === "not-filled") return { ...page, history: { status: "not-filled" as const } };
  const { shown, versions, flags } = seen;
  const total = versions.length;
  return {
    ...page,
    history: {
      status: "filled" as const,
      version: shown.version,
      total,
      latestHref: shown.version === versions.at(-1)?.version ? null : staffHistoryPath(anchor),
      submittedAt: shown.submittedAt,
      ...languageOf(shown.language),
      flags: flagsShown(flags),
      sections: answeredSections(shown.answers),
      medicines: shown.answers.medicines,
      confirmedName: shown.answers.confirmedName,
      versions: versions.map((v) => ({
        version: v.version,
        submittedAt: v.submittedAt,
        language: localeInfo[v.language].englishName,
        shown: v.version === shown.version,
        href: staffHistoryPath(anchor, v.version),
      })),
    },
  };
}

/** The FHIR R4 Bundle of the person's latest answers (audited by the health service), or null. */
export async function medicalHistoryDownload(
  ctx: StaffContext,
  kind: string | undefined,
  id: string | undefined,
) {
  const anchor = anchorOf(kind, id);
  const record = anchor ? await patientRecord(ctx.db, anchor) : null;
  return record?.email ? fhirHistoryBundle(ctx, record.email) : null;
}
