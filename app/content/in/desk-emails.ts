/**
 * The words of desk-emails.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/desk-emails.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_desk_emails from "../de/desk-emails";
import * as en_desk_emails from "../desk-emails";
import * as fr_desk_emails from "../fr/desk-emails";

export const deskBookingEmailIn: InLocales<Translated<typeof en_desk_emails.deskBookingEmail>> = {
  en: en_desk_emails.deskBookingEmail,
  de: de_desk_emails.deskBookingEmail,
  fr: fr_desk_emails.deskBookingEmail,
};
export const paymentLinkEmailIn: InLocales<Translated<typeof en_desk_emails.paymentLinkEmail>> = {
  en: en_desk_emails.paymentLinkEmail,
  de: de_desk_emails.paymentLinkEmail,
  fr: fr_desk_emails.paymentLinkEmail,
};
export const dayMovedEmailIn: InLocales<Translated<typeof en_desk_emails.dayMovedEmail>> = {
  en: en_desk_emails.dayMovedEmail,
  de: de_desk_emails.dayMovedEmail,
  fr: fr_desk_emails.dayMovedEmail,
};
export const deskCancelledEmailIn: InLocales<Translated<typeof en_desk_emails.deskCancelledEmail>> = {
  en: en_desk_emails.deskCancelledEmail,
  de: de_desk_emails.deskCancelledEmail,
  fr: fr_desk_emails.deskCancelledEmail,
};
export const dayConfirmationEmailIn: InLocales<Translated<typeof en_desk_emails.dayConfirmationEmail>> = {
  en: en_desk_emails.dayConfirmationEmail,
  de: de_desk_emails.dayConfirmationEmail,
  fr: fr_desk_emails.dayConfirmationEmail,
};
