import type * as en from "../discount";
import { consultationEvent } from "../event";
import type { Translated } from "../locales";
import { site } from "../site";
import { discountField } from "./discount-field";

const fee = `${consultationEvent.feeEur}\u00a0€`;

/**
 * The newsletter's 10% code where it is used: the field on the quote form and on the
 * consultation-day booking, its messages, what the emails and pages say about using it.
 * (discountStaff, what staff read, stays English.)
 */
export const discountCopy: Translated<typeof en.discountCopy> = {
  ...discountField,
  bookingHint: `Aus Ihrer Willkommens-E-Mail zum Newsletter. Damit erhalten Sie 10\u00a0% Rabatt auf Ihre erste Behandlung in Ihrem schriftlichen Kostenvoranschlag; die Beratungsgebühr von ${fee} wird nicht reduziert.`,
  refusedTitle: "Bitte prüfen Sie den Newsletter-Code",
  eventFeeNote: `Sie haben einen Newsletter-Code? Geben Sie ihn unten ein: Die Klinik gewährt 10\u00a0% Rabatt auf Ihre erste Behandlung in Ihrem schriftlichen Kostenvoranschlag. Die Beratungsgebühr von ${fee} selbst wird nicht reduziert.`,
};

/** How to use the code: the welcome and already-subscribed emails, and the confirmed page. */
export const discountHowTo: Translated<typeof en.discountHowTo> = {
  lines: (pageUrl: (path: string) => string) => [
    `So lösen Sie ihn ein: Geben Sie ihn im Feld „Newsletter-Code“ ein, wenn Sie einen Kostenvoranschlag anfordern (${pageUrl("/quote")}) oder den Beratungstag buchen (${pageUrl("/consultation-event")}). Sie können ihn auch telefonisch (${site.phone.display}) oder per E-Mail (${site.email}) angeben.`,
    `Die Klinik gewährt 10\u00a0% Rabatt auf Ihre erste Behandlung in Ihrem schriftlichen Kostenvoranschlag. Die Beratungsgebühr von ${fee} selbst wird nicht reduziert.`,
    "Der Code gilt nur für Sie und kann einmal verwendet werden.",
  ],
  page: `Geben Sie ihn im Feld „Newsletter-Code“ ein, wenn Sie einen Kostenvoranschlag anfordern oder den Beratungstag buchen. Die Klinik gewährt 10\u00a0% Rabatt auf Ihre erste Behandlung in Ihrem schriftlichen Kostenvoranschlag; die Beratungsgebühr von ${fee} selbst wird nicht reduziert. Der Code kann einmal verwendet werden.`,
};
