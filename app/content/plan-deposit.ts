/**
 * A treatment plan's deposit as the clinic sets it (English: a setting, the back office's words
 * and the clinic's notices). The patient's words (their receipt, their refund, the notices on
 * their plan page) are in plan-deposit-patient.ts and its translations.
 *
 * The rule: once a patient accepts a plan, they may pay a deposit of
 * - `{ kind: "percent", percent: 20 }`: that share of the accepted version's total, rounded to
 *   whole euros (half up), or
 * - `{ kind: "fixed", eur: 300 }`: that many euros,
 * never more than the plan's total, and none when the total is 0 (a plan wholly credited). The
 * amount is worked out from the accepted version when the checkout starts
 * (app/services/plans/deposit-amount.server.ts) and stored on the deposit: changing this rule
 * later changes no deposit already started or paid.
 */
export type DepositRule = { kind: "percent"; percent: number } | { kind: "fixed"; eur: number };

export const planDepositSettings = {
  /** 20% of the plan's total: what most clinics for dental travellers ask to book the first visit. */
  rule: { kind: "percent", percent: 20 } as DepositRule,
  /** How long a deposit's checkout stays open (Stripe needs at least 30 minutes). */
  checkoutMinutes: 60,
  /** The charge's currency: always euros, whatever currency the plan is also shown in. */
  currency: "eur",
};

export interface DepositClinicFacts {
  reference: string;
  version: number;
  patientName: string;
  patientEmail: string;
  /** '€532.00' */
  deposit: string;
  /** The plan's total and what is left of it after the deposit. */
  total: string;
  remaining: string;
  /** The payment provider's checkout session, to find it in its dashboard. */
  sessionId: string;
  /** The plan in the back office. */
  staffUrl: string;
}

const clinicLines = (facts: DepositClinicFacts) => [
  `Plan: ${facts.reference}, version ${facts.version}`,
  `Patient: ${facts.patientName}`,
  `Email: ${facts.patientEmail}`,
  `Deposit: ${facts.deposit}`,
  `Plan total: ${facts.total}`,
  `Still to pay: ${facts.remaining}`,
  `Payment session: ${facts.sessionId}`,
  "",
  `In the back office: ${facts.staffUrl}`,
];

/** The clinic's notices about a deposit (to CLINIC_INBOX, replying to the patient). */
export const depositClinicEmails = {
  paid: {
    subject: (facts: DepositClinicFacts) => `Deposit paid: ${facts.reference} (${facts.deposit})`,
    text: (facts: DepositClinicFacts & { paidAt: string }) =>
      [
        "The patient has paid the deposit on their accepted treatment plan. Please contact them to book the first visit.",
        "",
        `Paid: ${facts.paidAt}`,
        ...clinicLines(facts),
      ].join("\n"),
  },
  refunded: {
    subject: (facts: DepositClinicFacts) => `Deposit refunded: ${facts.reference} (${facts.deposit})`,
    text: (facts: DepositClinicFacts & { refundReference: string; why: string }) =>
      [
        `The deposit was refunded: ${facts.why}.`,
        "",
        `Refund reference: ${facts.refundReference}`,
        ...clinicLines(facts),
      ].join("\n"),
  },
  /** Why, as the clinic's notice says it. */
  why: {
    staff: (staffEmail: string) => `${staffEmail} refunded it in the back office`,
    duplicate: "the patient paid a second deposit on a plan whose deposit was already paid",
  },
};

/** Why the back office's refund was refused (app/services/plans/deposit-refund.server.ts). */
export const depositStaffErrors = {
  unknown: "There is no such deposit.",
  notPaid: "This plan has no paid deposit to refund (it may have been refunded already).",
  providerUnavailable:
    "The payment provider did not answer, so nothing was refunded: the deposit is still paid. Try again in a few minutes.",
};
