import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";
import type { LeadStatus } from "../lib/lead-status";
import { site } from "./site";

/**
 * The words of the back office's leads: the inbox's views, a lead's page (calling, replying,
 * its history, the one work form), the reply templates page, the CSV's headers, and the reply
 * templates the clinic starts with (app/services/leads/reply-templates.server.ts seeds them).
 */

export const inboxViews = ["unanswered", "today", "mine", "all"] as const;
export type InboxView = (typeof inboxViews)[number];

export const inboxWords = {
  title: "Leads",
  views: {
    unanswered: "Unanswered",
    today: "Today",
    mine: "Assigned to me",
    all: "All",
  } satisfies Record<InboxView, string>,
  viewsLabel: "Views",
  /** What each view is, under the tabs. */
  viewHelp: {
    unanswered: "Nobody has replied yet. Oldest first: answer from the top.",
    today: "Arrived today (Budapest time), newest first.",
    mine: "Assigned to you, newest first.",
    all: "Every lead, newest first.",
  } satisfies Record<InboxView, string>,
  templatesLink: "Reply templates",
  columns: {
    received: "Received",
    waited: "Waiting",
    age: "Age",
    name: "Name",
    phone: "Phone",
    treatment: "Treatment",
    message: "Message",
    files: "Files",
    status: "Status",
    assignee: "Assigned to",
  },
  filesAttached: (count: number) => (count === 1 ? "1 file attached" : `${count} files attached`),
  none: "No leads here.",
  export: "Export these leads (CSV)",
  filters: {
    q: "Search name, email, phone, message",
    status: "Status",
    treatment: "Treatment",
    form: "Form",
    from: "From",
    to: "To",
    language: "Language",
    any: "Any",
    filter: "Filter",
    clear: "Clear",
  },
  count: (total: number, page: number, pages: number) =>
    `${total === 1 ? "1 lead" : `${total} leads`}${pages > 1 ? `, page ${page} of ${pages}` : ""}`,
  pages: "Pages",
  previous: "Previous page",
  next: "Next page",
};

/** How long ago: '25 min', '3 h', '2 days'. */
export function waitedFor(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

export const leadPageWords = {
  title: (name: string | undefined) => (name ? `Lead: ${name}` : "Lead"),
  back: "← All leads",
  sent: {
    heading: "What they sent",
    received: "Received",
    email: "Email",
    phone: "Phone",
    treatment: "Treatment",
    form: "Form",
    sentFrom: "Sent from",
    language: "Language",
    unknownPage: "unknown page",
    consent: "Consent wording",
    message: "Message",
    files: "X-rays and photos",
    noFiles: (retention: string) =>
      `None (none were sent, or they were deleted ${retention} after they arrived).`,
    attachments: "Attachments",
    attachment: (fileName: string) => `Attachment ${fileName}`,
    linksNote:
      "Links work for 10 minutes; reload this page for fresh ones. Each opening is in the audit log.",
  },
  call: "Call",
  callLabel: (phone: string) => `Call ${phone}`,
  whatsapp: "WhatsApp",
  whatsappLabel: (phone: string) => `Write to ${phone} on WhatsApp`,
  /** The chat the WhatsApp link starts with. */
  whatsappMessage: (firstName: string | undefined) =>
    `${firstName ? `Hello ${firstName}` : "Hello"}, this is ${site.name} about your enquiry.`,
  noPhone: "No phone number given: answer by email.",
  reply: {
    heading: "Reply by email",
    template: "Start from a template",
    noTemplate: "A blank reply",
    useTemplate: "Use this template",
    to: (email: string, inbox: string) => `To ${email}; their answer comes back to ${inbox}.`,
    subject: "Subject",
    body: "Message",
    send: "Send reply",
    sent: "Reply queued: it goes out in a moment, and it is in the history below.",
    editTemplates: "Edit the templates",
  },
  work: {
    heading: "Work on it",
    status: "Status",
    assignee: "Assigned to",
    nobody: "Nobody",
    note: "Add a note (optional)",
    save: "Save",
    saved: "Saved.",
    retention: (treated: string, retention: string) =>
      `${treated} mean the enquiry led to treatment: kept. Otherwise this person's enquiries are deleted ${retention} after their last contact (their latest enquiry, note or consultation booking), as the privacy policy says: add a note when you speak to them.`,
  },
  history: {
    heading: "History",
    empty: "Nothing yet.",
    bySite: "the website",
    removedAccount: "a removed account",
    received: (form: string) => `Received through the ${form} form`,
    reply: (subject: string, template: string | null) =>
      `Reply sent: “${subject}”${template ? ` (from the template “${template}”)` : ""}`,
    email: (kind: string) => emailKindNames[kind] ?? "Email",
    status: (from: string, to: string) => `Status: ${from} → ${to}`,
    assignee: (to: string | null) => (to ? `Assigned to ${to}` : "Unassigned"),
    note: "Note",
    file: "File",
    delivery: {
      sent: (at: string) => `sent ${at}`,
      queued: "waiting to be sent",
      retrying: (attempts: number, next: string) =>
        `not sent yet (${attempts} ${attempts === 1 ? "attempt" : "attempts"}; next ${next})`,
    },
  },
  errors: {
    notFound: "There is no such lead (or account).",
    noTemplate: "That template no longer exists: choose another.",
  },
};

/** The statuses' names, as the inbox, a lead's page, its history, the search and the CSV say them. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quote_sent: "Quote sent",
  booked: "Booked",
  closed: "Closed",
  not_interested: "Not interested",
};

/** What an attachment's link answers when it cannot give the file (plain text), and a file's name once let go. */
export const leadFileWords = {
  forged: "This link is not valid.",
  expired: "This link has expired. Open the lead's page again for a fresh one.",
  deleted: "This file has been deleted, with its lead or after its retention period.",
  /** The name a file keeps after its retention period, until its bytes are purged. */
  retentionEnded: "(retention period ended)",
};

const emailKindNames: Record<string, string> = {
  "lead-staff": "Notice to the clinic",
  "lead-ack": "Acknowledgement to the patient",
  "lead-reply": "Reply to the patient",
};

export const templateWords = {
  title: "Reply templates",
  intro:
    "The replies offered on each lead's page. {firstName} becomes the patient's first name; {clinicName}, {clinicPhone}, {clinicEmail} and {siteUrl} the clinic's details.",
  back: "← Leads",
  add: "Add a template",
  name: "Name",
  subject: "Subject",
  body: "Message",
  save: "Save template",
  create: "Add template",
  remove: "Delete",
  up: "Move up",
  down: "Move down",
  upLabel: (name: string) => `Move “${name}” up`,
  downLabel: (name: string) => `Move “${name}” down`,
  removeLabel: (name: string) => `Delete “${name}”`,
  saved: "Saved.",
  lastChanged: (when: string) => `Last changed ${when}`,
  created: "Template added.",
  removed: "Template deleted.",
  moved: "Order saved.",
  errors: {
    duplicate: "A template with that name exists already: choose another name.",
    notFound: "That template no longer exists.",
  },
};

export interface ReplyFacts {
  firstName: string | undefined;
  siteUrl: string;
}

/** Placeholders a template may use, filled in on the lead's page. */
export function fillTemplate(text: string, facts: ReplyFacts): string {
  const values: Record<string, string> = {
    firstName: facts.firstName ?? "there",
    clinicName: site.name,
    clinicPhone: site.phone.display,
    clinicEmail: site.email,
    siteUrl: facts.siteUrl,
  };
  // Without a plain first name (app/content/lead-emails.ts), 'Dear {firstName},' reads 'Hello,'.
  const greeted = facts.firstName ? text : text.replace(/\bDear \{firstName\},/g, "Hello,");
  return greeted.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const signature = ["Kind regards,", "{clinicName}", "{clinicPhone} · {clinicEmail}", "{siteUrl}"].join("\n");

/** The templates the clinic starts with (seeded when it has none). */
export const defaultReplyTemplates: { name: string; subject: string; body: string }[] = [
  {
    name: "Quote request",
    subject: "Your quote from {clinicName}",
    body: [
      "Dear {firstName},",
      "",
      "Thank you for asking us for a quote. To give you a price you can rely on, our dentists need to see your teeth: a recent panoramic X-ray is ideal, or clear photos of your smile if you have no X-ray.",
      "",
      "This first review is free: once our dentists have seen your X-ray or photos, we email you a written treatment plan with the full price and the dates of each visit, so you can plan your travel.",
      "",
      "If you would rather talk it through first, a phone or video consultation with your Dental Tourism Manager is free too: call us on {clinicPhone}, or simply reply to this email.",
      "",
      signature,
    ].join("\n"),
  },
  {
    name: "Ask for an X-ray or photos",
    subject: "Could you send us an X-ray or photos?",
    body: [
      "Dear {firstName},",
      "",
      "Thank you for your message. So that our dentists can look at your case properly, could you send us a panoramic X-ray taken in the last 12 months? If you do not have one, clear photos of your teeth (front, left, right, top and bottom) help a great deal.",
      "",
      "You can attach them to a reply to this email, or upload them with the quote form on our website: {siteUrl}/quote",
      "",
      "Once we have them, we will come back to you with a treatment plan and a price.",
      "",
      signature,
    ].join("\n"),
  },
  {
    name: "Consultation day",
    subject: "Our consultation day in Budapest",
    body: [
      "Dear {firstName},",
      "",
      `You might like our consultation day: one day at the clinic, with everything you need to decide. ${consultationDay.appointmentMeaning}`,
      "",
      "It includes a CT scan and a panoramic X-ray, an intraoral scan and smile design, a consultation with a specialist, lunch, a short talk about your options, and a written treatment plan with a fixed price to take home.",
      "",
      `A place costs €${consultationEvent.feeEur} (£${consultationEvent.feeGbp}). ${consultationEvent.story.credit} You can book a place and choose your time here: {siteUrl}/consultation-event`,
      "",
      "If you have any questions, call us on {clinicPhone} or reply to this email.",
      "",
      signature,
    ].join("\n"),
  },
];

/** The back office's CSV of leads: headers a person reads. */
export const leadCsvHeaders = {
  received: "Received (Budapest time)",
  name: "Name",
  email: "Email",
  phone: "Phone",
  treatment: "Treatment",
  message: "Message",
  status: "Status",
  assignee: "Assigned to",
  answered: "First answered (Budapest time)",
  notes: "Notes",
  files: "Files attached",
  form: "Form",
  sourcePage: "Sent from page",
  id: "Lead id",
  language: "Language",
} as const;
