/**
 * What needs the dentist's attention before treatment, worked out from one version's answers
 * (pure: nothing stored, nothing logged). In this order:
 * - `anticoagulant`: the blood-thinner question answered yes, or a medicine naming an
 *   anticoagulant or antiplatelet (drug-names.server.ts);
 * - `antiresorptive`: the bisphosphonate or the denosumab question answered yes, or a medicine
 *   naming a bisphosphonate, denosumab or romosozumab;
 * - `allergy-local-anaesthetic`, `allergy-penicillin`: that allergy answered yes;
 * - `antibiotic-cover`: a valve replaced or repaired with prosthetic material, or a previous
 *   endocarditis, answered yes (a pacemaker, a heart attack or valve disease alone are not);
 * - `pregnancy`: pregnant answered yes;
 * - `uncontrolled-diabetes`: diabetes answered yes, and well controlled answered no or not sure.
 * Each flag has its English label and every reason, the patient's own wording of a medicine
 * kept (app/content/medical-history-staff.ts).
 */
import { healthFlagWords as words, historyQuestionNames } from "~/content/medical-history-staff";
import type { HistoryQuestionId, MedicalHistoryAnswers } from "~/lib/medical-history";
import { medicineMatches } from "./drug-names.server";

type HealthFlagCode = keyof typeof words.labels;

export interface HealthFlag {
  code: HealthFlagCode;
  /** Short, in English: 'Anticoagulant or antiplatelet'. */
  label: string;
  /** Why, each in English: 'Anticoagulant or antiplatelet: yes', 'Medicine “Eliquis 5 mg” (apixaban)'. */
  reasons: string[];
}

export function historyFlags({ answers, medicines }: MedicalHistoryAnswers): HealthFlag[] {
  const flags: HealthFlag[] = [];
  const answerOf = (id: HistoryQuestionId) => answers[id]?.answer;
  const answered = (id: HistoryQuestionId) => {
    const answer = answerOf(id);
    return words.answered(historyQuestionNames[id], answer ? words.answers[answer] : words.answers.unknown);
  };
  const yesTo = (...ids: HistoryQuestionId[]) => ids.filter((id) => answerOf(id) === "yes").map(answered);
  const medicinesOf = (kind: "anticoagulant" | "antiresorptive") =>
    medicines.flatMap(({ name }) => medicineMatches(name, kind).map((drug) => words.medicine(name, drug)));
  const flag = (code: HealthFlagCode, reasons: string[]) => {
    if (reasons.length > 0) flags.push({ code, label: words.labels[code], reasons });
  };

  flag("anticoagulant", [...yesTo("anticoagulants"), ...medicinesOf("anticoagulant")]);
  flag("antiresorptive", [...yesTo("bisphosphonates", "denosumab"), ...medicinesOf("antiresorptive")]);
  flag("allergy-local-anaesthetic", yesTo("allergy-local-anaesthetic"));
  flag("allergy-penicillin", yesTo("allergy-penicillin"));
  flag("antibiotic-cover", yesTo("heart-valve-prosthetic", "endocarditis"));
  flag("pregnancy", yesTo("pregnant"));
  flag(
    "uncontrolled-diabetes",
    answerOf("diabetes") === "yes" && answerOf("diabetes-controlled") !== "yes"
      ? [answered("diabetes"), answered("diabetes-controlled")]
      : [],
  );
  return flags;
}
