/**
 * The ids of the medical history form's controls and their refusals, from the field names the
 * health service names its refusals by (app/lib/medical-history-form.ts): the error summary links
 * to a field's control, and each control is described by its own sentence.
 */
import type { HistoryQuestionId } from "~/lib/medical-history";

export const historyIds = {
  /** A question's first radio (Yes): where its refusal's link leads. */
  answer: (id: HistoryQuestionId) => `mh-${id}-yes`,
  radio: (id: HistoryQuestionId, value: string) => `mh-${id}-${value}`,
  detail: (id: HistoryQuestionId) => `mh-${id}-detail`,
  medicine: (row: number, part: "name" | "dose") => `mh-medicine-${row}-${part}`,
  medicines: "mh-medicines",
  confirmedName: "mh-confirmed-name",
  /** The sentence beside a control (or a group of them). */
  error: (controlId: string) => `${controlId}-error`,
} as const;

/** The control a refusal's field path leads to (`answers.diabetes`, `medicines.2.dose`…). */
export function controlOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "answers" && parts[1])
    return parts[2] === "detail"
      ? historyIds.detail(parts[1] as HistoryQuestionId)
      : historyIds.answer(parts[1] as HistoryQuestionId);
  if (parts[0] === "medicines")
    return parts[1] === undefined
      ? historyIds.medicine(0, "name")
      : historyIds.medicine(Number(parts[1]), parts[2] === "dose" ? "dose" : "name");
  return historyIds.confirmedName;
}
