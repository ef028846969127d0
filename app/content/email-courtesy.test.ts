import { describe, expect, it } from "vitest";
import {
  cancelEmailIn,
  changeEmailIn,
  confirmationEmailIn,
  historyReminderEmailIn,
  receiptEmailIn,
  refundEmailIn,
  reminderEmailIn,
  staffRefundEmailIn,
} from "./in/booking-emails";
import {
  dayConfirmationEmailIn,
  dayMovedEmailIn,
  deskBookingEmailIn,
  deskCancelledEmailIn,
  paymentLinkEmailIn,
} from "./in/desk-emails";
import { greetingIn, signOffIn } from "./in/email-courtesy";
import { leadAckEmailIn } from "./in/lead-emails";
import { locales, type Locale } from "./locales";

/**
 * Every email to a patient, in every language, begins with the same greeting and ends with the
 * same sign-off as the lead emails (issue 45): 'Dear Anna,' / 'Guten Tag Anna,' / 'Bonjour
 * Anna,' ('Hello,' without a name), then 'Kind regards,', the clinic, its address and the site.
 */
const siteUrl = "https://clinic.example";
const facts = {
  firstName: "Anna",
  name: "Anna",
  when: "Monday 1 February 2027 at 11:00",
  before: "Monday 1 February 2027 at 10:00",
  date: "Monday 1 February 2027",
  time: "11:00",
  from: "Monday 1 February 2027",
  to: "Tuesday 2 February 2027",
  reason: null,
  amount: "€50.00",
  refundReference: "re_1",
  reference: "CD-ABC123",
  paymentUrl: `${siteUrl}/pay`,
  expires: "Tue 2 Feb 2027, 10:00 (Budapest time)",
  manageUrl: `${siteUrl}/booking/t`,
  medicalHistoryUrl: `${siteUrl}/medical-history/t`,
  treatment: undefined,
  files: 0,
  siteUrl,
};

const texts = (locale: Locale, f: typeof facts) => ({
  lead: leadAckEmailIn[locale].text(f),
  confirmation: confirmationEmailIn[locale].patientText(f),
  receipt: receiptEmailIn[locale].patientText(f),
  refund: refundEmailIn[locale].patientText(f),
  change: changeEmailIn[locale].patientText(f),
  cancel: cancelEmailIn[locale].patientText(f),
  reminderWeek: reminderEmailIn[locale].text(7, f),
  reminderDay: reminderEmailIn[locale].text(1, f),
  chooseTime: reminderEmailIn[locale].chooseTimeText(f),
  history: historyReminderEmailIn[locale].text(f),
  staffRefund: staffRefundEmailIn[locale].patientText(f),
  deskBooking: deskBookingEmailIn[locale].text(f),
  paymentLink: paymentLinkEmailIn[locale].text(f),
  dayMoved: dayMovedEmailIn[locale].text(f),
  deskCancelled: deskCancelledEmailIn[locale].text(f),
  dayConfirmation: dayConfirmationEmailIn[locale].text(f),
});

describe("every email to a patient is greeted and signed off alike", () => {
  for (const locale of locales)
    it(`${locale}: begins with '${greetingIn[locale]("Anna")}' and ends with '${signOffIn[locale](siteUrl)[0]}'`, () => {
      const problems: string[] = [];
      for (const [name, text] of Object.entries(texts(locale, facts))) {
        if (!text.startsWith(`${greetingIn[locale]("Anna")}\n\n`))
          problems.push(`${name}: ${text.split("\n")[0]}`);
        if (!text.endsWith(signOffIn[locale](siteUrl).join("\n")))
          problems.push(`${name}: ends ${text.slice(-60)}`);
      }
      expect(problems).toEqual([]);
    });

  it("greets without a name as each language does", () => {
    expect(locales.map((locale) => greetingIn[locale](undefined))).toEqual([
      "Hello,",
      "Guten Tag,",
      "Bonjour,",
    ]);
    expect(locales.map((locale) => greetingIn[locale]("Anna"))).toEqual([
      "Dear Anna,",
      "Guten Tag Anna,",
      "Bonjour Anna,",
    ]);
    const anonymous = { ...facts, firstName: undefined as unknown as string };
    expect(texts("de", anonymous).receipt.startsWith("Guten Tag,\n\n")).toBe(true);
  });

  it("signs off with the clinic's address in the reader's language", () => {
    expect(signOffIn.en(siteUrl)[2]).toMatch(/, Hungary$/);
    expect(signOffIn.de(siteUrl)[2]).toMatch(/, Ungarn$/);
    expect(signOffIn.fr(siteUrl)[2]).toMatch(/, Hongrie$/);
  });
});
