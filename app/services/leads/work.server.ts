import { and, eq, isNull } from "drizzle-orm";
import { leadEvents, leadNotes, leads, staffAccounts } from "~/db/schema";
import type { LeadStatus } from "~/lib/lead-status";
import { recordAudit } from "../staff/audit.server";
import type { StaffContext } from "../context.server";

/**
 * The one form on a lead's page that records the work on it: status, assignee and a note,
 * saved together in one transaction, each change a line of the lead's history, the whole an
 * audit row (ids and what changed, never the note's words). Moving on from 'new' counts as
 * the lead being answered (a call, a WhatsApp chat) and leaves the "Unanswered" view.
 */

export interface LeadWork {
  status: LeadStatus;
  /** An account id, or null for nobody. */
  assigneeId: string | null;
  /** Empty: no note this time. */
  note?: string;
}

export type LeadWorkOutcome = "saved" | "no-lead" | "no-account";

export async function saveLeadWork(
  ctx: StaffContext,
  leadId: string,
  work: LeadWork,
): Promise<LeadWorkOutcome> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, assigneeId: leads.assigneeId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "no-lead";
    let assigneeEmail: string | null = null;
    if (work.assigneeId) {
      const [account] = await tx
        .select({ email: staffAccounts.email })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, work.assigneeId));
      if (!account) return "no-account";
      assigneeEmail = account.email;
    }
    const detail: Record<string, string | number> = {};
    const event = (kind: "status" | "assignee" | "note", facts: Record<string, string | number | null>) =>
      tx.insert(leadEvents).values({ leadId, at: now, actorId: actor.id, kind, detail: facts });

    if (work.status !== lead.status) {
      await tx.update(leads).set({ status: work.status }).where(eq(leads.id, leadId));
      if (lead.status === "new") {
        await tx
          .update(leads)
          .set({ answeredAt: now })
          .where(and(eq(leads.id, leadId), isNull(leads.answeredAt)));
      }
      await event("status", { from: lead.status, to: work.status });
      detail.status = work.status;
    }
    if (work.assigneeId !== lead.assigneeId) {
      await tx.update(leads).set({ assigneeId: work.assigneeId }).where(eq(leads.id, leadId));
      await event("assignee", { to: work.assigneeId, email: assigneeEmail });
      detail.assignee = work.assigneeId ?? "nobody";
    }
    if (work.note) {
      const [note] = await tx
        .insert(leadNotes)
        .values({ leadId, authorId: actor.id, body: work.note, createdAt: now })
        .returning({ id: leadNotes.id });
      await event("note", { noteId: note.id });
      detail.note = note.id;
    }
    if (Object.keys(detail).length > 0) await recordAudit(tx, actor, "lead.update", `lead:${leadId}`, detail);
    return "saved";
  });
}
