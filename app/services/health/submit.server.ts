/**
 * The patient sends their medical history through their private link: checked in their
 * language (app/lib/schemas/medical-history.ts), confirmed by the name on the booking or plan
 * typed again (trimmed, spaces as one, any case, as a plan's acceptance), and stored as a new
 * version of the person's history, encrypted (records.server.ts); earlier versions are kept.
 * Refused with a `HealthError` in the patient's language once the link no longer takes answers
 * (open-until.server.ts). Nothing of the answers is logged: the log line names the history,
 * the version and the kind of link. The reminder to fill it in, if one waits, is withdrawn.
 */
import { medicalHistoryRefusalsIn } from "~/content/in/medical-history";
import { medicalHistorySchema } from "~/lib/schemas/medical-history";
import type { ServiceContext } from "../context.server";
import { HealthError } from "./errors.server";
import { historyByToken } from "./links.server";
import { historyOf, storeVersion } from "./records.server";
import { withdrawHistoryReminders } from "./reminder-outbox.server";

/** A name compared loosely: Unicode-normalised, trimmed, spaces as one, any case. */
const looseName = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

export interface SubmittedHistory {
  version: number;
  submittedAt: Date;
}

/** Stores what the patient sent (any shape: it is checked here) as the next version. */
export async function submitHistory(
  ctx: ServiceContext,
  token: string,
  input: unknown,
): Promise<SubmittedHistory> {
  const link = await historyByToken(ctx, token);
  const words = medicalHistoryRefusalsIn[link.language];
  if (!link.open) {
    const filled = await historyOf(ctx.db, link.email);
    throw new HealthError(409, "closed", filled ? words.closed : words.closedEmpty);
  }
  const parsed = medicalHistorySchema(link.language).safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    throw new HealthError(400, "invalid", words.summary, fields);
  }
  const answers = parsed.data;
  // A booking taken without a name (by phone) has nothing to compare with: the name is kept as typed.
  if (link.name && looseName(answers.confirmedName) !== looseName(link.name))
    throw new HealthError(400, "name", words.name, { confirmedName: words.name });
  const stored = await storeVersion(ctx, { email: link.email, language: link.language }, answers);
  // A reminder to fill it in, still waiting in the outbox, has nothing left to ask.
  await withdrawHistoryReminders(ctx.db, link.email);
  ctx.log.info(
    { historyId: stored.historyId, version: stored.version, via: link.via },
    "medical history submitted",
  );
  return { version: stored.version, submittedAt: stored.submittedAt };
}
