/**
 * The medical history's shape, shared by the patient's form, the health service and its staff
 * views: the questions in order (from the questionnaire in app/content/medical-history.ts), the
 * three answers, what one submission holds, and its limits.
 */
import { medicalHistoryForm } from "../content/medical-history";

type Form = typeof medicalHistoryForm;
type Section = Form["sections"][number];
type TopQuestion = Section["questions"][number];
type FollowUpQuestion = Extract<TopQuestion, { followUp: unknown }>["followUp"];

type HistorySectionId = Section["id"];
/** A question's stable id: the stored answer's key, the FHIR linkId, what a flag reads. */
export type HistoryQuestionId = TopQuestion["id"] | FollowUpQuestion["id"];

export const historyAnswerValues = ["yes", "no", "unknown"] as const;
/** Yes, no, or not sure. */
export type HistoryAnswerValue = (typeof historyAnswerValues)[number];

export interface HistoryAnswer {
  answer: HistoryAnswerValue;
  /** The patient's own words, trimmed; only when they wrote something, never with a no. */
  detail?: string;
}

export interface HistoryMedicine {
  name: string;
  /** The dose and how often, as written; "" when they wrote none. */
  dose: string;
}

/** One submission: what the patient answered, their medicines, and the name they typed to confirm it. */
export interface MedicalHistoryAnswers {
  /** Every question asked: each top-level one, and a follow-up when its question was answered yes. */
  answers: Partial<Record<HistoryQuestionId, HistoryAnswer>>;
  medicines: HistoryMedicine[];
  confirmedName: string;
}

export const medicalHistoryLimits = {
  /** Characters of a detail (the patient's own words under a question). */
  detail: 500,
  medicines: 20,
  /** Characters of a medicine's name, or of its dose. */
  medicineText: 200,
  confirmedName: 200,
} as const;

/** A question in the form's order, with where it sits. */
export interface HistoryQuestion {
  id: HistoryQuestionId;
  section: HistorySectionId;
  /** For a follow-up: the question whose yes asks it. */
  parent?: HistoryQuestionId;
  /** Whether a detail is asked with a yes or a not sure. */
  hasDetail: boolean;
}

/** Every question of the form, in order, each follow-up after its question. */
export const historyQuestions: readonly HistoryQuestion[] = medicalHistoryForm.sections.flatMap((section) =>
  section.questions.flatMap((question): HistoryQuestion[] => {
    const top: HistoryQuestion = { id: question.id, section: section.id, hasDetail: "detail" in question };
    if (!("followUp" in question)) return [top];
    const followUp = question.followUp as { id: HistoryQuestionId; detail?: string };
    return [
      top,
      { id: followUp.id, section: section.id, parent: question.id, hasDetail: "detail" in followUp },
    ];
  }),
);

/** Whether a question is asked, given the answers: a follow-up only after its question's yes. */
export const isAsked = (question: HistoryQuestion, answers: MedicalHistoryAnswers["answers"]): boolean =>
  !question.parent || answers[question.parent]?.answer === "yes";
