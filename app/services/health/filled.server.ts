/**
 * Whether each of several people has a medical history, read from the plain columns alone (no
 * version is decrypted): for the day's export, which may say "filled in" or not and nothing more,
 * since a file leaves the audited back office. Records no audit row of its own: the use case that
 * asks (the export) records its row, with how many histories it named.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { medicalHistories } from "~/db/schema";
import { personEmail } from "./records.server";

/** The addresses, lower-cased and trimmed, of the people asked for who have a history. */
export async function peopleWithHistory(
  db: Pick<Database, "select">,
  emails: readonly string[],
): Promise<Set<string>> {
  const people = [...new Set(emails.map(personEmail).filter(Boolean))];
  if (people.length === 0) return new Set();
  const rows = await db
    .select({ email: medicalHistories.email })
    .from(medicalHistories)
    .where(inArray(medicalHistories.email, people));
  return new Set(rows.map((row) => row.email));
}
