/**
 * The back office's pages for leads: the inbox (/staff/leads) and its CSV, one lead's page
 * (/staff/leads/:leadId) with its files, history and reply form, and the reply templates page.
 */
import { plainFirstName } from "~/content/lead-emails";
import { fillTemplate, type InboxView } from "~/content/staff-leads";
import { leadInboxSchema, type LeadInboxQuery } from "~/lib/schemas/leads";
import { NOT_KNOWN_SOURCE } from "~/lib/visit-columns";
import type { StaffContext } from "../context.server";
import { newOnceKey } from "../platform/once.server";
import { listStaffAccounts } from "../staff/accounts.server";
import { plansForLead } from "../plans/staff-views.server";
import { queryHash, recordAudit } from "../staff/audit.server";
import { fileLinkSecret, filesOfLead, signFileLink } from "../uploads/lead-files.server";
import { leadsSpreadsheet } from "./export.server";
import { leadHistory } from "./history.server";
import { inboxPage } from "./inbox.server";
import { leadDetail, leadFilterOptions } from "./records.server";
import { listReplyTemplates } from "./reply-templates.server";

/** The view and filter from the address bar; anything unreadable filters nothing. */
function inboxQuery(search: URLSearchParams): LeadInboxQuery {
  const parsed = leadInboxSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : {};
}

/**
 * The inbox: one view's page of rows, every view's count, the filters' choices. A search typed
 * into it is in the audit log as a search is (the query's hash, how many leads it found).
 */
export async function leadsInboxView(ctx: StaffContext, search: URLSearchParams) {
  const filter = inboxQuery(search);
  const view: InboxView = filter.view ?? "all";
  const now = ctx.now();
  const [result, options] = await Promise.all([
    inboxPage(ctx.db, filter, view, { userId: ctx.staff.id, now }),
    leadFilterOptions(ctx.db),
  ]);
  if (filter.q)
    await recordAudit(ctx.db, ctx.staff, "lead.search", queryHash(filter.q), {
      rows: result.total,
      ...filterDetail(filter, view),
    });
  const query = new URLSearchParams(search);
  query.delete("page");
  // A source from a link (the dashboard's) stays chosen in the select, with leads from it or not.
  const sources =
    filter.source && filter.source !== NOT_KNOWN_SOURCE && !options.sources.includes(filter.source)
      ? [...options.sources, filter.source]
      : options.sources;
  return { ...result, options: { ...options, sources }, filter, view, now, query: query.toString() };
}

/**
 * The inbox's current view and filters as CSV ("Export these leads"), with the file's name.
 * Personal data leaves the back office: the audit log records who took it, the filter (a typed
 * search only as its hash) and how many rows.
 */
export async function leadsInboxCsv(ctx: StaffContext, filter: LeadInboxQuery) {
  const now = ctx.now();
  const view = filter.view ?? "all";
  const { csv, rows } = await leadsSpreadsheet(ctx.db, filter, view, { userId: ctx.staff.id, now });
  await recordAudit(ctx.db, ctx.staff, "lead.export", null, {
    rows,
    ...filterDetail(filter, view),
    ...(filter.q ? { query: queryHash(filter.q) } : {}),
  });
  return { csv, filename: `leads-${now.toISOString().slice(0, 10)}.csv` };
}

/** The filters a list used, as the audit log keeps them (the words typed are not among them). */
function filterDetail(filter: LeadInboxQuery, view: InboxView): Record<string, string> {
  const { status, treatment, form, from, to, language, source } = filter;
  const chosen = { view, status, treatment, form, from, to, language, source };
  return Object.fromEntries(
    Object.entries(chosen).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

/**
 * One lead's page, or null for no such lead: everything it was sent with, its files (each link
 * signed for the next ten minutes: a reload makes fresh ones), its history, and the reply form,
 * filled in from a template when one is chosen (?template=<id>).
 */
export async function leadPageView(ctx: StaffContext, leadId: string, search: URLSearchParams) {
  const { db } = ctx;
  const lead = await leadDetail(db, leadId);
  if (!lead) return null;
  const [files, secret, history, templates, accounts, plans] = await Promise.all([
    filesOfLead(db, lead.id),
    fileLinkSecret(db),
    leadHistory(db, lead.id),
    listReplyTemplates(db),
    listStaffAccounts(db),
    plansForLead(ctx, lead.id),
  ]);
  const attachments = files.map((file) => ({
    ...file,
    href: signFileLink(secret, file.id, ctx.now().getTime()),
  }));
  const chosen = templates.find((t) => String(t.id) === search.get("template"));
  const facts = { firstName: plainFirstName(lead.name), siteUrl: ctx.settings.siteUrl };
  const draft = chosen
    ? {
        template: chosen.name,
        subject: fillTemplate(chosen.subject, facts),
        body: fillTemplate(chosen.body, facts),
      }
    : { template: "", subject: "", body: "" };
  return {
    lead,
    plans,
    attachments,
    history,
    accounts,
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
    chosenId: chosen?.id ?? null,
    draft,
    firstName: facts.firstName,
    clinicInbox: ctx.settings.clinicInbox,
    saved: search.get("saved") ?? "",
    // A double click or a resend sends the reply once (app/services/platform/once.server.ts).
    once: newOnceKey(),
  };
}

/** The reply templates page: every template in the clinic's order, and what was just done. */
export async function replyTemplatesView(ctx: StaffContext, search: URLSearchParams) {
  return { templates: await listReplyTemplates(ctx.db), done: search.get("done") ?? "" };
}
