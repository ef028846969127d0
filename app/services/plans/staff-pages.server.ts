/**
 * The back office's plan pages: the pipeline (each state's count and value, and the plans in the
 * chosen one) and a plan's page (the patient, where the plan came from, what it deducts, every
 * version, and the draft's editor with the price list and the dentists to choose from). Opening
 * a plan's page shows personal data, so it records 'plan.view'.
 */
import { and, desc, eq, inArray, like, or } from "drizzle-orm";
import { dentists } from "~/content/dentists";
import { findDentist } from "~/content/dentists/find";
import { discountPercent } from "~/content/discount";
import { priceGroups, priceItems } from "~/content/price-list";
import {
  consultationBookings,
  outbox,
  planDeposits,
  treatmentPlans,
  treatmentPlanVersions,
} from "~/db/schema";
import { budapestToday, addDays } from "~/lib/event-dates";
import { formatEurCents } from "~/lib/format";
import { planFormLimits, planFormStateOf } from "~/lib/plan-form";
import { staffPlanPath } from "~/lib/plan-paths";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { planUrl } from "./links.server";
import { findPlan, versionsOf } from "./records.server";
import { latestVersions, planPipeline, plansForPerson } from "./staff-views.server";
import { depositPipeline, depositView } from "./deposit-view.server";

/** The pipeline's views, in order: a version's states, and accepted plans whose deposit is paid. */
const pipelineViews = ["draft", "sent", "viewed", "accepted", "deposit-paid", "declined", "expired"] as const;
type PipelineView = (typeof pipelineViews)[number];

const asView = (value: string | null): PipelineView => pipelineViews.find((view) => view === value) ?? "sent";

/** The pipeline page: each view's count and value, and the plans in the chosen one (newest first). */
export async function planPipelinePage(ctx: StaffContext, search: URLSearchParams) {
  const view = asView(search.get("view"));
  const pipeline = { ...(await planPipeline(ctx)), "deposit-paid": await depositPipeline(ctx) };
  const latest = latestVersions(ctx.db);
  const rows = await ctx.db
    .select({
      planId: treatmentPlans.id,
      reference: treatmentPlans.reference,
      patientName: treatmentPlans.patientName,
      language: treatmentPlans.language,
      createdAt: treatmentPlans.createdAt,
      version: latest.version,
      status: latest.status,
      totalCents: latest.totalCents,
      validUntil: latest.validUntil,
      sentAt: latest.sentAt,
    })
    .from(latest)
    .innerJoin(treatmentPlans, eq(treatmentPlans.id, latest.planId))
    .where(
      view === "deposit-paid"
        ? and(
            eq(latest.status, "accepted"),
            inArray(
              latest.planId,
              ctx.db
                .select({ id: planDeposits.planId })
                .from(planDeposits)
                .where(eq(planDeposits.status, "paid")),
            ),
          )
        : eq(latest.status, view),
    )
    .orderBy(desc(treatmentPlans.createdAt))
    .limit(500);
  const drafts = await ctx.db
    .select({ planId: treatmentPlanVersions.planId })
    .from(treatmentPlanVersions)
    .where(eq(treatmentPlanVersions.status, "draft"));
  const withDraft = new Set(drafts.map((d) => d.planId));
  return {
    view,
    views: pipelineViews.map((status) => ({
      status,
      count: pipeline[status].count,
      total: formatEurCents(pipeline[status].totalCents),
    })),
    plans: rows.map((row) => ({
      ...row,
      total: formatEurCents(row.totalCents),
      href: staffPlanPath(row.planId),
      hasDraft: row.status !== "draft" && withDraft.has(row.planId),
    })),
  };
}

/** The price list as /prices groups it, each item with its price, for the editor's select. */
const priceChoices = priceGroups.map((group) => ({
  title: group.title,
  items: group.items.map((id) => {
    const item = priceItems[id];
    return { id, title: item.title, price: item.eur === "FREE" ? "free" : formatEurCents(item.eur * 100) };
  }),
}));

const dentistChoices = dentists.map((d) => ({ slug: d.slug, name: `${d.name} (${d.role})` }));

/** The emails queued when the plan was last sent: the patient's and the clinic's notice. */
async function sentEmails(ctx: StaffContext, link: string, planId: string) {
  const rows = await ctx.db
    .select({ id: outbox.id, kind: outbox.kind, recipient: outbox.recipient, subject: outbox.subject })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.kind, "plan-sent"), like(outbox.textBody, `%${link}%`)),
        and(eq(outbox.kind, "plan-sent-staff"), like(outbox.textBody, `%${staffPlanPath(planId)}%`)),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(10);
  return ["plan-sent", "plan-sent-staff"].flatMap((kind) => rows.filter((r) => r.kind === kind).slice(0, 1));
}

/**
 * A plan's page, or null for no such plan. `?rows=` and `?visits=` are how many empty rows and
 * visits the editor adds (its "Add a row" and "Add a visit" buttons), `?sent=` names the version
 * just sent (its link and emails are shown), `?saved`, `?created`, `?revised` what was just done.
 */
export async function planPageView(ctx: StaffContext, planId: string, search: URLSearchParams) {
  const plan = await findPlan(ctx.db, planId).catch(() => null);
  if (!plan) return null;
  const versions = await versionsOf(ctx.db, planId);
  await recordAudit(ctx.db, ctx.staff, "plan.view", `plan:${planId}`, { versions: versions.length });
  const [credited] = plan.consultationBookingId
    ? await ctx.db
        .select({
          id: consultationBookings.id,
          reference: consultationBookings.reference,
          amountCents: consultationBookings.amountCents,
        })
        .from(consultationBookings)
        .where(eq(consultationBookings.id, plan.consultationBookingId))
    : [];
  const draft = versions.find((v) => v.status === "draft") ?? null;
  const sentVersion = Number(search.get("sent"));
  const link = versions.some((v) => v.sentAt) ? await planUrl(ctx.db, ctx.settings.siteUrl, planId) : null;
  const blank = (name: string, fallback: number, most: number) => {
    const n = Number.parseInt(search.get(name) ?? "", 10);
    return Math.min(Number.isInteger(n) && n >= 0 ? n : fallback, most);
  };
  const today = budapestToday(ctx.now());
  return {
    plan: {
      id: plan.id,
      reference: plan.reference,
      patientName: plan.patientName,
      patientEmail: plan.patientEmail,
      language: plan.language,
      currency: plan.currency,
      leadId: plan.leadId,
      discountCode: plan.discountCode,
    },
    discountPercent,
    credited: credited ?? null,
    versions: versions
      .map((v) => ({
        ...v,
        dentistName: v.dentist ? (findDentist(v.dentist)?.name ?? v.dentist) : null,
      }))
      .reverse(),
    draft: draft
      ? {
          version: draft.version,
          state: planFormStateOf(draft),
          blankRows: blank(
            "rows",
            draft.items.length === 0 ? 3 : 1,
            planFormLimits.rows - draft.items.length,
          ),
          blankVisits: blank(
            "visits",
            draft.visits.length === 0 ? 1 : 0,
            planFormLimits.visits - draft.visits.length,
          ),
        }
      : null,
    canRevise: !draft && versions.every((v) => v.status !== "accepted"),
    deposit: await depositView(ctx, planId),
    sent:
      link && Number.isInteger(sentVersion) && versions.some((v) => v.version === sentVersion && v.sentAt)
        ? { version: sentVersion, link, emails: await sentEmails(ctx, link, planId) }
        : null,
    notice: {
      created: search.has("created"),
      saved: search.has("saved"),
      revised: Number(search.get("revised")) || null,
      depositRefund: search.get("deposit-refund"),
    },
    priceChoices,
    dentistChoices,
    minDate: addDays(today, 1),
  };
}

/**
 * The newest plan of each of these people (by email, any case), for a list of bookings (the day
 * sheet): its reference, state and link. A part of a page that audits its own view.
 */
export async function latestPlansByEmail(ctx: StaffContext, emails: (string | null)[]) {
  const wanted = [
    ...new Set(emails.filter((e): e is string => Boolean(e)).map((e) => e.trim().toLowerCase())),
  ];
  const found = await Promise.all(
    wanted.map(async (email) => [email, (await plansForPerson(ctx, email))[0]] as const),
  );
  return new Map(
    found.flatMap(([email, plan]) =>
      plan
        ? [
            [
              email,
              { reference: plan.reference, status: plan.status, hasDraft: plan.hasDraft, href: plan.href },
            ],
          ]
        : [],
    ),
  );
}
