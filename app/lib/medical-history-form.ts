/**
 * The medical history form's fields (app/parts/medical-history): one name for each answer,
 * detail, medicine cell and the typed name, so that the page posts, without JavaScript, what the
 * health service takes. Flat form fields become a submission's shape
 * (`{ answers, medicines, confirmedName }`, app/lib/schemas/medical-history.ts), and a submission
 * becomes fields again, to fill the form with the patient's last answers. A field's name is the
 * path the service names its refusals by (`answers.<questionId>`, `medicines.<row>.name`…), so
 * each sentence is shown beside its own field.
 */
import {
  historyQuestions,
  medicalHistoryLimits,
  type HistoryQuestionId,
  type MedicalHistoryAnswers,
} from "./medical-history";

export const historyFields = {
  answer: (id: HistoryQuestionId) => `answers.${id}`,
  detail: (id: HistoryQuestionId) => `answers.${id}.detail`,
  medicine: (row: number, part: "name" | "dose") => `medicines.${row}.${part}`,
  confirmedName: "confirmedName",
  /** Absent when the form is sent; `more-rows` when the page should come back with more medicine rows. */
  intent: "intent",
  /** How many medicine rows the form shows (kept when it comes back). */
  medicineRows: "medicineRows",
} as const;

/** What the form holds, by field name: as posted, or made from earlier answers. */
export type HistoryFormValues = Record<string, string>;

/** Medicine rows drawn at first, and added by each 'More rows' without JavaScript. */
export const MEDICINE_ROWS_STEP = 6;
const MAX_ROWS = medicalHistoryLimits.medicines;

/** The rows to draw for these values: every row given a field, at least the first step, at most the limit. */
export function medicineRowsFor(values: HistoryFormValues, wanted = 0): number {
  let used = 0;
  for (let row = 0; row < MAX_ROWS; row++)
    if (values[historyFields.medicine(row, "name")] || values[historyFields.medicine(row, "dose")])
      used = row + 1;
  const asked = Number(values[historyFields.medicineRows]) || 0;
  return Math.min(MAX_ROWS, Math.max(MEDICINE_ROWS_STEP, used, asked, wanted));
}

/** The form's fields as the health service takes them (every row kept in place, so a refusal's row is the form's). */
export function historyInputFromFields(values: HistoryFormValues) {
  const answers: Record<string, { answer?: string; detail?: string }> = {};
  for (const question of historyQuestions) {
    const answer = values[historyFields.answer(question.id)];
    const detail = values[historyFields.detail(question.id)];
    if (answer === undefined && detail === undefined) continue;
    answers[question.id] = {
      ...(answer !== undefined ? { answer } : {}),
      ...(detail !== undefined ? { detail } : {}),
    };
  }
  const medicines = Array.from({ length: medicineRowsFor(values) }, (_, row) => ({
    name: values[historyFields.medicine(row, "name")] ?? "",
    dose: values[historyFields.medicine(row, "dose")] ?? "",
  }));
  return { answers, medicines, confirmedName: values[historyFields.confirmedName] ?? "" };
}

/**
 * A submission as the form's values, to fill the form with: every answer, detail and medicine.
 * The typed name is left out: each sending is confirmed anew.
 */
export function fieldsFromAnswers(previous: MedicalHistoryAnswers | null): HistoryFormValues {
  const values: HistoryFormValues = {};
  if (!previous) return values;
  for (const [id, given] of Object.entries(previous.answers) as [
    HistoryQuestionId,
    { answer: string; detail?: string },
  ][]) {
    values[historyFields.answer(id)] = given.answer;
    if (given.detail) values[historyFields.detail(id)] = given.detail;
  }
  previous.medicines.forEach((medicine, row) => {
    values[historyFields.medicine(row, "name")] = medicine.name;
    values[historyFields.medicine(row, "dose")] = medicine.dose;
  });
  return values;
}
