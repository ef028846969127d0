import { healthFlagWords } from "./medical-history-staff";

/**
 * The medical history as the back office shows it (app/services/health), in English: the patient
 * page's section, the dentist's page and its print, the day sheet's line under each patient and
 * the day's export column. The questions' wording is medical-history.ts's (English), their short
 * names and the flags' labels medical-history-staff.ts's.
 */
type FlagCode = keyof typeof healthFlagWords.labels;

export const staffHistoryWords = {
  /** The section of the patient page (/staff/patients/:kind/:id). */
  section: {
    heading: "Medical history",
    notFilled: "Not filled in yet",
    link: "The patient's link to fill it in (read it out on the phone, or send it):",
    noLink:
      "None of this person's bookings or treatment plans takes answers now: a link comes with a paid consultation booking or a sent treatment plan.",
    noEmail: "No email address: a medical history is kept under the patient's email address.",
    unreadable:
      "The medical history could not be read: the server's key for health data (HEALTH_DATA_KEYS) is missing or wrong. Please tell an administrator.",
    flagsHeading: "Needs attention before treatment",
    noFlags: "Nothing flagged. A “not sure” raises no flag: read the answers.",
    lastSent: (version: number, when: string) => `Last sent ${when} (Budapest time), version ${version}.`,
    read: "Read the answers",
  },
  /** The dentist's page (/staff/patients/:kind/:id/medical-history) and its print. */
  page: {
    title: (name: string | null) => `Medical history: ${name ?? "patient"}`,
    back: "← Patient page",
    fhir: "Download for the practice system (FHIR R4)",
    shown: (version: number, total: number, when: string, language: string) =>
      `Version ${version} of ${total}, sent ${when} (Budapest time), in ${language}.`,
    earlier: (version: number, total: number) =>
      `You are reading an earlier version (${version} of ${total}); the patient has changed their answers since.`,
    readLatest: "Read the latest version",
    noVersion: "This medical history has no such version.",
    answersHeading: "Answers",
    notAnswered: "Not answered",
    ownWords: (language: string) => `Patient's own words (${language}):`,
    medicinesHeading: "Medicines",
    medicineColumns: { name: "Medicine", dose: "Dose and how often" },
    noMedicines: "None listed.",
    confirmationHeading: "Confirmation",
    confirmed: (when: string) => `Confirmed ${when} (Budapest time), with the name typed as`,
    versionsHeading: "Versions",
    version: (version: number, when: string, language: string) =>
      `Version ${version}: ${when} (Budapest time), in ${language}`,
    shownNow: "shown",
    readVersion: (version: number) => `Read version ${version}`,
  },
  /** The line under each patient on the day sheet. */
  daySheet: {
    label: "Medical history",
    /** Said to screen readers after the link's words: whose history it opens. */
    of: (name: string) => `of ${name}`,
    notFilled: "not filled in yet",
    noFlags: "nothing flagged",
    unreadable: "could not be read (health data key)",
    /** Each flag in a word or two, for a row that must fit a phone and a printed sheet. */
    flags: {
      anticoagulant: "Anticoagulant",
      antiresorptive: "Antiresorptive",
      "allergy-local-anaesthetic": "Local anaesthetic allergy",
      "allergy-penicillin": "Penicillin allergy",
      "antibiotic-cover": "Antibiotic cover?",
      pregnancy: "Pregnant",
      "uncontrolled-diabetes": "Diabetes not controlled",
    } satisfies Record<FlagCode, string>,
  },
  /** The day's CSV: only whether a history is filled in, never a flag or an answer. */
  export: { column: "Medical history", filled: "Filled in", notFilled: "Not filled in yet" },
};
