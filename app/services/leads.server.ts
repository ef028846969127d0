import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { CONTACT_CONSENT_VERSION } from "~/content/contact";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { idempotencyKeys, leadFiles, leads, newsletterSubscribers, spamSubmissions } from "~/db/schema";
import type { ContactSubmission } from "~/lib/contact-schema";
import { toCsv } from "~/lib/csv";
import { formatBytes } from "~/lib/upload-rules";
import type { LeadFileRow } from "./lead-files.server";
import { queueEmails, type QueuedEmail } from "./outbox.server";

export interface LeadInput {
  formId: string;
  submission: ContactSubmission;
  /** Other fields the form sent (not starting with '_'). */
  extra?: Record<string, string>;
  sourcePage?: string;
  /** One key per filled-in form (a hidden field): a repeat of it is the same lead. */
  idempotencyKey?: string;
  /** Attachments already in the file store (quote form): their rows are written with the lead. */
  files?: LeadFileRow[];
}

/** How long a key is remembered, and how long an identical submission without one is a repeat. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export interface LeadSettings {
  clinicInbox: string;
  siteUrl: string;
}

/**
 * Stores a lead and queues the staff notification and the visitor's acknowledgement in one
 * transaction: when this returns, the lead is committed, whatever happens to mail later.
 *
 * A submission counts once. With an idempotency key, a repeat of the key (a double click, a
 * retry after a lost answer, the same post on another app server) waits for the first to
 * commit and then stores and sends nothing: the unique key is the lock. Without a key, an
 * identical submission (same form, email and message) within ten minutes is the same lead,
 * serialised by a transaction lock on its fingerprint.
 */
export async function createLead(
  db: Database,
  input: LeadInput,
  settings: LeadSettings,
  now = new Date(),
): Promise<{ id: string; repeat: boolean }> {
  const fingerprint = leadFingerprint(input);
  return db.transaction(async (tx) => {
    if (input.idempotencyKey) {
      const key = `${input.formId}:${input.idempotencyKey}`;
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
        return { id: String(first?.response?.leadId ?? ""), repeat: true };
      }
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${fingerprint}`}))`);
      const [earlier] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.fingerprint, fingerprint),
            gte(leads.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
          ),
        )
        .orderBy(desc(leads.createdAt))
        .limit(1);
      if (earlier) return { id: earlier.id, repeat: true };
    }

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
        fingerprint,
        createdAt: now,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (input.files?.length) {
      await tx.insert(leadFiles).values(input.files.map((file) => ({ ...file, leadId: lead.id, createdAt: now })));
    }
    await queueEmails(tx, leadEmails(lead.id, lead.createdAt, input, settings));
    if (input.idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ response: { leadId: lead.id } })
        .where(eq(idempotencyKeys.key, `${input.formId}:${input.idempotencyKey}`));
      // Old keys are cleared by whoever passes by: no timer, no single owner.
      if (Math.random() < 0.02) {
        await tx
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
      }
    }
    return { id: lead.id, repeat: false };
  });
}

/** Same form, same address, same words: the same enquiry. */
function leadFingerprint(input: LeadInput): string {
  const message = (input.submission.message ?? "").replace(/\s+/g, " ").trim();
  return createHash("sha256")
    .update(JSON.stringify([input.formId, input.submission.email.toLowerCase(), message]))
    .digest("hex");
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
    ...(input.files?.length
      ? [
          `Attachments (${input.files.length}), to open from the lead in the back office:`,
          ...input.files.map((file) => `  - ${file.fileName} (${formatBytes(file.sizeBytes)})`),
          `  ${settings.siteUrl}/staff/leads/${id}`,
          "",
        ]
      : []),
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
    input.files?.length
      ? `Attachments: ${input.files.length} ${input.files.length === 1 ? "file" : "files"} (${input.files.map((file) => file.fileName).join(", ")}), received safely.`
      : "",
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
  "status",
  "consentVersion",
  "consentedAt",
  "confirmedAt",
  "discountCode",
  "unsubscribedAt",
  "sourcePage",
] as const;

/**
 * The CSV every lead export writes (the staff API, `npm run leads`, the back office's
 * "Export" of the current filter): one function, so the columns never drift apart.
 */
export const leadsCsv = (rows: (typeof leads.$inferSelect)[]) => toCsv(rows, [...leadExportColumns]);
export const subscribersCsv = (
  rows: Pick<typeof newsletterSubscribers.$inferSelect, (typeof subscriberExportColumns)[number]>[],
) =>
  toCsv(rows, [...subscriberExportColumns]);

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
    // Not the link tokens: an export must not carry the power to confirm or unsubscribe.
    db
      .select({
        id: newsletterSubscribers.id,
        createdAt: newsletterSubscribers.createdAt,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        consentVersion: newsletterSubscribers.consentVersion,
        consentedAt: newsletterSubscribers.consentedAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        discountCode: newsletterSubscribers.discountCode,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        sourcePage: newsletterSubscribers.sourcePage,
      })
      .from(newsletterSubscribers)
      .where(subscriberWhere)
      .orderBy(asc(newsletterSubscribers.createdAt)),
  ]);
  return { leads: leadRows, subscribers: subscriberRows };
}
