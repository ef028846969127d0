import { createHash } from "node:crypto";
import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { StaffUser } from "./types.server";

/**
 * The audit log: who did what to whose data, and when. The person is named by a hash of their
 * lower-cased email, so the log itself holds no personal data and survives their erasure; an
 * auditor who knows an address can still find its rows by hashing it.
 */
export const subjectHash = (email: string) =>
  `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/**
 * A search's query as the audit log keeps it: the SHA-256 of the query tidied (Unicode NFKC, runs
 * of spaces as one, trimmed, lower case), never its words. An address searched for hashes as
 * `subjectHash` names that person, so an auditor who knows what to look for can find it. A short
 * or common query can be guessed back from its hash: the hash keeps names out of the log, it is
 * not a secret.
 */
export const queryHash = (query: string) => subjectHash(query.normalize("NFKC").replace(/\s+/g, " "));

type Writer = Pick<Database, "insert">;

export async function recordAudit(
  db: Writer,
  actor: Pick<StaffUser, "id" | "email">,
  action: string,
  subject: string | null,
  detail: Record<string, string | number> = {},
): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, subject, detail });
}

export async function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
