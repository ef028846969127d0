import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/** Newsletter sign-ups for the back office: the list, its export, unsubscribing. */

export async function listSubscribers(db: Database) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt));
}

/**
 * Confirmed or pending, when the table records confirmation (a `confirmedAt` column, from
 * double opt-in); null while it does not, and the page shows no status.
 */
export function subscriberStatus(row: object): "confirmed" | "pending" | null {
  if (!("confirmedAt" in row)) return null;
  return row.confirmedAt ? "confirmed" : "pending";
}

/** Removes the sign-up; returns its address (for the audit log's hash), or null. */
export async function unsubscribe(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}
