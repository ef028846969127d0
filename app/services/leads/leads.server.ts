import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { CONTACT_CONSENT_VERSION } from "~/content/contact";
import { leadStaffEmail, plainFirstName } from "~/content/lead-emails";
import { localeInfo, type Locale } from "~/content/locales";
import { cameFromText } from "~/content/staff-attribution";
import { leadAckEmailIn } from "~/content/in/lead-emails";
import type { Database } from "~/db/client.server";
import type { ServiceContext, Settings } from "../context.server";
import type { VisitAttribution } from "~/lib/visit-columns";
import {
  idempotencyKeys,
  leadEvents,
  leadFiles,
  leads,
  newsletterSubscribers,
  spamSubmissions,
} from "~/db/schema";
import { formatBudapestDateTime, formatBytes } from "~/lib/format";
import { localizePath } from "~/lib/locale-path";
import type { ContactSubmission } from "~/lib/schemas/contact";
import { toCsv } from "~/lib/csv";
import type { LeadFileRow } from "../uploads/lead-files.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import { countRequest } from "../platform/rate-limit.server";
import {
  DiscountCodeRefused,
  normaliseDiscountCode,
  redeemDiscountCode,
} from "../newsletter/discounts.server";

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
  /** The language of the page the form was on (its hidden field): stored, and the acknowledgement's. */
  language?: Locale;
  /** What brought the visitor (found by the caller from the request; none when not known). */
  attribution?: VisitAttribution;
}

/** How long a key is remembered, and how long an identical submission without one is a repeat. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

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
  ctx: ServiceContext,
  input: LeadInput,
): Promise<{ id: string; repeat: boolean }> {
  const { db, settings } = ctx;
  const now = ctx.now();
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

    // A newsletter code is used with the lead, in this transaction: refused, nothing is stored.
    const typedCode = input.submission.discountCode;
    const discountCode = typedCode ? normaliseDiscountCode(typedCode) : null;
    if (typedCode && !discountCode) throw new DiscountCodeRefused("unknown");
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
        discountCode,
        language: input.language ?? "en",
        ...input.attribution,
        createdAt: now,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (discountCode) await redeemDiscountCode(tx, discountCode, { leadId: lead.id }, now);
    if (input.files?.length) {
      await tx
        .insert(leadFiles)
        .values(input.files.map((file) => ({ ...file, leadId: lead.id, createdAt: now })));
    }
    // Counted by a hash of the address (a counter is no place for personal data), with the lead.
    const ackKey = `lead-ack:${createHash("sha256").update(input.submission.email.toLowerCase()).digest("hex")}`;
    const { allowed } = await countRequest(tx, ackKey, ACKS_PER_ADDRESS, now);
    await queueEmails(tx, leadEmails(lead.id, lead.createdAt, input, settings, allowed));
    // The first line of the lead's history (app/services/leads/history.server.ts).
    await tx.insert(leadEvents).values({ leadId: lead.id, at: lead.createdAt, kind: "received" });
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

/**
 * Acknowledgements one address receives at most, per day: enough for a patient who writes
 * twice, too few for anyone using the form to send mail to strangers.
 */
const ACKS_PER_ADDRESS = { limit: 3, windowMs: 24 * 60 * 60_000 };

function leadEmails(
  id: string,
  createdAt: Date,
  input: LeadInput,
  settings: Settings,
  acknowledge: boolean,
): QueuedEmail[] {
  const s = input.submission;
  const language = input.language ?? "en";
  return [
    {
      kind: "lead-staff",
      to: settings.clinicInbox,
      replyTo: s.email,
      subject: leadStaffEmail.subject(s),
      text: leadStaffEmail.text({
        ...s,
        discountCode: s.discountCode ? (normaliseDiscountCode(s.discountCode) ?? undefined) : undefined,
        formId: input.formId,
        extra: input.extra ?? {},
        files: (input.files ?? []).map((file) => ({
          name: file.fileName,
          size: formatBytes(file.sizeBytes),
        })),
        sourcePage: input.sourcePage,
        received: formatBudapestDateTime(createdAt),
        leadUrl: `${settings.siteUrl}/staff/leads/${id}`,
        id,
        acknowledged: acknowledge,
        ackLimit: ACKS_PER_ADDRESS.limit,
        // Said for a patient who wrote in another language than English (the notice stays English).
        language: language === "en" ? undefined : localeInfo[language].englishName,
        cameFrom: input.attribution ? cameFromText(input.attribution) : undefined,
      }),
      leadId: id,
    },
    ...(acknowledge
      ? [
          {
            kind: "lead-ack",
            to: s.email,
            subject: leadAckEmailIn[language].subject,
            text: leadAckEmailIn[language].text({
              firstName: plainFirstName(s.name),
              treatment: s.treatment,
              files: input.files?.length ?? 0,
              // The site in the patient's language: /de, /fr (English: the site's address as it is).
              siteUrl:
                language === "en" ? settings.siteUrl : `${settings.siteUrl}${localizePath("/", language)}`,
            }),
            leadId: id,
          },
        ]
      : []),
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
  // Added after the first columns: scripts read them by name, and old ones see no shift.
  "discountCode",
  "language",
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
 * The machine CSV of leads (the staff API and `npm run leads`): column names from the code and
 * UTC ISO times, which scripts read by name, so they stay as they are. The back office's
 * "Export these leads" is for people: services/leads/export.server.ts.
 */
export const leadsCsv = (rows: (typeof leads.$inferSelect)[]) => toCsv(rows, [...leadExportColumns]);
export const subscribersCsv = (
  rows: Pick<typeof newsletterSubscribers.$inferSelect, (typeof subscriberExportColumns)[number]>[],
) => toCsv(rows, [...subscriberExportColumns]);

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
