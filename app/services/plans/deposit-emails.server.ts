/**
 * A deposit's emails, composed from the words in content: the patient's receipt or refund in
 * their language (plan-deposit-patient.ts), and the clinic's notice of each in English
 * (plan-deposit.ts), replying to the patient and linking to the plan in the back office.
 */
import { depositPatientWordsIn } from "~/content/in/plan-deposit-patient";
import { depositClinicEmails, type DepositClinicFacts } from "~/content/plan-deposit";
import { formatBudapestDateTime, formatEurCents } from "~/lib/format";
import { staffPlanPath } from "~/lib/plan-paths";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { planDeposits, treatmentPlans, treatmentPlanVersions } from "~/db/schema";
import type { Settings } from "../context.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import type { PlanDeposit } from "./deposit-records.server";
import type { Plan, PlanVersion } from "./types.server";

type MailSettings = Pick<Settings, "siteUrl" | "clinicInbox">;

interface DepositMail {
  plan: Plan;
  version: PlanVersion;
  deposit: PlanDeposit;
  planUrl: string;
  settings: MailSettings;
}

function facts({ plan, version, deposit, planUrl, settings }: DepositMail) {
  const locale = plan.language;
  const remaining = Math.max(0, version.totalCents - deposit.amountCents);
  const clinic: DepositClinicFacts = {
    reference: plan.reference,
    version: version.version,
    patientName: plan.patientName,
    patientEmail: plan.patientEmail,
    deposit: formatEurCents(deposit.amountCents),
    total: formatEurCents(version.totalCents),
    remaining: formatEurCents(remaining),
    sessionId: deposit.sessionId ?? "",
    staffUrl: `${settings.siteUrl}${staffPlanPath(plan.id)}`,
  };
  const patient = {
    patientName: plan.patientName,
    reference: plan.reference,
    deposit: formatEurCents(deposit.amountCents, locale),
    total: formatEurCents(version.totalCents, locale),
    remaining: formatEurCents(remaining, locale),
    planUrl,
    siteUrl: settings.siteUrl,
  };
  return { clinic, patient, words: depositPatientWordsIn[locale] };
}

/** The patient's receipt and the clinic's notice that the deposit is paid. */
export function depositPaidEmails(mail: DepositMail): QueuedEmail[] {
  const { clinic, patient, words } = facts(mail);
  const paidAt = mail.deposit.paidAt ?? new Date();
  return [
    {
      kind: "plan-deposit-receipt",
      to: mail.plan.patientEmail,
      replyTo: mail.settings.clinicInbox,
      subject: words.receipt.subject(patient),
      text: words.receipt.text({ ...patient, paidAt: formatBudapestDateTime(paidAt, mail.plan.language) }),
      ...(mail.plan.leadId ? { leadId: mail.plan.leadId } : {}),
    },
    {
      kind: "plan-deposit-paid-staff",
      to: mail.settings.clinicInbox,
      replyTo: mail.plan.patientEmail,
      subject: depositClinicEmails.paid.subject(clinic),
      text: depositClinicEmails.paid.text({ ...clinic, paidAt: formatBudapestDateTime(paidAt) }),
    },
  ];
}

/** The patient's and the clinic's word that the deposit went back (`why`: in the clinic's notice). */
function depositRefundEmails(mail: DepositMail, why: string): QueuedEmail[] {
  const { clinic, patient, words } = facts(mail);
  const refundReference = mail.deposit.refundReference ?? "";
  return [
    {
      kind: "plan-deposit-refund",
      to: mail.plan.patientEmail,
      replyTo: mail.settings.clinicInbox,
      subject: words.refund.subject(patient),
      text: words.refund.text({ ...patient, refundReference }),
    },
    {
      kind: "plan-deposit-refund-staff",
      to: mail.settings.clinicInbox,
      replyTo: mail.plan.patientEmail,
      subject: depositClinicEmails.refunded.subject(clinic),
      text: depositClinicEmails.refunded.text({ ...clinic, refundReference, why }),
    },
  ];
}

/**
 * Records the provider's refund on a deposit already claimed 'refunded' and queues the patient's
 * and the clinic's emails with it, once: a second call (a retry that raced the first) finds the
 * reference set and records nothing. Shared by the staff refund and the duplicate's refund. Runs in
 * the caller's transaction; undefined when another call recorded it first.
 */
export async function recordDepositRefund(
  tx: Database,
  depositId: string,
  refund: { id: string; at: Date },
  mail: { planUrl: string; settings: MailSettings; why: string },
): Promise<PlanDeposit | undefined> {
  const [recorded] = await tx
    .update(planDeposits)
    .set({ refundedAt: refund.at, refundReference: refund.id, updatedAt: refund.at })
    .where(and(eq(planDeposits.id, depositId), isNull(planDeposits.refundReference)))
    .returning();
  if (!recorded) return undefined;
  const [plan] = await tx.select().from(treatmentPlans).where(eq(treatmentPlans.id, recorded.planId));
  const [version] = await tx
    .select()
    .from(treatmentPlanVersions)
    .where(eq(treatmentPlanVersions.id, recorded.versionId));
  await queueEmails(
    tx,
    depositRefundEmails(
      { plan, version, deposit: recorded, planUrl: mail.planUrl, settings: mail.settings },
      mail.why,
    ),
  );
  return recorded;
}
