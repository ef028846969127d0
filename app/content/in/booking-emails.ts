/**
 * The words of booking-emails.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/booking-emails.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_booking_emails from "../de/booking-emails";
import * as en_booking_emails from "../booking-emails";
import * as fr_booking_emails from "../fr/booking-emails";

export const confirmationEmailIn: InLocales<typeof en_booking_emails.confirmationEmail> = {
  en: en_booking_emails.confirmationEmail,
  de: de_booking_emails.confirmationEmail,
  fr: fr_booking_emails.confirmationEmail,
};
export const receiptEmailIn: InLocales<typeof en_booking_emails.receiptEmail> = {
  en: en_booking_emails.receiptEmail,
  de: de_booking_emails.receiptEmail,
  fr: fr_booking_emails.receiptEmail,
};
export const refundEmailIn: InLocales<typeof en_booking_emails.refundEmail> = {
  en: en_booking_emails.refundEmail,
  de: de_booking_emails.refundEmail,
  fr: fr_booking_emails.refundEmail,
};
export const changeEmailIn: InLocales<typeof en_booking_emails.changeEmail> = {
  en: en_booking_emails.changeEmail,
  de: de_booking_emails.changeEmail,
  fr: fr_booking_emails.changeEmail,
};
export const cancelEmailIn: InLocales<typeof en_booking_emails.cancelEmail> = {
  en: en_booking_emails.cancelEmail,
  de: de_booking_emails.cancelEmail,
  fr: fr_booking_emails.cancelEmail,
};
export const reminderEmailIn: InLocales<typeof en_booking_emails.reminderEmail> = {
  en: en_booking_emails.reminderEmail,
  de: de_booking_emails.reminderEmail,
  fr: fr_booking_emails.reminderEmail,
};
export const staffRefundEmailIn: InLocales<typeof en_booking_emails.staffRefundEmail> = {
  en: en_booking_emails.staffRefundEmail,
  de: de_booking_emails.staffRefundEmail,
  fr: fr_booking_emails.staffRefundEmail,
};
export const historyReminderEmailIn: InLocales<typeof en_booking_emails.historyReminderEmail> = {
  en: en_booking_emails.historyReminderEmail,
  de: de_booking_emails.historyReminderEmail,
  fr: fr_booking_emails.historyReminderEmail,
};
