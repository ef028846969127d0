import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { inboxViews, type InboxView } from "~/content/staff-leads";
import type { Database } from "~/db/client.server";
import { leadFiles, leads, staffAccounts } from "~/db/schema";
import { addDays, budapestInstant, budapestToday } from "~/lib/event-dates";
import type { Locale } from "~/content/locales";
import type { LeadFilter } from "~/lib/schemas/staff";
import { NOT_KNOWN_SOURCE } from "~/lib/visit-columns";
import { LEADS_PER_PAGE, leadConditions } from "./records.server";

/**
 * The inbox's views: Unanswered (no reply yet and still 'new', oldest first: the partial index
 * `leads_unanswered_idx` serves it), Today (arrived since Budapest midnight), Assigned to me,
 * and All; each with its count under the same filters, and rows with what a receptionist
 * scans for: phone, the message's first line, how many files came with it, how long it waited.
 */

export interface ViewContext {
  /** The signed-in account ("Assigned to me"). */
  userId: string;
  now: Date;
}

/** The view as SQL, on top of the filters. */
export function viewCondition(view: InboxView, context: ViewContext): SQL | undefined {
  if (view === "unanswered") return isNull(leads.answeredAt);
  if (view === "mine") return eq(leads.assigneeId, context.userId);
  if (view === "today") {
    const today = budapestToday(context.now);
    return and(
      gte(leads.createdAt, budapestInstant(today, "00:00")),
      lt(leads.createdAt, budapestInstant(addDays(today, 1), "00:00")),
    );
  }
  return undefined;
}

/** The inbox's filters: the shared ones, the patient's language and what brought them. */
export type InboxFilter = LeadFilter & { language?: Locale; source?: string };

/** The shared filters (records.server.ts), the language and the source. */
export const inboxConditions = (filter: InboxFilter): SQL | undefined =>
  and(
    leadConditions(filter),
    filter.language ? eq(leads.language, filter.language) : undefined,
    sourceCondition(filter.source),
  );

function sourceCondition(source: string | undefined): SQL | undefined {
  if (!source) return undefined;
  if (source === NOT_KNOWN_SOURCE)
    return or(isNull(leads.visitSource), eq(leads.visitSource, NOT_KNOWN_SOURCE));
  return eq(leads.visitSource, source);
}

/** Oldest first for the unanswered (answer from the top), newest first elsewhere. */
export const viewOrder = (view: InboxView) =>
  view === "unanswered" ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];

const PREVIEW_LENGTH = 90;

/** The first non-empty line of a message, cut at a word near 90 characters. */
export function firstLine(message: string | null): string {
  const line =
    (message ?? "")
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? "";
  if (line.length <= PREVIEW_LENGTH) return line;
  const cut = line.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function inboxPage(db: Database, filter: InboxFilter, view: InboxView, context: ViewContext) {
  const filters = inboxConditions(filter);
  const where = and(filters, viewCondition(view, context));
  const countsOf = await Promise.all(
    inboxViews.map(async (v) => {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(leads)
        .where(and(filters, viewCondition(v, context)));
      return [v, Number(total)] as const;
    }),
  );
  const counts = Object.fromEntries(countsOf) as Record<InboxView, number>;
  const total = counts[view];
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const page = Math.min(filter.page ?? 1, pages);
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      treatment: leads.treatment,
      discountCode: leads.discountCode,
      formId: leads.formId,
      language: leads.language,
      status: leads.status,
      answeredAt: leads.answeredAt,
      message: sql<string | null>`left(${leads.message}, 400)`,
      files: sql<number>`(select count(*)::int from ${leadFiles} where ${leadFiles.leadId} = ${leads.id})`,
      assignee: staffAccounts.email,
    })
    .from(leads)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.assigneeId))
    .where(where)
    .orderBy(...viewOrder(view))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE);
  return {
    rows: rows.map(({ message, files, ...row }) => ({
      ...row,
      preview: firstLine(message),
      files: Number(files),
    })),
    counts,
    total,
    page,
    pages,
  };
}
