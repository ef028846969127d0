/**
 * What the medical history's tests share: answers to every question (no, unless a test says
 * otherwise), a German patient's answers with umlauts and free text, a link from a booking or a
 * plan, a member of staff, and the stored versions read straight from the table.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../app/db/client.server";
import { historyQuestions, type HistoryAnswer, type HistoryQuestionId } from "../../app/lib/medical-history";
import type { ServiceContext, StaffContext } from "../../app/services/context.server";
import { medicalHistoryUrl, type HistoryLinkSource } from "../../app/services/health/links.server";
import { newStaffMember } from "./context";

type Answers = Partial<Record<HistoryQuestionId, HistoryAnswer>>;

/** Every top-level question answered no, then the test's own answers over them. */
export function answersWith(given: Answers = {}): Answers {
  const answers: Answers = {};
  for (const question of historyQuestions) if (!question.parent) answers[question.id] = { answer: "no" };
  return { ...answers, ...given };
}

/** A whole submission: answers, medicines and the confirming name. */
export const historyInput = (
  confirmedName: string,
  given: { answers?: Answers; medicines?: { name: string; dose: string }[] } = {},
) => ({
  answers: answersWith(given.answers),
  medicines: given.medicines ?? [],
  confirmedName,
});

/** Greta Müller's answers: umlauts, ß and free text in German, each word as she wrote it. */
export const germanPatient = { name: "Greta Müller-Weiß", email: "greta.mueller@example.de" };
export const germanInput = () =>
  historyInput("  greta   müller-weiß ", {
    answers: {
      "general-health": { answer: "yes", detail: "Schilddrüsenunterfunktion, seit 2019 behandelt" },
      "allergy-penicillin": { answer: "yes", detail: "Penicillin-Allergie: Hautausschlag, Atemnot" },
      "takes-medicines": { answer: "yes" },
      smoking: { answer: "unknown", detail: "Gelegentlich, größtenteils auf Feiern – ca. 2 Stück" },
    },
    medicines: [
      { name: "L-Thyroxin 75 µg", dose: "1× täglich morgens, nüchtern" },
      { name: "Ibuprofen", dose: "bei Bedarf, höchstens 3× 400 mg" },
    ],
  });

export const tokenOf = (url: string) => url.split("/medical-history/")[1];

export async function historyToken(ctx: ServiceContext, source: HistoryLinkSource): Promise<string> {
  return tokenOf(await medicalHistoryUrl(ctx, source));
}

export const healthStaff = (ctx: ServiceContext): Promise<StaffContext> =>
  newStaffMember(ctx, "dentist@clinic.example");

/** Every stored version as the table holds it (no service in between). */
export async function storedVersions(ctx: ServiceContext) {
  return rowsOf<{
    history_id: string;
    version: number;
    key_id: string;
    iv: string;
    ciphertext: string;
    auth_tag: string;
    row: string;
  }>(
    await ctx.db.execute(
      sql`select v.*, v::text as row from medical_history_versions v order by v.history_id, v.version`,
    ),
  );
}

/** How many audit rows of an action there are. */
export async function auditCount(ctx: ServiceContext, action: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await ctx.db.execute(sql`select count(*)::int as count from audit_log where action = ${action}`),
  );
  return row.count;
}
