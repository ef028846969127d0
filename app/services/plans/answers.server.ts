/**
 * The patient's answer to a plan, through its private link: accepting (their full name typed as
 * on the plan, the terms ticked) or declining (a reason from the short list, or none). Only the
 * current version, while sent or viewed and not past its valid-until date, can be answered; a
 * refusal says why in the patient's language (plan-patient.ts), naming the current version when
 * an earlier one was answered. The answer is one conditional UPDATE, so two at once store one;
 * the same acceptance sent twice (a second click) is answered as the first was, once. The
 * acceptance keeps the name as typed, the time and the version's content hash, checked against
 * its contents again. The clinic's notice is queued with it, and a follow-up reminder still
 * waiting in the outbox is withdrawn (follow-ups.server.ts).
 */
import { and, eq, gte, inArray } from "drizzle-orm";
import { planRefusalsIn } from "~/content/in/plan-patient";
import { planDeclineReasons, treatmentPlanVersions, type PlanDeclineReason } from "~/db/schema";
import { budapestToday } from "~/lib/event-dates";
import { planPath } from "~/lib/plan-paths";
import { formatEventDate } from "~/lib/format";
import type { ServiceContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { planContentHash } from "./content-hash.server";
import { depositAmountCents } from "./deposit-amount.server";
import { planAcceptedEmail, planAcceptedPatientEmail, planDeclinedEmail } from "./emails.server";
import { PlanError } from "./errors.server";
import { withdrawFollowUps } from "./follow-ups.server";
import { planByToken } from "./patient-page.server";
import { currentSentVersion } from "./records.server";
import type { Plan, PlanVersion } from "./types.server";

export interface Acceptance {
  version: number;
  /** The full name as the patient typed it. */
  name: string;
  termsAccepted: boolean;
}

export interface AcceptedPlan {
  version: number;
  acceptedAt: Date;
  contentHash: string;
  /** This acceptance had already been stored (a second click): nothing new was stored or sent. */
  repeat: boolean;
}

/** A name compared loosely: Unicode-normalised, trimmed, spaces as one, any case. */
const looseName = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** Why `version` of the plan cannot be answered now, or nothing when it can. */
function refusal(plan: Plan, current: PlanVersion | undefined, version: number, today: string) {
  const words = planRefusalsIn[plan.language];
  if (!current) return new PlanError(404, "not-found", words.notFound);
  if (version !== current.version)
    return new PlanError(409, "not-current", words.notCurrent(version, current.version), current.version);
  if (current.status === "expired" || current.validUntil < today)
    return new PlanError(409, "expired", words.expired(formatEventDate(current.validUntil, plan.language)));
  if (current.status !== "sent" && current.status !== "viewed")
    return new PlanError(409, "answered", words.answered);
  return undefined;
}

/** The version's content hash, checked against what it holds: it must be what the patient was shown. */
function checkedHash(plan: Plan, version: PlanVersion): string {
  const hash = planContentHash({
    reference: plan.reference,
    version: version.version,
    patientName: plan.patientName,
    language: plan.language,
    currency: plan.currency,
    market: plan.market,
    dentist: version.dentist ?? "",
    validUntil: version.validUntil,
    visits: version.visits,
    items: version.items,
    subtotalCents: version.subtotalCents,
    consultationCreditCents: version.consultationCreditCents,
    discountCents: version.discountCents,
    totalCents: version.totalCents,
  });
  if (hash !== version.contentHash)
    throw new Error(`plan version ${version.id}: its content hash does not match`);
  return hash;
}

const answerable = (versionId: string, today: string) =>
  and(
    eq(treatmentPlanVersions.id, versionId),
    inArray(treatmentPlanVersions.status, ["sent", "viewed"]),
    gte(treatmentPlanVersions.validUntil, today),
  );

/** Accepts the current version of the plan a token opens. */
export async function acceptPlan(
  ctx: ServiceContext,
  token: string,
  answer: Acceptance,
): Promise<AcceptedPlan> {
  const plan = await planByToken(ctx.db, token);
  const words = planRefusalsIn[plan.language];
  if (answer.termsAccepted !== true) throw new PlanError(400, "terms", words.terms);
  if (looseName(answer.name) !== looseName(plan.patientName)) throw new PlanError(400, "name", words.name);
  const now = ctx.now();
  const today = budapestToday(now);
  const current = await currentSentVersion(ctx.db, plan.id);
  const alreadyAccepted = () =>
    current?.version === answer.version && current.status === "accepted" && current.acceptedAt
      ? {
          version: current.version,
          acceptedAt: current.acceptedAt,
          contentHash: current.contentHash!,
          repeat: true,
        }
      : undefined;
  const repeat = alreadyAccepted();
  if (repeat) return repeat;
  const refused = refusal(plan, current, answer.version, today);
  if (refused || !current) throw refused;
  const contentHash = checkedHash(plan, current);
  const accepted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(treatmentPlanVersions)
      .set({ status: "accepted", acceptedAt: now, acceptedName: answer.name.trim() })
      .where(answerable(current.id, today))
      .returning();
    if (row) {
      const planUrl = `${ctx.settings.siteUrl}${planPath(token)}`;
      await queueEmails(tx, [
        planAcceptedPatientEmail(
          plan,
          row,
          { planUrl, depositCents: depositAmountCents(row.totalCents), acceptedAt: now },
          ctx.settings,
        ),
        planAcceptedEmail(plan, row, ctx.settings),
      ]);
      await withdrawFollowUps(tx, [plan.id]);
    }
    return row;
  });
  if (accepted) return { version: accepted.version, acceptedAt: now, contentHash, repeat: false };
  // Answered meanwhile (a second click that ran at the same time, or a new version sent).
  const [again] = await ctx.db
    .select()
    .from(treatmentPlanVersions)
    .where(eq(treatmentPlanVersions.id, current.id));
  if (again?.status === "accepted" && again.acceptedAt)
    return { version: again.version, acceptedAt: again.acceptedAt, contentHash, repeat: true };
  throw (
    refusal(plan, await currentSentVersion(ctx.db, plan.id), answer.version, today) ??
    new PlanError(409, "answered", words.answered)
  );
}

/** Declines the current version of the plan a token opens, with the patient's reason if they gave one. */
export async function declinePlan(
  ctx: ServiceContext,
  token: string,
  answer: { version: number; reason?: PlanDeclineReason | null },
): Promise<{ version: number }> {
  const plan = await planByToken(ctx.db, token);
  const words = planRefusalsIn[plan.language];
  const now = ctx.now();
  const today = budapestToday(now);
  const current = await currentSentVersion(ctx.db, plan.id);
  const refused = refusal(plan, current, answer.version, today);
  if (refused || !current) throw refused;
  const reason = answer.reason ?? null;
  if (reason !== null && !planDeclineReasons.includes(reason))
    throw new PlanError(400, "invalid", words.reason);
  const declined = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(treatmentPlanVersions)
      .set({ status: "declined", declinedAt: now, declineReason: reason })
      .where(answerable(current.id, today))
      .returning();
    if (row) {
      await queueEmails(tx, [planDeclinedEmail(plan, row, reason, ctx.settings)]);
      await withdrawFollowUps(tx, [plan.id]);
    }
    return row;
  });
  if (!declined)
    throw (
      refusal(plan, await currentSentVersion(ctx.db, plan.id), answer.version, today) ??
      new PlanError(409, "answered", words.answered)
    );
  return { version: declined.version };
}
