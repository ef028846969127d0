import { planSignOff } from "./plan-patient";
import { site } from "./site";

/**
 * A treatment plan's deposit in the patient's words, in their language: what the checkout says
 * it is for, their receipt and their refund, why a deposit cannot be paid, and what their plan
 * page says when they come back from paying. The facts (amounts and dates already formatted in
 * the language, the private link) come from the plans service.
 */

export interface DepositPatientFacts {
  patientName: string;
  reference: string;
  /** '€532.00' */
  deposit: string;
  /** The plan's total, and what is left to pay of it. */
  total: string;
  remaining: string;
  /** The patient's private link to the plan. */
  planUrl: string;
  siteUrl: string;
}

export const depositPatientWords = {
  /** The line on the payment page (Stripe's, or the test checkout's) and the card statement. */
  checkoutDescription: (reference: string) => `Treatment plan ${reference} deposit`,
  receipt: {
    subject: (facts: DepositPatientFacts) => `Your deposit is paid: treatment plan ${facts.reference}`,
    text: (facts: DepositPatientFacts & { paidAt: string }) =>
      [
        `Dear ${facts.patientName},`,
        "",
        "Thank you: we have received the deposit on your treatment plan. This email is your receipt.",
        "",
        `Plan reference: ${facts.reference}`,
        `Deposit paid: ${facts.deposit} (${facts.paidAt})`,
        `Plan total: ${facts.total}`,
        `Still to pay: ${facts.remaining}`,
        "",
        "We will contact you shortly to arrange your first visit. Your plan, with what is paid and what remains:",
        facts.planUrl,
        "(This link is yours alone: please do not share it.)",
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  refund: {
    subject: (facts: DepositPatientFacts) =>
      `Your deposit has been refunded: treatment plan ${facts.reference}`,
    text: (facts: DepositPatientFacts & { refundReference: string }) =>
      [
        `Dear ${facts.patientName},`,
        "",
        `We have refunded the deposit of ${facts.deposit} on your treatment plan ${facts.reference} to the card you paid with. It usually reaches your account within 5 to 10 working days.`,
        "",
        `Refund reference: ${facts.refundReference}`,
        "",
        `If you have a question, reply to this email or call us on ${site.phone.display}.`,
        facts.planUrl,
        "",
        ...planSignOff,
        facts.siteUrl,
      ].join("\n"),
  },
  /** Why the deposit cannot be paid now (a PlanError's message; the page may choose by its code). */
  refusals: {
    notAccepted: "The deposit can be paid once you have accepted the current version of your plan.",
    paid: "Your deposit is already paid. Thank you.",
    none: "There is no deposit to pay on this plan.",
    providerUnavailable:
      "The payment page could not be opened just now. Nothing was charged: please try again in a few minutes.",
  },
  /** What the plan page says when the patient comes back from the payment page (?deposit=…). */
  notices: {
    paid: "Thank you: your deposit is paid. We have emailed you a receipt.",
    pending:
      "Your payment has not been confirmed yet. If you paid, it will be confirmed within minutes and you will receive a receipt by email.",
    cancelled:
      "The payment was not completed. Nothing was charged: you can pay the deposit whenever you are ready.",
  },
  /** The deposit's part of the plan page, once the plan is accepted. */
  page: {
    heading: "Your deposit",
    due: (deposit: string) =>
      `To secure your treatment dates, you can pay a deposit of ${deposit} by card now. It is deducted from your total.`,
    open: "Your payment page is still open: you can go back to it and finish paying.",
    paid: (deposit: string, paidAt: string) => `Deposit of ${deposit} paid on ${paidAt}. Thank you.`,
    refunded: "Your deposit has been refunded.",
    paidLabel: "Paid",
    remainingLabel: "Still to pay",
    button: (deposit: string) => `Pay the ${deposit} deposit`,
  },
};
