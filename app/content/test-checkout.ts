/** The words of the built-in test-mode checkout (/test-checkout/<session>): it charges nothing. */
import { consultationEvent } from "./event";
import { site } from "./site";

export const testCheckoutPage = {
  metaTitle: `Test payment | ${site.name}`,
  notFound: "Not found",
  banner: "TEST PAYMENT: this is the site's test mode. No card is charged and no money moves.",
  /** 'Pay €150.00' (the amount as app/lib/format.ts writes it) */
  pay: (amount: string) => `Pay ${amount}`,
  /** 'Consultation day, Monday 1 June 2026' */
  day: (date: string) => `Consultation day, ${date}`,
  /** Under the date: the fee, and how it comes back (one whole sentence). */
  credited: `The fee of ${consultationEvent.feeInWords} is deducted from your treatment plan if you go ahead with treatment.`,
  back: "Back to the consultation day",
  /** 'This test checkout is already paid.' */
  already: (status: string) => `This test checkout is already ${status}.`,
  emailLabel: "Email (for your confirmation)",
  card: "Card",
  testCard: "Test card: nothing to enter",
  payTest: (amount: string) => `Pay ${amount} (test)`,
  cancel: "Cancel and return",
} as const;
