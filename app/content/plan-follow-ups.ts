import { planSignOff } from "./plan-patient";
import { site } from "./site";

/**
 * The follow-up reminders of a treatment plan, in the patient's language: one when a sent plan
 * has not been opened after 3 days, one when it was opened but not answered after 7, and one
 * before it expires (app/services/plans/follow-ups.server.ts). The facts (the date already
 * written in the language, the private link) come from the plans service.
 */

export interface PlanFollowUpFacts {
  patientName: string;
  reference: string;
  /** 'Tuesday 1 June 2027' */
  validUntil: string;
  /** The patient's private link to the plan. */
  planUrl: string;
  siteUrl: string;
}

/** The link, who may use it, and the sign-off every follow-up ends with. */
const ending = (facts: PlanFollowUpFacts, lead: string) => [
  lead,
  facts.planUrl,
  "(This link is yours alone: please do not share it.)",
  "",
  `If you have a question about your plan, reply to this email or call us on ${site.phone.display}.`,
  "",
  ...planSignOff,
  facts.siteUrl,
];

export const planFollowUpEmail = {
  /** Sent 3 days ago, not opened yet. */
  notOpened: {
    subject: (facts: PlanFollowUpFacts) =>
      `Your treatment plan ${facts.reference} is waiting for you - ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Dear ${facts.patientName},`,
        "",
        `Three days ago we sent you your written treatment plan ${facts.reference}, and it has not been opened yet. Perhaps our email ended up in your spam folder.`,
        `Your plan is valid until ${facts.validUntil}.`,
        "",
        ...ending(facts, "Read your plan, and accept or decline it, here:"),
      ].join("\n"),
  },
  /** Opened 7 days ago, not answered yet. */
  notAnswered: {
    subject: (facts: PlanFollowUpFacts) =>
      `Any questions about your treatment plan ${facts.reference}? - ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Dear ${facts.patientName},`,
        "",
        `Thank you for reading your treatment plan ${facts.reference}. If anything is unclear, or you would like something changed, we will gladly help.`,
        `Your plan is valid until ${facts.validUntil}.`,
        "",
        ...ending(facts, "When you have decided, you can accept or decline your plan here:"),
      ].join("\n"),
  },
  /** Its valid-until date is near and it is not answered. */
  expiring: {
    subject: (facts: PlanFollowUpFacts) =>
      `Your treatment plan ${facts.reference} is valid until ${facts.validUntil} - ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Dear ${facts.patientName},`,
        "",
        `Your written treatment plan ${facts.reference} is valid until ${facts.validUntil}. After that date we will need to check its prices again before you can accept it.`,
        "",
        ...ending(
          facts,
          "To accept it at these prices, or to let us know it is not for you, open your plan here:",
        ),
      ].join("\n"),
  },
};
