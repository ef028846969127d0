import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/** Newsletter sign-ups for the back office: the list, its export, unsubscribing. */

export async function listSubscribers(db: Database) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt));
}

/**
 * Unsubscribes an address as its own unsubscribe link does: the row stays, marked, so the
 * address is never sent a newsletter again (erasing it is the GDPR page's job). Returns the
 * address (for the audit log's hash), or null when there is no such subscriber on the list.
 */
export async function unsubscribe(db: Database, id: number, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}
