import type { HistoryQuestionId } from "../lib/medical-history";

/**
 * The medical history as the clinic's staff read it, in English (app/services/health): each
 * question's short name, and the flags the day sheet and the patient page show before treatment.
 * The patient's questions, in their language, are medical-history.ts's.
 */

/** Each question's short name, for the flags' reasons, the staff page and the print. */
export const historyQuestionNames: Record<HistoryQuestionId, string> = {
  "general-health": "Other illness or condition",
  "physician-care": "Under a doctor's or hospital's care",
  "hospital-stays": "Hospital stay or operation (last 5 years)",
  "takes-medicines": "Takes medicines",
  anticoagulants: "Anticoagulant or antiplatelet",
  bisphosphonates: "Bisphosphonate (oral or intravenous)",
  denosumab: "Denosumab or romosozumab",
  "allergy-penicillin": "Allergy: penicillin or another antibiotic",
  "allergy-local-anaesthetic": "Allergy: local anaesthetic",
  "allergy-latex": "Allergy: latex",
  "allergy-other": "Other allergy",
  "heart-valve": "Heart valve disease or murmur",
  "heart-valve-prosthetic": "Valve replaced, or repaired with prosthetic material",
  endocarditis: "Previous endocarditis",
  pacemaker: "Pacemaker or ICD",
  "heart-attack": "Heart attack, angina or stent",
  "blood-pressure": "High blood pressure",
  "heart-other": "Other heart condition",
  diabetes: "Diabetes",
  "diabetes-controlled": "Diabetes well controlled",
  "bleeding-disorder": "Bleeding or bruising, bleeding disorder",
  "joint-replacement": "Joint replacement",
  "infectious-disease": "Infectious disease",
  breathing: "Asthma, COPD or breathing problem",
  epilepsy: "Epilepsy, fits or blackouts",
  "liver-kidney": "Liver or kidney disease",
  "cancer-treatment": "Head or neck radiotherapy, or chemotherapy",
  pregnant: "Pregnant",
  breastfeeding: "Breastfeeding",
  smoking: "Smoking or vaping",
  alcohol: "Drinks alcohol regularly",
  "anaesthesia-problems": "Previous problem with anaesthesia",
};

/**
 * The answers' codes as FHIR shows them (app/services/health/fhir.server.ts): each code system's
 * own display, HL7 v2 table 0136 for yes and no, data-absent-reason for not sure.
 */
export const historyAnswerDisplays = { yes: "Yes", no: "No", unknown: "Asked But Unknown" };

/** The flags that need attention before treatment: a short label, and how a reason is said. */
export const healthFlagWords = {
  labels: {
    anticoagulant: "Anticoagulant or antiplatelet",
    antiresorptive: "Antiresorptive (bisphosphonate, denosumab)",
    "allergy-local-anaesthetic": "Allergy to local anaesthetic",
    "allergy-penicillin": "Allergy to penicillin",
    "antibiotic-cover": "Heart: may need antibiotic cover",
    pregnancy: "Pregnant",
    "uncontrolled-diabetes": "Diabetes not well controlled",
  },
  answers: { yes: "yes", no: "no", unknown: "not sure" },
  /** A question's answer as a reason: 'Diabetes well controlled: no'. */
  answered: (question: string, answer: string) => `${question}: ${answer}`,
  /** A medicine as a reason, in the patient's own words and what it was taken for: 'Medicine “Eliquis 5 mg” (apixaban)'. */
  medicine: (asWritten: string, drug: string) => `Medicine “${asWritten}” (${drug})`,
  notFilled: "Medical history not filled in yet",
};
