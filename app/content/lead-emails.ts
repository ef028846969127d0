import { site } from "./site";

export interface LeadAckFacts {
  /** How to greet the sender: their first name when it is plainly one, else nothing. */
  firstName: string | undefined;
  /** One of the form's listed treatments (never free text), or nothing. */
  treatment: string | undefined;
  /** How many files arrived with a quote request. */
  files: number;
  siteUrl: string;
}

/**
 * The acknowledgement a visitor receives after a contact or quote form. It goes to whatever
 * address was typed into the form, so it carries nothing the sender wrote: not the message, not
 * file names, and a name only when it is a plain first name (a form that echoes its input is a
 * relay for spam). A few per address a day (services/leads.server.ts).
 */
export const leadAckEmail = {
  subject: `We've received your message - ${site.name}`,
  text: (facts: LeadAckFacts) =>
    [
      facts.firstName ? `Dear ${facts.firstName},` : "Hello,",
      "",
      `Thank you for contacting ${site.name}. We've received your ${facts.treatment ? `enquiry about ${facts.treatment}` : "message"} and will get back to you within 24 hours.`,
      ...(facts.files > 0
        ? [
            "",
            `Your ${facts.files === 1 ? "file has" : `${facts.files} files have`} arrived safely; only our clinical team can open ${facts.files === 1 ? "it" : "them"}.`,
          ]
        : []),
      "",
      `If your question is urgent, call our Dental Tourism Manager on ${site.phone.display}.`,
      "",
      "If you did not contact us, you can ignore this email: nothing more will be sent.",
      "",
      "Kind regards,",
      site.name,
      `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
      facts.siteUrl,
    ].join("\n"),
};

/**
 * The sender's first name, if the name starts with one that is only letters (any script),
 * apostrophes or hyphens, at most 30 characters: 'Dear Ann,' but never 'Dear www.spam.example,'.
 */
export function plainFirstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u.test(first) ? first : undefined;
}
