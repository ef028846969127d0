import { site } from "./site";

/**
 * Treatment plans as the clinic writes them (English: the back office and the clinic's notices):
 * the settings a plan starts with, staff's refusals, and the clinic's emails. The patient's words
 * (their email, refusals, decline reasons) are in plan-patient.ts and its translations.
 */
export const planSettings = {
  /** A new plan is valid this many days from the day it is written (staff may change it). */
  validityDays: 90,
  /** The most of one item on one line. */
  maxQuantity: 99,
  /** The longest note on a line. */
  maxNoteLength: 500,
  /** Working days of one visit, and months of healing before one. */
  maxWorkingDays: 30,
  maxHealingMonths: 12,
};

/** Why a use case refused what staff asked (app/services/plans/errors.server.ts). */
export const planStaffErrors = {
  tooth: (tooth: unknown) =>
    `Tooth ${String(tooth)} is not a permanent tooth in FDI notation (11-18, 21-28, 31-38, 41-48).`,
  unknownItem: (itemId: string) => `"${itemId}" is not an item on the price list.`,
  quantity: (itemId: string) =>
    `The quantity of "${itemId}" must be a whole number from 1 to ${planSettings.maxQuantity}.`,
  note: `A note can be at most ${planSettings.maxNoteLength} characters.`,
  visit: (visit: number) => `Visit ${visit} is not one of the plan's visits.`,
  visits: `A plan has one to four visits, each of 1 to ${planSettings.maxWorkingDays} working days, with 0 to ${planSettings.maxHealingMonths} months of healing before it (none before the first).`,
  dentist: (slug: string) => `"${slug}" is not one of the clinic's dentists.`,
  validUntil: "The plan must be valid until a day after today.",
  incomplete: "Before sending, choose the dentist and add at least one item and one visit.",
  notDraft: (status: string) => `Only a draft can be changed or sent: this version is ${status}.`,
  noDraft: "This plan has no draft: revise the plan to write a new version.",
  hasDraft: "This plan already has a draft: change that one.",
  accepted: "The patient has accepted this plan: write a new plan instead of revising it.",
  planNotFound: "There is no such treatment plan.",
  sourceNotFound: "There is no such lead or booking.",
  noEmail:
    "This booking has no patient name or email address, and a plan is written to a named patient by email.",
};

export interface PlanClinicFacts {
  reference: string;
  version: number;
  patientName: string;
  patientEmail: string;
  /** The patient's language in English ('French'). */
  language: string;
  /** '€2,660.00' */
  total: string;
  /** 'Tuesday 1 June 2027' */
  validUntil: string;
  /** The plan in the back office. */
  staffUrl: string;
}

const clinicLines = (facts: PlanClinicFacts) => [
  `Plan: ${facts.reference}, version ${facts.version}`,
  `Patient: ${facts.patientName}`,
  `Email: ${facts.patientEmail}`,
  `Language: ${facts.language}`,
  `Total: ${facts.total}`,
  `Valid until: ${facts.validUntil}`,
  "",
  `In the back office: ${facts.staffUrl}`,
];

/** The clinic's notices about a plan (to CLINIC_INBOX, replying to the patient). */
export const planClinicEmails = {
  sent: {
    subject: (facts: PlanClinicFacts) => `Treatment plan sent: ${facts.reference} (version ${facts.version})`,
    text: (facts: PlanClinicFacts & { sentBy: string }) =>
      [`${facts.sentBy} sent a treatment plan to the patient.`, "", ...clinicLines(facts)].join("\n"),
  },
  accepted: {
    subject: (facts: PlanClinicFacts) =>
      `Treatment plan accepted: ${facts.reference} (version ${facts.version})`,
    text: (facts: PlanClinicFacts & { acceptedName: string; acceptedAt: string; contentHash: string }) =>
      [
        "The patient has accepted their treatment plan. Please contact them to arrange the first visit.",
        "",
        `Name typed: ${facts.acceptedName}`,
        `Accepted: ${facts.acceptedAt}`,
        `Version accepted (its fingerprint): ${facts.contentHash}`,
        ...clinicLines(facts),
      ].join("\n"),
  },
  declined: {
    subject: (facts: PlanClinicFacts) =>
      `Treatment plan declined: ${facts.reference} (version ${facts.version})`,
    text: (facts: PlanClinicFacts & { reason: string }) =>
      [
        "The patient has declined their treatment plan.",
        "",
        `Reason: ${facts.reason}`,
        ...clinicLines(facts),
      ].join("\n"),
  },
  /** The reasons a patient may give, as the clinic reads them. */
  reasons: {
    price: "the price",
    timing: "the timing",
    "another-clinic": "chose another clinic",
    other: "another reason",
    none: "none given",
  },
  signature: site.name,
};
