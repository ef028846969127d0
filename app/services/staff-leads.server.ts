import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadNotes, leads, outbox, staffAccounts } from "~/db/schema";
import type { LeadStatus } from "~/lib/lead-status";
import { filterDay, type LeadFilter } from "~/lib/staff-schemas";

/** The back office's leads inbox: search, filters, paging, a lead's page and its workflow. */

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

/** One page of the inbox, newest first. */
export async function searchLeads(db: Database, filter: LeadFilter) {
  const where = leadConditions(filter);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(leads).where(where);
  const pages = Math.max(1, Math.ceil(Number(total) / LEADS_PER_PAGE));
  const page = Math.min(filter.page ?? 1, pages);
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      treatment: leads.treatment,
      formId: leads.formId,
      status: leads.status,
      assignee: staffAccounts.email,
    })
    .from(leads)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.assigneeId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE);
  return { rows, total: Number(total), page, pages };
}

/** Every lead the filter matches, oldest first: what the CSV export writes. */
export async function leadsMatching(db: Database, filter: LeadFilter) {
  return db.select().from(leads).where(leadConditions(filter)).orderBy(asc(leads.createdAt));
}

/** The values the filters offer (only what exists). */
export async function leadFilterOptions(db: Database) {
  const [treatments, forms] = await Promise.all([
    db
      .selectDistinct({ value: leads.treatment })
      .from(leads)
      .where(sql`${leads.treatment} is not null`)
      .orderBy(leads.treatment),
    db.selectDistinct({ value: leads.formId }).from(leads).orderBy(leads.formId),
  ]);
  return { treatments: treatments.map((t) => t.value!), forms: forms.map((f) => f.value) };
}

export async function newLeadCount(db: Database): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.status, "new"));
  return Number(count);
}

/**
 * A lead with everything it was sent with, its notes and its emails' delivery state. Lead
 * emails are written in the lead's own transaction, so they are the lead-kind rows to or
 * replying to its address within a minute of it.
 */
export async function leadDetail(db: Database, id: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const window = 60_000;
  const [notes, emails] = await Promise.all([
    db
      .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, author: staffAccounts.email })
      .from(leadNotes)
      .leftJoin(staffAccounts, eq(staffAccounts.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        subject: outbox.subject,
        attempts: outbox.attempts,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
      })
      .from(outbox)
      .where(
        and(
          sql`${outbox.kind} in ('lead-staff', 'lead-ack')`,
          or(eq(outbox.recipient, lead.email), eq(outbox.replyTo, lead.email)),
          gte(outbox.createdAt, new Date(lead.createdAt.getTime() - window)),
          lt(outbox.createdAt, new Date(lead.createdAt.getTime() + window)),
        ),
      )
      .orderBy(asc(outbox.id)),
  ]);
  return { lead, notes, emails };
}

export async function setLeadStatus(db: Database, id: string, status: LeadStatus): Promise<boolean> {
  const updated = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning({ id: leads.id });
  return updated.length > 0;
}

export async function addLeadNote(db: Database, leadId: string, authorId: string, body: string) {
  await db.insert(leadNotes).values({ leadId, authorId, body });
}

/** Assigns the lead to a staff account, or to nobody (an empty id). */
export async function assignLead(db: Database, leadId: string, assigneeId: string | null): Promise<boolean> {
  if (assigneeId) {
    const [account] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, assigneeId));
    if (!account) return false;
  }
  const updated = await db
    .update(leads)
    .set({ assigneeId })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return updated.length > 0;
}
