import { site } from "./site";

/**
 * How every email to a patient begins and ends (issue 45): the same greeting and sign-off in the
 * lead emails, the booking emails and the desk's, in each language
 * (app/content/<code>/email-courtesy.ts). The clinic's own notices stay plain English.
 */

/** What an email needs to greet its reader by name. */
export interface Greeted {
  /**
   * How to greet the patient: their first name when it is plainly one (lead-emails.ts's
   * plainFirstName), else nothing ('Hello,').
   */
  firstName?: string;
}

/** 'Dear Anna,' or, without a name, 'Hello,'. */
export const greeting = (name: string | null | undefined) => (name ? `Dear ${name},` : "Hello,");

/** The last lines: the closing, the clinic's name, its address and the site. */
export const signOff = (siteUrl: string) => [
  "Kind regards,",
  site.name,
  `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
  siteUrl,
];
