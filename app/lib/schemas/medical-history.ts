import * as z from "zod/mini";
import { medicalHistoryRefusalsIn } from "../../content/in/medical-history";
import type { Locale } from "../../content/locales";
import {
  historyAnswerValues,
  historyQuestions,
  isAsked,
  medicalHistoryLimits as limits,
  type HistoryAnswer,
  type HistoryAnswerValue,
  type HistoryMedicine,
  type MedicalHistoryAnswers,
} from "../medical-history";
import { stripBidiControls } from "../text-rules";

/**
 * A medical history as the patient sends it (app/services/health: submitHistory), checked in
 * their language: every question asked must be answered yes, no or not sure (a follow-up only
 * after its question's yes; one not asked is dropped, as is an id the form does not have), a
 * detail (asked with a yes or a not sure, dropped with a no) is at most 500 characters, medicines are at most 20 rows of a name (required) and a
 * dose (rows left empty are dropped), a yes to "do you take medicines" needs one, and the
 * confirming name is required (the service compares it with the booking's or plan's).
 * Every text is trimmed, with Unicode's bidi controls removed; nothing else is changed, so a
 * patient's words come back exactly as written. An issue's path names its field:
 * `answers.<questionId>`, `answers.<questionId>.detail`, `medicines`, `medicines.<row>.name`,
 * `medicines.<row>.dose`, `confirmedName`.
 */
const transportText = z.optional(z.string().check(z.maxLength(5000)));

const sentShape = z.object({
  answers: z.record(
    z.string().check(z.maxLength(64)),
    z.object({ answer: z.optional(z.string().check(z.maxLength(16))), detail: transportText }),
  ),
  medicines: z.optional(
    z.array(z.object({ name: transportText, dose: transportText })).check(z.maxLength(100)),
  ),
  confirmedName: transportText,
});

const tidy = (text: string | undefined) => stripBidiControls(text ?? "").trim();

const isAnswerValue = (value: string | undefined): value is HistoryAnswerValue =>
  (historyAnswerValues as readonly (string | undefined)[]).includes(value);

/** The schema, its messages in `locale`. */
export function medicalHistorySchema(locale: Locale) {
  const words = medicalHistoryRefusalsIn[locale];
  return z.pipe(
    sentShape,
    z.transform((sent, ctx): MedicalHistoryAnswers => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: "custom", message, input: sent, path });
      const answers: MedicalHistoryAnswers["answers"] = {};
      for (const question of historyQuestions) {
        if (!isAsked(question, answers)) continue;
        const given = sent.answers[question.id];
        if (!isAnswerValue(given?.answer)) {
          issue(["answers", question.id], words.unanswered);
          continue;
        }
        const answer: HistoryAnswer = { answer: given.answer };
        // A detail is asked with a yes or a not sure; one sent with a no is dropped.
        const detail = given.answer === "no" ? "" : tidy(given.detail);
        if (detail.length > limits.detail)
          issue(["answers", question.id, "detail"], words.tooLong(limits.detail));
        if (detail) answer.detail = detail;
        answers[question.id] = answer;
      }
      const medicines: HistoryMedicine[] = [];
      for (const [row, sentRow] of (sent.medicines ?? []).entries()) {
        const name = tidy(sentRow.name);
        const dose = tidy(sentRow.dose);
        if (!name && !dose) continue;
        if (!name) issue(["medicines", row, "name"], words.medicineName);
        if (name.length > limits.medicineText)
          issue(["medicines", row, "name"], words.tooLong(limits.medicineText));
        if (dose.length > limits.medicineText)
          issue(["medicines", row, "dose"], words.tooLong(limits.medicineText));
        medicines.push({ name, dose });
      }
      if (medicines.length > limits.medicines) issue(["medicines"], words.tooManyMedicines(limits.medicines));
      if (answers["takes-medicines"]?.answer === "yes" && medicines.length === 0)
        issue(["medicines"], words.noMedicines);
      const confirmedName = tidy(sent.confirmedName);
      if (!confirmedName) issue(["confirmedName"], words.name);
      else if (confirmedName.length > limits.confirmedName)
        issue(["confirmedName"], words.tooLong(limits.confirmedName));
      return { answers, medicines, confirmedName };
    }),
  );
}
