import { and, desc, eq, ne } from "drizzle-orm";
import { isLocale } from "~/content/locales";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { toCsv } from "~/lib/csv";
import type { ServiceContext, StaffContext } from "../context.server";
import { subscriberExportColumns } from "../leads/leads.server";
import { recordAudit, subjectHash } from "../staff/audit.server";

/** Newsletter sign-ups for the back office: the list, its export, unsubscribing. */

async function listSubscribers(db: Database) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt));
}

/** Every sign-up, or those of one language (?language=de). */
async function subscribersIn(db: Database, wanted: string | null) {
  const language = isLocale(wanted) ? wanted : null;
  return {
    language,
    rows: (await listSubscribers(db)).filter((row) => !language || row.language === language),
  };
}

/** /staff/subscribers: the sign-ups as the list shows them, in one language or all. */
export async function subscribersView(ctx: ServiceContext, search: URLSearchParams) {
  const { language, rows } = await subscribersIn(ctx.db, search.get("language"));
  return {
    language,
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      consentedAt: row.consentedAt,
      sourcePage: row.sourcePage,
      status: row.status,
      language: row.language,
    })),
    unsubscribed: search.has("unsubscribed"),
  };
}

/**
 * The list as CSV (the columns of `npm run leads -- --subscribers`, and the language each signed
 * up in), as the list shows it, with the file's name. The audit log records who took it, the
 * language chosen and how many rows.
 */
export async function subscriberListCsv(ctx: StaffContext, wanted: string | null) {
  const { language, rows } = await subscribersIn(ctx.db, wanted);
  await recordAudit(ctx.db, ctx.staff, "subscriber.export", null, {
    rows: rows.length,
    language: language ?? "all",
  });
  return {
    csv: toCsv(rows, [...subscriberExportColumns, "language"]),
    filename: `subscribers-${ctx.now().toISOString().slice(0, 10)}.csv`,
  };
}

/**
 * Staff unsubscribe an address as its own unsubscribe link does: the row stays, marked, so the
 * address is never sent a newsletter again (erasing it is the GDPR page's job). False when there
 * is no such subscriber on the list. The audit log names the address by its hash.
 */
export async function unsubscribe(ctx: StaffContext, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: ctx.now() })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning({ email: newsletterSubscribers.email });
  if (!row) return false;
  await recordAudit(ctx.db, ctx.staff, "subscriber.unsubscribe", subjectHash(row.email));
  return true;
}
