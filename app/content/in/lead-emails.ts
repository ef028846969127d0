/**
 * The words of lead-emails.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/lead-emails.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_lead_emails from "../de/lead-emails";
import * as en_lead_emails from "../lead-emails";
import * as fr_lead_emails from "../fr/lead-emails";

export const leadAckEmailIn: InLocales<typeof en_lead_emails.leadAckEmail> = {
  en: en_lead_emails.leadAckEmail,
  de: de_lead_emails.leadAckEmail,
  fr: fr_lead_emails.leadAckEmail,
};
