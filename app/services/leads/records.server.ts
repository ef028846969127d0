import { and, eq, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leads } from "~/db/schema";
import { filterDay, type LeadFilter } from "~/lib/schemas/staff";
import { NOT_KNOWN_SOURCE } from "~/lib/visit-columns";

/**
 * The back office's leads inbox: its filters as SQL, the values they offer, the count of new
 * leads in the menu, a lead as sent. The views are inbox.server.ts's, the work on a lead
 * work.server.ts's and replies.server.ts's.
 */

export const LEADS_PER_PAGE = 25;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** The filter as SQL; the inbox, its paging and its CSV export all use this one. */
export function leadConditions(filter: LeadFilter): SQL | undefined {
  const from = filterDay(filter.from);
  const to = filterDay(filter.to);
  return and(
    filter.q
      ? or(
          ilike(leads.name, likePattern(filter.q)),
          ilike(leads.email, likePattern(filter.q)),
          ilike(leads.message, likePattern(filter.q)),
          ilike(leads.phone, likePattern(filter.q)),
        )
      : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.treatment ? eq(leads.treatment, filter.treatment) : undefined,
    filter.form ? eq(leads.formId, filter.form) : undefined,
    from ? gte(leads.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(leads.createdAt, nextDay(to)) : undefined,
  );
}

/** The values the filters offer (only what exists). */
export async function leadFilterOptions(db: Database) {
  const [treatments, forms, sources] = await Promise.all([
    db
      .selectDistinct({ value: leads.treatment })
      .from(leads)
      .where(sql`${leads.treatment} is not null`)
      .orderBy(leads.treatment),
    db.selectDistinct({ value: leads.formId }).from(leads).orderBy(leads.formId),
    // "Not known" is always offered; a source called 'unknown' is filtered with it.
    db
      .selectDistinct({ value: leads.visitSource })
      .from(leads)
      .where(and(sql`${leads.visitSource} is not null`, ne(leads.visitSource, NOT_KNOWN_SOURCE)))
      .orderBy(leads.visitSource),
  ]);
  return {
    treatments: treatments.map((t) => t.value!),
    forms: forms.map((f) => f.value),
    sources: sources.map((s) => s.value!),
  };
}

export async function newLeadCount(db: Database): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.status, "new"));
  return Number(count);
}

/** A lead as it was sent, with its workflow fields; its history is history.server.ts's. */
export async function leadDetail(db: Database, id: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead ?? null;
}
