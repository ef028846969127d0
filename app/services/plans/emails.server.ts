/**
 * A plan's emails, composed from the words in content: the patient's in their language (the plan
 * with its private link), and the clinic's notices in English (sent, accepted, declined), each
 * replying to the patient and linking to the plan in the back office.
 */
import { findDentist } from "~/content/dentists/find";
import { localeInfo } from "~/content/locales";
import { planAcceptedEmailIn, planSentEmailIn } from "~/content/in/plan-patient";
import { planClinicEmails, type PlanClinicFacts } from "~/content/plans";
import type { PlanDeclineReason } from "~/db/schema";
import { formatBudapestDateTime, formatEurCents, formatEventDate, formatGbp } from "~/lib/format";
import { staffPlanPath } from "~/lib/plan-paths";
import { eurToGbp } from "~/lib/pricing";
import type { Settings } from "../context.server";
import type { QueuedEmail } from "../mail/outbox.server";
import type { Plan, PlanVersion } from "./types.server";

type MailSettings = Pick<Settings, "siteUrl" | "clinicInbox">;

/** The back office's page of a plan, absolute, for the clinic's notices. */
const staffPlanUrl = (siteUrl: string, planId: string) => `${siteUrl}${staffPlanPath(planId)}`;

function clinicFacts(plan: Plan, version: PlanVersion, siteUrl: string): PlanClinicFacts {
  return {
    reference: plan.reference,
    version: version.version,
    patientName: plan.patientName,
    patientEmail: plan.patientEmail,
    language: localeInfo[plan.language].englishName,
    total: formatEurCents(version.totalCents),
    validUntil: formatEventDate(version.validUntil),
    staffUrl: staffPlanUrl(siteUrl, plan.id),
  };
}

/**
 * The plan (or its new version) to the patient, with its link and their medical history's (the
 * link alone), and the clinic's notice that it went.
 */
export function planSentEmails(
  plan: Plan,
  version: PlanVersion,
  links: { planUrl: string; historyUrl: string; sentBy: string },
  settings: MailSettings,
): QueuedEmail[] {
  const locale = plan.language;
  const words = planSentEmailIn[locale];
  const cents = (amount: number) => formatEurCents(amount, locale);
  const facts = {
    patientName: plan.patientName,
    reference: plan.reference,
    version: version.version,
    revised: version.version > 1,
    dentist: (version.dentist && findDentist(version.dentist)?.name) || "",
    total: cents(version.totalCents),
    ...(plan.currency === "GBP"
      ? { totalInPounds: formatGbp(eurToGbp(version.totalCents / 100), locale) }
      : {}),
    ...(version.consultationCreditCents > 0 ? { credit: cents(version.consultationCreditCents) } : {}),
    ...(version.discountCents > 0 ? { discount: cents(version.discountCents) } : {}),
    validUntil: formatEventDate(version.validUntil, locale),
    planUrl: links.planUrl,
    medicalHistoryUrl: links.historyUrl,
    siteUrl: settings.siteUrl,
  };
  const clinic = clinicFacts(plan, version, settings.siteUrl);
  return [
    {
      kind: "plan-sent",
      to: plan.patientEmail,
      replyTo: settings.clinicInbox,
      subject: words.subject(facts),
      text: words.text(facts),
      ...(plan.leadId ? { leadId: plan.leadId } : {}),
    },
    {
      kind: "plan-sent-staff",
      to: settings.clinicInbox,
      replyTo: plan.patientEmail,
      subject: planClinicEmails.sent.subject(clinic),
      text: planClinicEmails.sent.text({ ...clinic, sentBy: links.sentBy }),
    },
  ];
}

/** The patient's confirmation that their acceptance is stored, with the deposit they may pay now. */
export function planAcceptedPatientEmail(
  plan: Plan,
  version: PlanVersion,
  links: { planUrl: string; depositCents: number; acceptedAt: Date },
  settings: MailSettings,
): QueuedEmail {
  const locale = plan.language;
  const words = planAcceptedEmailIn[locale];
  const facts = {
    patientName: plan.patientName,
    reference: plan.reference,
    version: version.version,
    acceptedAt: formatBudapestDateTime(links.acceptedAt, locale),
    total: formatEurCents(version.totalCents, locale),
    ...(links.depositCents > 0 ? { deposit: formatEurCents(links.depositCents, locale) } : {}),
    planUrl: links.planUrl,
    siteUrl: settings.siteUrl,
  };
  return {
    kind: "plan-accepted",
    to: plan.patientEmail,
    replyTo: settings.clinicInbox,
    subject: words.subject(facts),
    text: words.text(facts),
    ...(plan.leadId ? { leadId: plan.leadId } : {}),
  };
}

/** The clinic's notice that the patient accepted a version. */
export function planAcceptedEmail(plan: Plan, version: PlanVersion, settings: MailSettings): QueuedEmail {
  const clinic = clinicFacts(plan, version, settings.siteUrl);
  return {
    kind: "plan-accepted-staff",
    to: settings.clinicInbox,
    replyTo: plan.patientEmail,
    subject: planClinicEmails.accepted.subject(clinic),
    text: planClinicEmails.accepted.text({
      ...clinic,
      acceptedName: version.acceptedName ?? "",
      acceptedAt: version.acceptedAt ? formatBudapestDateTime(version.acceptedAt) : "",
      contentHash: version.contentHash ?? "",
    }),
  };
}

/** The clinic's notice that the patient declined a version, with the reason they chose. */
export function planDeclinedEmail(
  plan: Plan,
  version: PlanVersion,
  reason: PlanDeclineReason | null,
  settings: MailSettings,
): QueuedEmail {
  const clinic = clinicFacts(plan, version, settings.siteUrl);
  return {
    kind: "plan-declined-staff",
    to: settings.clinicInbox,
    replyTo: plan.patientEmail,
    subject: planClinicEmails.declined.subject(clinic),
    text: planClinicEmails.declined.text({ ...clinic, reason: planClinicEmails.reasons[reason ?? "none"] }),
  };
}
