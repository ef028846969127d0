import { site } from "./site";

/**
 * A treatment plan's words for the patient, in their language: the email that brings the plan,
 * why an answer was refused, and the reasons they may give for declining. The facts (amounts
 * and dates already formatted in the language, the private link) come from the plans service.
 */

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

/** How every email about a plan ends (the plan, its answer, its follow-ups, its deposit). */
export const planSignOff = ["Kind regards,", site.name, address];

export interface PlanSentFacts {
  patientName: string;
  reference: string;
  version: number;
  /** This version replaces one the patient was sent before. */
  revised: boolean;
  /** The dentist's name. */
  dentist: string;
  /** '€2,660.00' */
  total: string;
  /** The total in pounds, for a patient shown pounds: '£2,288'. */
  totalInPounds?: string;
  /** The consultation day's fee credited: '€50.00'. */
  credit?: string;
  /** The newsletter code's 10%: '€266.00'. */
  discount?: string;
  /** 'Tuesday 1 June 2027' */
  validUntil: string;
  /** The patient's private link to the plan. */
  planUrl: string;
  /** Their medical history form (app/services/health): the link alone, never an answer. */
  medicalHistoryUrl: string;
  siteUrl: string;
}

/** The email that brings a plan (or a new version of it) to the patient. */
export const planSentEmail = {
  subject: (facts: PlanSentFacts) =>
    facts.revised
      ? `Your updated treatment plan ${facts.reference} - ${site.name}`
      : `Your treatment plan ${facts.reference} - ${site.name}`,
  text: (facts: PlanSentFacts) =>
    [
      `Dear ${facts.patientName},`,
      "",
      facts.revised
        ? `Your updated written treatment plan is ready. This is version ${facts.version}: it replaces the plan we sent you before.`
        : `Your written treatment plan from ${site.name} is ready.`,
      "",
      `Plan reference: ${facts.reference} (version ${facts.version})`,
      `Your dentist: ${facts.dentist}`,
      ...(facts.credit ? [`Your consultation day's fee, credited: -${facts.credit}`] : []),
      ...(facts.discount ? [`Your newsletter code, 10% off: -${facts.discount}`] : []),
      facts.totalInPounds
        ? `Total: ${facts.total} (about ${facts.totalInPounds}; you pay in euros)`
        : `Total: ${facts.total}`,
      `Valid until: ${facts.validUntil}`,
      "",
      "Read your plan, with every item, your visits and what is included, and accept or decline it here:",
      facts.planUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      "Before your treatment, your dentist needs your medical history. Please fill it in, or check your answers, here (it takes about 10 minutes):",
      facts.medicalHistoryUrl,
      "",
      `If you have a question about your plan, reply to this email or call us on ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

export interface PlanAcceptedFacts {
  patientName: string;
  reference: string;
  version: number;
  /** When they accepted, in their language: '28 November 2026, 14:05'. */
  acceptedAt: string;
  total: string;
  /** The deposit they may pay now ('€532.00'), when one is asked. */
  deposit?: string;
  planUrl: string;
  siteUrl: string;
}

/** The patient's own confirmation that their acceptance was stored (the clinic is told apart). */
export const planAcceptedEmail = {
  subject: (facts: PlanAcceptedFacts) => `You have accepted treatment plan ${facts.reference} - ${site.name}`,
  text: (facts: PlanAcceptedFacts) =>
    [
      `Dear ${facts.patientName},`,
      "",
      `Thank you: you accepted version ${facts.version} of your treatment plan ${facts.reference} on ${facts.acceptedAt}. Its total is ${facts.total}.`,
      "",
      ...(facts.deposit
        ? [
            `To secure your treatment dates, you can pay a deposit of ${facts.deposit} by card from your plan's page. It is deducted from your total.`,
            "",
          ]
        : []),
      "Your Dental Tourism Manager will contact you shortly to plan your first visit. Your plan, as you accepted it:",
      facts.planUrl,
      "(This link is yours alone: please do not share it.)",
      "",
      `If you have a question, reply to this email or call us on ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

/** Why an acceptance or a refusal was not taken, as the patient's page says it. */
export const planRefusals = {
  notFound: "This link does not open a treatment plan. Please check it, or contact the clinic.",
  notCurrent: (version: number, current: number) =>
    `Version ${version} of this plan can no longer be answered: version ${current} is the current plan.`,
  expired: (validUntil: string) =>
    `This plan was valid until ${validUntil} and can no longer be accepted. Please contact the clinic for an updated plan.`,
  answered: "This plan has already been answered.",
  name: "Please type your full name as it appears on the plan.",
  terms: "Please confirm that you accept the terms of the plan.",
  reason: "Please choose one of the reasons given, or none.",
};

/** The reasons a patient may give for declining (all optional). */
export const planDeclineReasonWords = {
  price: "The price",
  timing: "The timing",
  "another-clinic": "I have chosen another clinic",
  other: "Another reason",
};
