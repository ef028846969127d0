/**
 * A sent plan's follow-up reminders, in the patient's language with the plan's private link: one
 * when it has not been opened 3 days after it was sent, one when it was opened but not answered 7
 * days later, and one before its valid-until date (7 days before, 3 for a plan valid a fortnight
 * or less). Only the current version (sent or viewed, not past its date) is reminded, and not
 * within a day of its own email; the first two are not sent once the one before expiry is due
 * (it says the same, later).
 *
 * The 'plan follow-ups' job looks every few minutes. Each reminder is claimed by a row in
 * `treatment_plan_follow_ups` (one per version and kind, its primary key) in the transaction
 * that queues its outbox row, after locking the version's row and checking it is still open: two
 * servers running the job at once queue one, and an answer stored meanwhile is seen. The
 * patient's answer, a new version and expiry withdraw a reminder still waiting in the outbox
 * (`withdrawFollowUps`, in their transactions); the outbox worker asks again just before sending.
 */
import { and, eq, gte, inArray, isNull, like } from "drizzle-orm";
import { planFollowUpEmailIn } from "~/content/in/plan-follow-ups";
import { planTextsIn } from "~/content/in/reminder-texts";
import { textLabels } from "~/content/staff-text-labels";
import type { Database } from "~/db/client.server";
import {
  consultationBookings,
  outbox,
  planFollowUps,
  treatmentPlans,
  treatmentPlanVersions,
  type PlanFollowUpKind,
} from "~/db/schema";
import { addDays, budapestInstant, budapestToday } from "~/lib/event-dates";
import { formatEventDate } from "~/lib/format";
import type { ServiceContext } from "../context.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import { queueTexts, textRecipientOf, type QueuedText } from "../messages/queue.server";
import type { Job } from "../platform/scheduler.server";
import { planUrl } from "./links.server";
import type { Plan, PlanVersion } from "./types.server";

const DAY_MS = 24 * 60 * 60_000;
const EMAIL_KIND = "plan-follow-up";

/** When each reminder is due. */
const followUpTiming = {
  /** Sent this many days ago and not opened. */
  notOpenedAfterDays: 3,
  /** Opened this many days ago and not answered. */
  notAnsweredAfterDays: 7,
  /** Days before the valid-until date… */
  expiringDaysBefore: 7,
  /** …or this many for a plan valid this long or less from the day it was sent. */
  shortExpiringDaysBefore: 3,
  shortValidityDays: 14,
  /** No reminder this soon after the plan's own email (a plan sent days before its date). */
  quietDaysAfterSending: 1,
};

/** The reminders due now for an open version, the most urgent first (at most one is queued a run). */
function dueFollowUps(version: PlanVersion, now: Date): PlanFollowUpKind[] {
  const today = budapestToday(now);
  if (!version.sentAt || (version.status !== "sent" && version.status !== "viewed")) return [];
  if (version.validUntil < today) return [];
  const t = followUpTiming;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  if (version.sentAt > ago(t.quietDaysAfterSending)) return [];
  const short = version.validUntil <= addDays(budapestToday(version.sentAt), t.shortValidityDays);
  const expiringFrom = addDays(
    version.validUntil,
    -(short ? t.shortExpiringDaysBefore : t.expiringDaysBefore),
  );
  if (today >= expiringFrom) return ["expiring"];
  if (version.status === "sent" && version.sentAt <= ago(t.notOpenedAfterDays)) return ["not-opened"];
  if (version.status === "viewed" && version.viewedAt && version.viewedAt <= ago(t.notAnsweredAfterDays))
    return ["not-answered"];
  return [];
}

const wordsOf = { "not-opened": "notOpened", "not-answered": "notAnswered", expiring: "expiring" } as const;

function followUpEmail(
  plan: Plan,
  version: PlanVersion,
  kind: PlanFollowUpKind,
  link: string,
  settings: ServiceContext["settings"],
): QueuedEmail {
  const words = planFollowUpEmailIn[plan.language][wordsOf[kind]];
  const facts = {
    patientName: plan.patientName,
    reference: plan.reference,
    validUntil: formatEventDate(version.validUntil, plan.language),
    planUrl: link,
    siteUrl: settings.siteUrl,
  };
  return {
    kind: `${EMAIL_KIND}-${kind}`,
    to: plan.patientEmail,
    replyTo: settings.clinicInbox,
    subject: words.subject(facts),
    text: words.text(facts),
    planId: plan.id,
    ...(plan.leadId ? { leadId: plan.leadId } : {}),
  };
}

/**
 * The reminder by text as well, when the plan is for a consultation day whose patient chose texts
 * (SMS or WhatsApp) for it; given up if it cannot go before the plan's last valid day ends.
 */
async function followUpTexts(
  tx: Pick<Database, "select">,
  plan: Plan,
  version: PlanVersion,
  kind: PlanFollowUpKind,
  link: string,
): Promise<QueuedText[]> {
  if (!plan.consultationBookingId) return [];
  const [booking] = await tx
    .select({
      textChannel: consultationBookings.textChannel,
      phone: consultationBookings.customerPhone,
      textTimeZone: consultationBookings.textTimeZone,
    })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, plan.consultationBookingId));
  const recipient = booking ? textRecipientOf(booking) : null;
  if (!recipient) return [];
  const facts = {
    reference: plan.reference,
    validUntil: formatEventDate(version.validUntil, plan.language),
    planUrl: link,
  };
  return [
    {
      kind: `${EMAIL_KIND}-${kind}`,
      recipient,
      label: textLabels.planFollowUp[kind],
      text: planTextsIn[plan.language][wordsOf[kind]](facts),
      sendBefore: budapestInstant(addDays(version.validUntil, 1), "00:00"),
      planId: plan.id,
    },
  ];
}

/**
 * Queues one reminder unless it was queued before or the version is no longer open for it: the
 * version's row is locked first, so an answer being stored waits for this, or this for it.
 */
async function queueFollowUp(
  ctx: ServiceContext,
  plan: Plan,
  version: PlanVersion,
  kind: PlanFollowUpKind,
): Promise<boolean> {
  const link = await planUrl(ctx.db, ctx.settings.siteUrl, plan.id);
  const today = budapestToday(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: treatmentPlanVersions.id })
      .from(treatmentPlanVersions)
      .where(
        and(
          eq(treatmentPlanVersions.id, version.id),
          inArray(treatmentPlanVersions.status, kind === "not-opened" ? ["sent"] : ["sent", "viewed"]),
          gte(treatmentPlanVersions.validUntil, today),
        ),
      )
      .for("update");
    if (!open) return false;
    const [claimed] = await tx
      .insert(planFollowUps)
      .values({ versionId: version.id, kind })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [outboxId] = await queueEmails(tx, [followUpEmail(plan, version, kind, link, ctx.settings)]);
    await queueTexts(tx, await followUpTexts(tx, plan, version, kind, link), ctx.now());
    await tx
      .update(planFollowUps)
      .set({ outboxId })
      .where(and(eq(planFollowUps.versionId, version.id), eq(planFollowUps.kind, kind)));
    return true;
  });
}

/** Queues every reminder due now (one a version a run); returns how many. */
export async function sendPlanFollowUps(ctx: ServiceContext): Promise<{ queued: number }> {
  const now = ctx.now();
  const open = await ctx.db
    .select({ plan: treatmentPlans, version: treatmentPlanVersions })
    .from(treatmentPlanVersions)
    .innerJoin(treatmentPlans, eq(treatmentPlans.id, treatmentPlanVersions.planId))
    .where(
      and(
        inArray(treatmentPlanVersions.status, ["sent", "viewed"]),
        gte(treatmentPlanVersions.validUntil, budapestToday(now)),
      ),
    );
  if (open.length === 0) return { queued: 0 };
  const sent = await ctx.db
    .select({ versionId: planFollowUps.versionId, kind: planFollowUps.kind })
    .from(planFollowUps)
    .where(
      inArray(
        planFollowUps.versionId,
        open.map((row) => row.version.id),
      ),
    );
  const already = new Set(sent.map((row) => `${row.versionId} ${row.kind}`));
  let queued = 0;
  for (const { plan, version } of open) {
    const kind = dueFollowUps(version, now).find((k) => !already.has(`${version.id} ${k}`));
    if (kind && (await queueFollowUp(ctx, plan, version, kind))) queued += 1;
  }
  return { queued };
}

/** Withdraws the plan's reminders still waiting in the outbox (an answer, a new version, expiry). */
export async function withdrawFollowUps(writer: Pick<Database, "delete">, planIds: string[]): Promise<void> {
  if (planIds.length === 0) return;
  await writer
    .delete(outbox)
    .where(and(inArray(outbox.planId, planIds), like(outbox.kind, `${EMAIL_KIND}%`), isNull(outbox.sentAt)));
}

/** The job: every five minutes, the first a minute after start. */
export function planFollowUpJob(ctx: ServiceContext): Job {
  return {
    name: "plan follow-ups",
    does: "emails a reminder about a sent treatment plan not opened, not answered or about to expire, each once",
    intervalMs: 5 * 60_000,
    firstRunMs: 60_000,
    run: () => sendPlanFollowUps(ctx),
  };
}
