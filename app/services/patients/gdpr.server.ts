import { and, type eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  consultationBookings,
  leadFiles,
  leadNotes,
  leads,
  newsletterSubscribers,
  outbox,
  spamSubmissions,
  testCheckoutSessions,
  waitingListEntries,
} from "~/db/schema";
import type { StaffContext } from "../context.server";
import { eraseHistory, exportHistory, historyVersionFacts } from "../health/gdpr.server";
import { recordAudit, subjectHash } from "../staff/audit.server";
import { detachFilesOfLeads, purgeDetachedFiles } from "../uploads/lead-files.server";
import { forgetEmails } from "../mail/outbox.server";

/**
 * GDPR requests about one person, found by their email address (case-insensitive) in every
 * table that holds it: leads (and staff notes on them), consultation bookings, newsletter
 * sign-ups, emails in the outbox (to them, or about them with their address to reply to),
 * test checkouts, honeypot catches, waiting-list entries, and their medical history (health/gdpr.server.ts: its
 * versions' facts here, every version decrypted in the export).
 */

const same = (column: Parameters<typeof eq>[0], email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** Everything stored about the person: the right of access's export, and the search's counts. */
export async function findPerson(db: Database, email: string) {
  const [
    personLeads,
    bookings,
    subscriptions,
    emails,
    testCheckouts,
    spam,
    medicalHistoryVersions,
    waitingLists,
  ] = await Promise.all([
    db.select().from(leads).where(same(leads.email, email)),
    db.select().from(consultationBookings).where(same(consultationBookings.customerEmail, email)),
    db.select().from(newsletterSubscribers).where(same(newsletterSubscribers.email, email)),
    db
      .select()
      .from(outbox)
      .where(or(same(outbox.recipient, email), same(outbox.replyTo, email))),
    db.select().from(testCheckoutSessions).where(same(testCheckoutSessions.customerEmail, email)),
    db
      .select()
      .from(spamSubmissions)
      .where(sql`lower(${spamSubmissions.payload}->>'email') = ${email.trim().toLowerCase()}`),
    historyVersionFacts(db, email),
    db.select().from(waitingListEntries).where(same(waitingListEntries.email, email)),
  ]);
  const leadIds = personLeads.map((lead) => lead.id);
  const [notes, files] =
    leadIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(leadNotes).where(inArray(leadNotes.leadId, leadIds)),
          // What the files are (names, types, sizes); the files themselves are sent on request.
          db
            .select({
              id: leadFiles.id,
              leadId: leadFiles.leadId,
              fileName: leadFiles.fileName,
              contentType: leadFiles.contentType,
              sizeBytes: leadFiles.sizeBytes,
              createdAt: leadFiles.createdAt,
            })
            .from(leadFiles)
            .where(inArray(leadFiles.leadId, leadIds)),
        ]);
  return {
    leads: personLeads,
    leadNotes: notes,
    leadFiles: files,
    bookings,
    subscriptions,
    emails,
    testCheckouts,
    spam,
    medicalHistoryVersions,
    waitingLists,
  };
}

export type PersonRecord = Awaited<ReturnType<typeof findPerson>>;

const personCounts = (record: PersonRecord) =>
  Object.fromEntries(Object.entries(record).map(([key, rows]) => [key, rows.length])) as Record<
    keyof PersonRecord,
    number
  >;

/**
 * The right to erasure, in one transaction: leads (their notes go with them, and their X-rays
 * and photos are detached, then deleted from the file store as soon as it commits), newsletter
 * sign-ups, honeypot catches, waiting-list entries and unpaid checkouts are deleted; emails not yet sent are
 * deleted and sent ones keep only that an email went (recipient, subject and body dropped);
 * bookings that were paid are kept, as accounting law requires, with the email, name, phone
 * and day-sheet note removed; the medical history is deleted with every version, and the reminder
 * claims of their bookings. The export lists each booking whole (its name and phone too).
 */
export async function erasePerson(ctx: StaffContext, email: string) {
  const { db, files: store, log: logger } = ctx;
  const result = await db.transaction(async (tx) => {
    // Before the bookings lose the address their reminder claims are found by.
    const history = await eraseHistory(tx, email);
    const theirLeads = await tx.select({ id: leads.id }).from(leads).where(same(leads.email, email));
    const filesDetached = await detachFilesOfLeads(
      tx,
      theirLeads.map((lead) => lead.id),
    );
    const deletedLeads = await tx.delete(leads).where(same(leads.email, email)).returning({ id: leads.id });
    const deletedSubscriptions = await tx
      .delete(newsletterSubscribers)
      .where(same(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    const deletedSpam = await tx
      .delete(spamSubmissions)
      .where(sql`lower(${spamSubmissions.payload}->>'email') = ${email.trim().toLowerCase()}`)
      .returning({ id: spamSubmissions.id });
    const deletedWaiting = await tx
      .delete(waitingListEntries)
      .where(same(waitingListEntries.email, email))
      .returning({ id: waitingListEntries.id });
    const emails = await forgetEmails(tx, or(same(outbox.recipient, email), same(outbox.replyTo, email)));
    const paid = inArray(consultationBookings.status, ["paid", "scheduled", "refunded"]);
    const anonymisedBookings = await tx
      .update(consultationBookings)
      .set({
        customerEmail: null,
        customerName: null,
        customerPhone: null,
        staffNote: null,
        updatedAt: ctx.now(),
      })
      .where(
        and(
          same(consultationBookings.customerEmail, email),
          or(paid, isNotNull(consultationBookings.paidAt)),
        ),
      )
      .returning({ id: consultationBookings.id });
    const deletedBookings = await tx
      .delete(consultationBookings)
      .where(same(consultationBookings.customerEmail, email))
      .returning({ id: consultationBookings.id });
    const testCheckouts = await tx
      .update(testCheckoutSessions)
      .set({ customerEmail: null, customerName: null, customerPhone: null })
      .where(same(testCheckoutSessions.customerEmail, email))
      .returning({ id: testCheckoutSessions.id });
    return {
      leadsDeleted: deletedLeads.length,
      filesDeleted: filesDetached,
      subscriptionsDeleted: deletedSubscriptions.length,
      spamDeleted: deletedSpam.length,
      waitingListEntriesDeleted: deletedWaiting.length,
      unsentEmailsDeleted: emails.deleted,
      sentEmailsBlanked: emails.blanked,
      paidBookingsAnonymised: anonymisedBookings.length,
      unpaidBookingsDeleted: deletedBookings.length,
      testCheckoutsAnonymised: testCheckouts.length,
      medicalHistoryVersionsDeleted: history.versionsDeleted,
      medicalHistoryRemindersDeleted: history.remindersDeleted,
    };
  });
  await recordAudit(db, ctx.staff, "gdpr.erase", subjectHash(email), result);
  // The bytes go now; if the store is away, the attachment sweep finishes the job.
  if (result.filesDeleted > 0) {
    await purgeDetachedFiles(db, store).catch((error: unknown) =>
      logger.warn({ err: error }, "erased attachments not yet deleted from the store"),
    );
  }
  return result;
}

/** A GDPR search: what is held about an address, counted (the audit log names it by its hash). */
export async function searchPerson(ctx: StaffContext, email: string) {
  const counts = personCounts(await findPerson(ctx.db, email));
  await recordAudit(ctx.db, ctx.staff, "gdpr.search", subjectHash(email), counts);
  return counts;
}

/**
 * The right of access: everything stored about one address, as JSON, their medical history's
 * versions decrypted (audited with its counts).
 */
export async function exportPerson(ctx: StaffContext, email: string): Promise<string> {
  const record = await findPerson(ctx.db, email);
  const medicalHistoryVersions = await exportHistory(ctx, email);
  await recordAudit(ctx.db, ctx.staff, "gdpr.export", subjectHash(email), personCounts(record));
  return JSON.stringify({ exportedAt: ctx.now().toISOString(), ...record, medicalHistoryVersions }, null, 2);
}
