/**
 * Finding and storing medical histories: a person's history by their email (lower-cased and
 * trimmed, as it is stored), its versions in order, the latest of several people's at once, and
 * a new version, numbered after the last under the history's row lock so two submissions at
 * once make versions n and n + 1, never one over the other.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/content/locales";
import type { Database } from "~/db/client.server";
import { medicalHistories, medicalHistoryVersions } from "~/db/schema";
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import type { ServiceContext } from "../context.server";
import { sealAnswers } from "./crypto.server";

type Reader = Pick<Database, "select">;
export type History = typeof medicalHistories.$inferSelect;
export type HistoryVersion = typeof medicalHistoryVersions.$inferSelect;

/** How a history's owner is written: their address, trimmed and lower-cased. */
export const personEmail = (email: string) => email.trim().toLowerCase();

export async function historyOf(db: Reader, email: string): Promise<History | undefined> {
  const [history] = await db
    .select()
    .from(medicalHistories)
    .where(eq(medicalHistories.email, personEmail(email)));
  return history;
}

/** Every version of a history, the first first. */
export async function versionsOf(db: Reader, historyId: string): Promise<HistoryVersion[]> {
  return db
    .select()
    .from(medicalHistoryVersions)
    .where(eq(medicalHistoryVersions.historyId, historyId))
    .orderBy(asc(medicalHistoryVersions.version));
}

export async function latestVersionOf(db: Reader, historyId: string): Promise<HistoryVersion | undefined> {
  const [latest] = await db
    .select()
    .from(medicalHistoryVersions)
    .where(eq(medicalHistoryVersions.historyId, historyId))
    .orderBy(desc(medicalHistoryVersions.version))
    .limit(1);
  return latest;
}

/** Several people's histories with each one's latest version (people without one are left out). */
export async function latestOfPeople(
  db: Reader,
  emails: readonly string[],
): Promise<{ history: History; latest: HistoryVersion }[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ history: medicalHistories, latest: medicalHistoryVersions })
    .from(medicalHistories)
    .innerJoin(medicalHistoryVersions, eq(medicalHistoryVersions.historyId, medicalHistories.id))
    .where(
      and(
        inArray(medicalHistories.email, emails.map(personEmail)),
        eq(
          medicalHistoryVersions.version,
          sql`(select max(v.version) from ${medicalHistoryVersions} v where v.history_id = ${medicalHistories.id})`,
        ),
      ),
    );
  return rows;
}

/**
 * Stores a new version of the person's history (made with their first one), encrypted under the
 * current key: the next number after the last, read under the history's row lock.
 */
export async function storeVersion(
  ctx: Pick<ServiceContext, "db" | "settings" | "now">,
  person: { email: string; language: Locale },
  answers: MedicalHistoryAnswers,
): Promise<{ historyId: string; version: number; submittedAt: Date }> {
  const email = personEmail(person.email);
  const submittedAt = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(medicalHistories).values({ email, language: person.language }).onConflictDoNothing();
    const [history] = await tx
      .select()
      .from(medicalHistories)
      .where(eq(medicalHistories.email, email))
      .for("update");
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${medicalHistoryVersions.version}), 0)` })
      .from(medicalHistoryVersions)
      .where(eq(medicalHistoryVersions.historyId, history.id));
    const version = Number(last.version) + 1;
    const sealed = sealAnswers(ctx.settings.healthKeys, { historyId: history.id, version }, answers);
    await tx
      .insert(medicalHistoryVersions)
      .values({ historyId: history.id, version, submittedAt, language: person.language, ...sealed });
    if (history.language !== person.language)
      await tx
        .update(medicalHistories)
        .set({ language: person.language })
        .where(eq(medicalHistories.id, history.id));
    return { historyId: history.id, version, submittedAt };
  });
}
