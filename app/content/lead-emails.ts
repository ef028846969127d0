import { discountStaff } from "./discount";
import { greeting, signOff } from "./email-courtesy";
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
 * relay for spam). A few per address a day (services/leads/leads.server.ts).
 */
export const leadAckEmail = {
  subject: `We've received your message - ${site.name}`,
  text: (facts: LeadAckFacts) =>
    [
      greeting(facts.firstName),
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
      ...signOff(facts.siteUrl),
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

export interface LeadStaffFacts {
  formId: string;
  name: string;
  email: string;
  phone?: string;
  treatment?: string;
  message?: string;
  /** The newsletter code redeemed with this enquiry, as issued. */
  discountCode?: string;
  /** Other fields the form sent, as sent. */
  extra: Record<string, string>;
  files: { name: string; size: string }[];
  sourcePage?: string;
  /** When it arrived, as the clinic reads it ('Thu 26 Nov 2026, 14:30 (Budapest time)'). */
  received: string;
  /** The lead in the back office (SITE_URL + /staff/leads/<id>). */
  leadUrl: string;
  id: string;
  acknowledged: boolean;
  ackLimit: number;
  /** The patient's language in English words ('French'), when it is not English. */
  language?: string;
  /** What brought the visitor, when known, in one line (staff-attribution.ts `cameFromText`). */
  cameFrom?: string;
}

/** The clinic's notice of a new enquiry (to CLINIC_INBOX, replying to the patient). */
export const leadStaffEmail = {
  subject: (facts: Pick<LeadStaffFacts, "treatment" | "name">) =>
    `New enquiry: ${facts.treatment ?? "General"} from ${facts.name}`,
  text: (facts: LeadStaffFacts) =>
    [
      `New enquiry from the website (${facts.formId} form)`,
      `Received: ${facts.received}`,
      `Open it in the back office: ${facts.leadUrl}`,
      "",
      `Name:      ${facts.name}`,
      `Email:     ${facts.email}`,
      `Phone:     ${facts.phone ?? "-"}`,
      `Treatment: ${facts.treatment ?? "-"}`,
      ...(facts.language ? [`Language:  ${facts.language}`] : []),
      ...(facts.discountCode ? [discountStaff.emailLine(facts.discountCode)] : []),
      "",
      "Message:",
      facts.message ?? "-",
      "",
      ...Object.entries(facts.extra).map(([key, value]) => `${key}: ${value}`),
      ...(facts.files.length
        ? [
            `Attachments (${facts.files.length}), to open from the lead in the back office:`,
            ...facts.files.map((file) => `  - ${file.name} (${file.size})`),
            "",
          ]
        : []),
      `Sent from: ${facts.sourcePage ?? "unknown page"}`,
      ...(facts.cameFrom ? [`Came from: ${facts.cameFrom}`] : []),
      `Lead id:   ${facts.id}`,
      ...(facts.acknowledged
        ? []
        : ["", `No acknowledgement was sent: this address has had ${facts.ackLimit} today.`]),
      "",
      "Reply from the lead's page (the reply is kept in its history), or reply to this email to answer the patient directly. We promise a reply within 24 hours.",
    ].join("\n"),
};
