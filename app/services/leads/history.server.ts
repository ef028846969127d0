import { and, asc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadEvents, leadNotes, leads, outbox, staffAccounts } from "~/db/schema";
import type { HistoryEntry } from "~/lib/lead-history";

/**
 * A lead's history, oldest first, as its page shows it: its arrival, every email about it
 * (the clinic's notice, the acknowledgement, each reply) with whether it went, status and
 * assignee changes and notes, each with who did it. Read from `lead_events`, the outbox rows
 * tied to the lead, and `lead_notes`. Emails queued before the outbox knew its lead (before
 * migration 0007) are found as they were: lead-kind rows to or from its address within a
 * minute of its arrival.
 */

const OLD_EMAIL_WINDOW_MS = 60_000;

export async function leadHistory(db: Database, leadId: string): Promise<HistoryEntry[]> {
  const [lead] = await db
    .select({ email: leads.email, createdAt: leads.createdAt, formId: leads.formId })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return [];
  const [events, notes, emails, accounts] = await Promise.all([
    db
      .select({
        id: leadEvents.id,
        at: leadEvents.at,
        kind: leadEvents.kind,
        detail: leadEvents.detail,
        actor: staffAccounts.email,
      })
      .from(leadEvents)
      .leftJoin(staffAccounts, eq(staffAccounts.id, leadEvents.actorId))
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.at), asc(leadEvents.id)),
    db
      .select({ id: leadNotes.id, body: leadNotes.body, at: leadNotes.createdAt, actor: staffAccounts.email })
      .from(leadNotes)
      .leftJoin(staffAccounts, eq(staffAccounts.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, leadId)),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        subject: outbox.subject,
        sentAt: outbox.sentAt,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        at: outbox.createdAt,
      })
      .from(outbox)
      .where(
        or(
          eq(outbox.leadId, leadId),
          and(
            isNull(outbox.leadId),
            inArray(outbox.kind, ["lead-staff", "lead-ack"]),
            or(eq(outbox.recipient, lead.email), eq(outbox.replyTo, lead.email)),
            gte(outbox.createdAt, new Date(lead.createdAt.getTime() - OLD_EMAIL_WINDOW_MS)),
            lt(outbox.createdAt, new Date(lead.createdAt.getTime() + OLD_EMAIL_WINDOW_MS)),
          ),
        ),
      ),
    db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts),
  ]);
  const accountEmail = new Map(accounts.map((a) => [a.id, a.email]));
  const emailById = new Map(emails.map((e) => [e.id, e]));
  const entries: HistoryEntry[] = [];
  const repliedEmails = new Set<number>();
  let received = false;

  for (const event of events) {
    const d = event.detail;
    if (event.kind === "received") {
      received = true;
      entries.push({ kind: "received", at: event.at, formId: lead.formId });
    } else if (event.kind === "reply") {
      const email = typeof d.outboxId === "number" ? (emailById.get(d.outboxId) ?? null) : null;
      if (email) repliedEmails.add(email.id);
      entries.push({
        kind: "reply",
        at: event.at,
        actor: event.actor,
        subject: String(d.subject ?? email?.subject ?? ""),
        template: typeof d.template === "string" ? d.template : null,
        email,
      });
    } else if (event.kind === "status") {
      entries.push({
        kind: "status",
        at: event.at,
        actor: event.actor,
        from: String(d.from),
        to: String(d.to),
      });
    } else if (event.kind === "assignee") {
      const to = typeof d.to === "string" ? (accountEmail.get(d.to) ?? String(d.email ?? "")) : null;
      entries.push({ kind: "assignee", at: event.at, actor: event.actor, to: to || null });
    }
    // Notes are told from lead_notes below: older notes have no event, and the words are there.
  }
  if (!received) entries.push({ kind: "received", at: lead.createdAt, formId: lead.formId });
  for (const email of emails) {
    // An email about a lead never comes before it (the clocks of two servers may disagree).
    const at = email.at < lead.createdAt ? lead.createdAt : email.at;
    if (!repliedEmails.has(email.id)) entries.push({ kind: "email", at, email });
  }
  for (const note of notes) entries.push({ kind: "note", at: note.at, actor: note.actor, body: note.body });

  // Oldest first; at the same moment, in the order things happen (arrival, its emails, work).
  const rank: Record<HistoryEntry["kind"], number> = {
    received: 0,
    email: 1,
    reply: 2,
    status: 3,
    assignee: 4,
    note: 5,
  };
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort(
      (a, b) =>
        a.entry.at.getTime() - b.entry.at.getTime() || rank[a.entry.kind] - rank[b.entry.kind] || a.i - b.i,
    )
    .map(({ entry }) => entry);
}
