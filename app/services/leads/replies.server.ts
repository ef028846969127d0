import { and, eq, isNull } from "drizzle-orm";
import { leadEvents, leads } from "~/db/schema";
import { recordAudit } from "../staff/audit.server";
import { claimOnce } from "../platform/once.server";
import { queueEmails } from "../mail/outbox.server";
import type { StaffContext } from "../context.server";

/**
 * Answering a lead by email from its page: the reply is queued in the outbox (tied to the lead,
 * replies coming back to the clinic's inbox), recorded in the lead's history with the template
 * it started from, and marks the lead answered, all in one transaction: a reply in the history
 * is a reply that will be sent. A 'new' lead becomes 'contacted'.
 */

export interface LeadReply {
  leadId: string;
  subject: string;
  body: string;
  /** The template it started from, by name (templates can be renamed or deleted later). */
  templateName?: string;
  /** The form's once-key (app/services/platform/once.server.ts): a second send of the same form sends nothing. */
  once?: string;
}

/** The patient's answer goes to CLINIC_INBOX. */
export async function sendLeadReply(
  ctx: StaffContext,
  reply: LeadReply,
): Promise<{ outboxId: number; repeated?: false } | { outboxId: null; repeated: true } | null> {
  const { db, staff: actor, settings } = ctx;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    if (reply.once && !(await claimOnce(tx, reply.once))) return { outboxId: null, repeated: true as const };
    // Locked, so two replies at once agree on which was the first and on the status change.
    const [lead] = await tx
      .select({ id: leads.id, email: leads.email, status: leads.status, answeredAt: leads.answeredAt })
      .from(leads)
      .where(eq(leads.id, reply.leadId))
      .for("update");
    if (!lead) return null;
    const [outboxId] = await queueEmails(tx, [
      {
        kind: "lead-reply",
        to: lead.email,
        replyTo: settings.clinicInbox,
        subject: reply.subject,
        text: reply.body,
        leadId: lead.id,
      },
    ]);
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      at: now,
      actorId: actor.id,
      kind: "reply",
      detail: { template: reply.templateName ?? null, outboxId, subject: reply.subject },
    });
    if (lead.status === "new") {
      await tx.update(leads).set({ status: "contacted" }).where(eq(leads.id, lead.id));
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        at: now,
        actorId: actor.id,
        kind: "status",
        detail: { from: "new", to: "contacted" },
      });
    }
    await tx
      .update(leads)
      .set({ answeredAt: now })
      .where(and(eq(leads.id, lead.id), isNull(leads.answeredAt)));
    await recordAudit(tx, actor, "lead.reply", `lead:${lead.id}`, { outboxId });
    return { outboxId };
  });
}
