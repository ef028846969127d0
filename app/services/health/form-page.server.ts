/**
 * The patient's medical history page (/medical-history/<token>): what it draws, one call for its
 * loader, and the form it posts, one call for its action. The rules are the use cases'
 * (patient-view.server.ts, submit.server.ts); this file shapes their results for the page: the thanks
 * after a submission (?sent=N, a version number, never an answer), the form filled with the last
 * version's answers, and how many rows it has for medicines.
 */
import type { Locale } from "~/content/locales";
import {
  fieldsFromAnswers,
  historyInputFromFields,
  MEDICINE_ROWS_STEP,
  medicineRowsFor,
  type HistoryFormValues,
} from "~/lib/medical-history-form";
import { medicalHistoryPath } from "~/lib/medical-history-paths";
import type { ServiceContext } from "../context.server";
import { historyByToken } from "./links.server";
import { historyStatusOf } from "./patient-view.server";
import { submitHistory } from "./submit.server";

export interface HistoryPageData {
  /** The page's language: the booking's or plan's (read by the root layout). */
  locale: Locale;
  path: string;
  /** Whether the clinic has answers from this person, which version and when (ISO). */
  filled: boolean;
  version: number | null;
  lastSubmittedAt: string | null;
  /** Whether the link takes answers now; else the page shows the status and no form. */
  changeable: boolean;
  /** The last Budapest date it takes them (null: no date is set, a plan whose deposit is paid). */
  changeableUntil: string | null;
  /** The patient has just sent their answers: the page thanks them at the top. */
  justSent: boolean;
  /** The form's fields, filled with the last version (the patient's own, behind their link). */
  values: HistoryFormValues;
  medicineRows: number;
}

/** The page's data; a 404 HealthError for a link that opens nothing; HealthDataKeyError is not caught. */
export async function historyPageView(
  ctx: ServiceContext,
  token: string,
  query: URLSearchParams,
): Promise<HistoryPageData> {
  const link = await historyByToken(ctx, token);
  const status = await historyStatusOf(ctx, link);
  const values = fieldsFromAnswers(status.previous);
  return {
    locale: status.language,
    path: medicalHistoryPath(token),
    filled: status.filled,
    version: status.version,
    lastSubmittedAt: status.lastSubmittedAt?.toISOString() ?? null,
    changeable: status.changeable,
    changeableUntil: link.openUntil,
    justSent: status.filled && query.has("sent"),
    values,
    medicineRows: medicineRowsFor(values),
  };
}

export type HistoryFormOutcome =
  | { kind: "sent"; version: number }
  /** The form comes back as it was, with more rows for medicines (without JavaScript). */
  | { kind: "more-rows"; medicineRows: number };

/**
 * What the page posts: the form (stored as the next version by `submitHistory`, its HealthError
 * thrown as it is), or 'More rows' (nothing stored; the link must open a history all the same).
 */
export async function sendHistoryForm(
  ctx: ServiceContext,
  token: string,
  fields: Readonly<Record<string, string | undefined>>,
): Promise<HistoryFormOutcome> {
  const values = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (fields.intent === "more-rows") {
    await historyByToken(ctx, token);
    return {
      kind: "more-rows",
      medicineRows: medicineRowsFor(values, medicineRowsFor(values) + MEDICINE_ROWS_STEP),
    };
  }
  const { version } = await submitHistory(ctx, token, historyInputFromFields(values));
  return { kind: "sent", version };
}
