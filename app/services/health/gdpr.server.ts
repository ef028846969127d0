/**
 * A person's medical history in their GDPR requests (patients/gdpr.server.ts): what the search
 * counts (each version's facts, no answer), what the export gives them (every version
 * decrypted: their own answers), and the erasure (their history and every version, and the
 * reminder claims of their bookings), in the erasure's transaction.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  consultationBookings,
  medicalHistories,
  medicalHistoryReminders,
  medicalHistoryVersions,
} from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { openVersion } from "./crypto.server";
import { personEmail } from "./records.server";

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "delete" | "select">;

/** Each version's facts: which history, its number, when, in which language, under which key. */
export async function historyVersionFacts(db: Reader, email: string) {
  return db
    .select({
      historyId: medicalHistoryVersions.historyId,
      version: medicalHistoryVersions.version,
      submittedAt: medicalHistoryVersions.submittedAt,
      language: medicalHistoryVersions.language,
      keyId: medicalHistoryVersions.keyId,
    })
    .from(medicalHistoryVersions)
    .innerJoin(medicalHistories, eq(medicalHistories.id, medicalHistoryVersions.historyId))
    .where(eq(medicalHistories.email, personEmail(email)))
    .orderBy(asc(medicalHistoryVersions.version));
}

/** Every version of the person's history, decrypted (a version that cannot be throws: never left out). */
export async function exportHistory(ctx: Pick<ServiceContext, "db" | "settings" | "log">, email: string) {
  const versions = await ctx.db
    .select({ version: medicalHistoryVersions })
    .from(medicalHistoryVersions)
    .innerJoin(medicalHistories, eq(medicalHistories.id, medicalHistoryVersions.historyId))
    .where(eq(medicalHistories.email, personEmail(email)))
    .orderBy(asc(medicalHistoryVersions.version));
  return versions.map(({ version: row }) => ({
    version: row.version,
    submittedAt: row.submittedAt,
    language: row.language,
    ...openVersion(ctx, row),
  }));
}

/** Deletes the person's history with every version, and their bookings' reminder claims. */
export async function eraseHistory(
  tx: Writer,
  email: string,
): Promise<{ versionsDeleted: number; remindersDeleted: number }> {
  const theirBookings = tx
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(sql`lower(${consultationBookings.customerEmail}) = ${personEmail(email)}`);
  const reminders = await tx
    .delete(medicalHistoryReminders)
    .where(inArray(medicalHistoryReminders.bookingId, theirBookings))
    .returning({ bookingId: medicalHistoryReminders.bookingId });
  const theirHistories = tx
    .select({ id: medicalHistories.id })
    .from(medicalHistories)
    .where(eq(medicalHistories.email, personEmail(email)));
  const versions = await tx
    .delete(medicalHistoryVersions)
    .where(inArray(medicalHistoryVersions.historyId, theirHistories))
    .returning({ version: medicalHistoryVersions.version });
  await tx.delete(medicalHistories).where(eq(medicalHistories.email, personEmail(email)));
  return { versionsDeleted: versions.length, remindersDeleted: reminders.length };
}
