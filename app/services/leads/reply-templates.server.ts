import { asc, eq, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import type { templateActionSchema } from "~/lib/schemas/leads";
import { defaultReplyTemplates } from "~/content/staff-leads";
import type { Database } from "~/db/client.server";
import { replyTemplates } from "~/db/schema";
import { recordAudit } from "../staff/audit.server";
import type { StaffContext } from "../context.server";

/**
 * The clinic's reply templates (the /staff/leads/templates page and each lead's reply form):
 * listing them, in the clinic's order, with the defaults from app/content/staff-leads.ts seeded
 * while there are none; adding, editing, deleting and reordering them, each audited. Any
 * signed-in staff member may edit them: they are the clinic's words, not anyone's data.
 */

export type ReplyTemplate = typeof replyTemplates.$inferSelect;

export interface TemplateFields {
  name: string;
  subject: string;
  body: string;
}

/**
 * Every template, in order. An empty table gets the defaults first: inserted with their names
 * as the key, so two servers seeding at once store them once.
 */
export async function listReplyTemplates(db: Database): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.sortOrder), asc(replyTemplates.id));
  if (rows.length > 0) return rows;
  await db
    .insert(replyTemplates)
    .values(defaultReplyTemplates.map((template, i) => ({ ...template, sortOrder: i + 1 })))
    .onConflictDoNothing();
  return db.select().from(replyTemplates).orderBy(asc(replyTemplates.sortOrder), asc(replyTemplates.id));
}

type Outcome = "ok" | "duplicate" | "not-found";

/** Postgres's unique_violation: another template has the name. */
const isDuplicate = (error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
};

export async function createReplyTemplate(ctx: StaffContext, fields: TemplateFields): Promise<Outcome> {
  const { db, staff: actor } = ctx;
  try {
    await db.transaction(async (tx) => {
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${replyTemplates.sortOrder}), 0)::int` })
        .from(replyTemplates);
      const [row] = await tx
        .insert(replyTemplates)
        .values({ ...fields, sortOrder: Number(last) + 1, updatedBy: actor.id })
        .returning({ id: replyTemplates.id });
      await recordAudit(tx, actor, "reply-template.create", `template:${row.id}`);
    });
    return "ok";
  } catch (error) {
    if (isDuplicate(error)) return "duplicate";
    throw error;
  }
}

export async function updateReplyTemplate(
  ctx: StaffContext,
  id: number,
  fields: TemplateFields,
): Promise<Outcome> {
  const { db, staff: actor } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const updated = await tx
        .update(replyTemplates)
        .set({ ...fields, updatedAt: ctx.now(), updatedBy: actor.id })
        .where(eq(replyTemplates.id, id))
        .returning({ id: replyTemplates.id });
      if (updated.length === 0) return "not-found";
      await recordAudit(tx, actor, "reply-template.update", `template:${id}`);
      return "ok";
    });
  } catch (error) {
    if (isDuplicate(error)) return "duplicate";
    throw error;
  }
}

export async function deleteReplyTemplate(ctx: StaffContext, id: number): Promise<Outcome> {
  const { db, staff: actor } = ctx;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, id))
      .returning({ id: replyTemplates.id });
    if (deleted.length === 0) return "not-found";
    await recordAudit(tx, actor, "reply-template.delete", `template:${id}`);
    return "ok";
  });
}

/**
 * Moves a template one place up or down: the whole order is rewritten 1..n, so ties left by
 * older rows (or two people reordering at once) settle into one clear order.
 */
export async function moveReplyTemplate(
  ctx: StaffContext,
  id: number,
  direction: "up" | "down",
): Promise<Outcome> {
  const { db, staff: actor } = ctx;
  return db.transaction(async (tx) => {
    // One reorder at a time: each reads the order the previous one wrote.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reply-templates-order'))`);
    const rows = await tx
      .select({ id: replyTemplates.id })
      .from(replyTemplates)
      .orderBy(asc(replyTemplates.sortOrder), asc(replyTemplates.id));
    const at = rows.findIndex((row) => row.id === id);
    if (at === -1) return "not-found";
    const to = direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < rows.length) [rows[at], rows[to]] = [rows[to], rows[at]];
    for (const [i, row] of rows.entries()) {
      await tx
        .update(replyTemplates)
        .set({ sortOrder: i + 1 })
        .where(eq(replyTemplates.id, row.id));
    }
    await recordAudit(tx, actor, "reply-template.move", `template:${id}`, { direction });
    return "ok";
  });
}

export type TemplateChange = z.output<typeof templateActionSchema>;

/** The templates page's one form: add, save, delete, or move a template up or down. */
export function changeReplyTemplates(ctx: StaffContext, change: TemplateChange): Promise<Outcome> {
  switch (change.intent) {
    case "create":
      return createReplyTemplate(ctx, { name: change.name, subject: change.subject, body: change.body });
    case "update":
      return updateReplyTemplate(ctx, change.id, {
        name: change.name,
        subject: change.subject,
        body: change.body,
      });
    case "delete":
      return deleteReplyTemplate(ctx, change.id);
    default:
      return moveReplyTemplate(ctx, change.id, change.intent);
  }
}
