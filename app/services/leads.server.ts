import { and, asc, gte, lt } from "drizzle-orm";
import { CONTACT_CONSENT_VERSION } from "~/content/contact";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { leads, newsletterSubscribers, spamSubmissions } from "~/db/schema";
import type { ContactSubmission } from "~/lib/contact-schema";
import { queueEmails, type QueuedEmail } from "./outbox.server";

export interface LeadInput {
  formId: string;
  submission: ContactSubmission;
  /** Other fields the form sent (not starting with '_'). */
  extra?: Record<string, string>;
  sourcePage?: string;
}

export interface LeadSettings {
  clinicInbox: string;
  siteUrl: string;
}

/**
 * Stores a lead and queues the staff notification and the visitor's acknowledgement in one
 * transaction: when this returns, the lead is committed, whatever happens to mail later.
 */
export async function createLead(
  db: Database,
  input: LeadInput,
  settings: LeadSettings,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        formId: input.formId,
        name: input.submission.name,
        email: input.submission.email,
        phone: input.submission.phone ?? null,
        treatment: input.submission.treatment ?? null,
        message: input.submission.message ?? null,
        extra: input.extra ?? {},
        sourcePage: input.sourcePage ?? null,
        consentVersion: CONTACT_CONSENT_VERSION,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    await queueEmails(tx, leadEmails(lead.id, lead.createdAt, input, settings));
    return { id: lead.id };
  });
}

/** A submission that filled the honeypot: kept for review, never a lead, never emailed. */
export async function recordSpam(
  db: Database,
  formId: string,
  payload: Record<string, string>,
): Promise<void> {
  await db.insert(spamSubmissions).values({ formId, payload });
}

function leadEmails(id: string, createdAt: Date, input: LeadInput, settings: LeadSettings): QueuedEmail[] {
  const s = input.submission;
  const lines = [
    `New enquiry from the website (${input.formId} form)`,
    "",
    `Name:      ${s.name}`,
    `Email:     ${s.email}`,
    `Phone:     ${s.phone ?? "-"}`,
    `Treatment: ${s.treatment ?? "-"}`,
    "",
    "Message:",
    s.message ?? "-",
    "",
    ...Object.entries(input.extra ?? {}).map(([key, value]) => `${key}: ${value}`),
    `Sent from: ${input.sourcePage ?? "unknown page"}`,
    `Received:  ${createdAt.toISOString()}`,
    `Lead id:   ${id}`,
    "",
    "Reply to this email to answer the patient directly. We promise a reply within 24 hours.",
  ];
  const ack = [
    `Dear ${s.name},`,
    "",
    `Thank you for contacting ${site.name}. We've received your message and will get back to you within 24 hours.`,
    "",
    `If your question is urgent, call our Dental Tourism Manager on ${site.phone.display}.`,
    "",
    "What you sent us:",
    `Treatment: ${s.treatment ?? "not specified"}`,
    s.message ? `Message: ${s.message}` : "",
    "",
    "Kind regards,",
    site.name,
    `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
    settings.siteUrl,
  ].filter((line, index, all) => !(line === "" && all[index - 1] === ""));
  return [
    {
      kind: "lead-staff",
      to: settings.clinicInbox,
      replyTo: s.email,
      subject: `New enquiry: ${s.treatment ?? "General"} from ${s.name}`,
      text: lines.join("\n"),
    },
    {
      kind: "lead-ack",
      to: s.email,
      subject: `We've received your message - ${site.name}`,
      text: ack.join("\n"),
    },
  ];
}

/** Columns of the staff exports, in order (CSV header row). */
export const leadExportColumns = [
  "createdAt",
  "status",
  "formId",
  "name",
  "email",
  "phone",
  "treatment",
  "message",
  "sourcePage",
  "consentVersion",
  "id",
] as const;
export const subscriberExportColumns = [
  "createdAt",
  "email",
  "consentVersion",
  "consentedAt",
  "sourcePage",
] as const;

export interface ExportRange {
  since?: Date;
  until?: Date;
}

/** Leads and newsletter sign-ups in a date range, oldest first, for staff exports. */
export async function listLeads(db: Database, range: ExportRange = {}) {
  const where = and(
    range.since ? gte(leads.createdAt, range.since) : undefined,
    range.until ? lt(leads.createdAt, range.until) : undefined,
  );
  const subscriberWhere = and(
    range.since ? gte(newsletterSubscribers.createdAt, range.since) : undefined,
    range.until ? lt(newsletterSubscribers.createdAt, range.until) : undefined,
  );
  const [leadRows, subscriberRows] = await Promise.all([
    db.select().from(leads).where(where).orderBy(asc(leads.createdAt)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(subscriberWhere)
      .orderBy(asc(newsletterSubscribers.createdAt)),
  ]);
  return { leads: leadRows, subscribers: subscriberRows };
}
