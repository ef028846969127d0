import { discountField } from "./discount-field";
import { consultationEvent } from "./event";
import { site } from "./site";

const fee = `€${consultationEvent.feeEur}`;

/** What the code takes off the first treatment, in per cent: a treatment plan deducts it (app/services/plans). */
export const discountPercent = 10;

/**
 * The newsletter's 10% code where it is used: the field on the quote form and on the
 * consultation-day booking, its messages, what the emails and pages say about using it, and
 * how staff see it. The rule (app/services/newsletter/discounts.server.ts): a confirmed subscriber's code,
 * still good after unsubscribing, used once in total, by one quote request or one booking.
 */
export const discountCopy = {
  ...discountField,
  bookingHint: `From your newsletter welcome email. It takes 10% off your first treatment in your written quote; the ${fee} consultation fee is not reduced.`,
  /** The no-JavaScript error page's heading for a refused code. */
  refusedTitle: "Please check the newsletter code",
  /** The event page, beside the fee. */
  eventFeeNote: `Have a newsletter code? Enter it below: the clinic takes 10% off your first treatment in your written quote. The ${fee} consultation fee itself is not reduced.`,
};

/** How to use the code: the welcome and already-subscribed emails, and the confirmed page. */
export const discountHowTo = {
  lines: (pageUrl: (path: string) => string) => [
    `How to use it: enter it in the "Newsletter code" field when you ask for a quote (${pageUrl("/quote")}) or when you book the consultation day (${pageUrl("/consultation-event")}). You can also quote it by phone (${site.phone.display}) or email (${site.email}).`,
    `The clinic takes 10% off your first treatment in your written quote. The ${fee} consultation fee itself is not reduced.`,
    "It is yours alone and can be used once.",
  ],
  page: `Enter it in the “Newsletter code” field when you ask for a quote or book the consultation day. The clinic takes 10% off your first treatment in your written quote; the ${fee} consultation fee itself is not reduced. It can be used once.`,
};

/** What staff read: the clinic's notification emails, the lead and booking pages, the exports. */
export const discountStaff = {
  /** One line of a notification email. */
  emailLine: (code: string) => `Newsletter code ${code}: 10% off the first treatment`,
  /** The lead page's label, and what it says beside the code. */
  label: "Newsletter code",
  value: (code: string) => `${code}: 10% off the first treatment`,
  /** Short, under a name in the inbox row and on the day sheet. */
  badge: (code: string) => `Code ${code}: 10% off first treatment`,
  /** The export column's heading. */
  column: "Newsletter code",
};
