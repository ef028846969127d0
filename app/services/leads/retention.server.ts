import { and, eq, inArray, lt, max, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { ServiceContext } from "../context.server";
import { consultationBookings, leadNotes, leads, outbox } from "~/db/schema";
import { enquiryRetention, treatedLeadStatuses } from "~/lib/lead-status";
import { detachFilesOfLeads } from "../uploads/lead-files.server";
import { forgetEmails } from "../mail/outbox.server";

/** The emails the site sent about an enquiry: the clinic's notice and the visitor's acknowledgement. */
const ENQUIRY_EMAIL_KINDS = ["lead-staff", "lead-ack"];

/** How many people are handled in one transaction. */
const BATCH = 100;

/**
 * The privacy policy's retention for enquiries that do not lead to treatment: deleted
 * `enquiryRetention.years` after the person's last contact with the clinic. A person is one
 * email address (any case). Their last contact is the latest of:
 * - any enquiry they sent;
 * - any staff note on one of their enquiries (a note records a call or an email);
 * - any consultation booking they made.
 *
 * Someone whose enquiry reached 'booked' or 'closed' (`treatedLeadStatuses`) led to treatment and
 * is kept. Otherwise all their enquiries go, with their notes. Their X-rays and photos are
 * detached, and the attachment sweep deletes the files. The emails about those enquiries are
 * handled as an erasure handles them: unsent ones are deleted, sent ones keep only that an
 * email went. Conditional deletes in batches: several servers may run it at once.
 */
export async function purgeStaleEnquiries(
  ctx: ServiceContext,
): Promise<{ enquiries: number; files: number }> {
  const { db } = ctx;
  const now = ctx.now();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - enquiryRetention.years);
  const emails = await stalePeople(db, cutoff);
  let enquiries = 0;
  let files = 0;
  for (let i = 0; i < emails.length; i += BATCH) {
    const done = await db.transaction(async (tx) => {
      // Asked again inside the transaction: an enquiry or a note that arrived since counts.
      const people = await stalePeople(tx, cutoff, emails.slice(i, i + BATCH));
      if (people.length === 0) return { enquiries: 0, files: 0 };
      const theirs = and(
        inArray(sql<string>`lower(${leads.email})`, people),
        // Never an enquiry sent after the cut-off, whatever arrives meanwhile.
        lt(leads.createdAt, cutoff),
      );
      const ids = (await tx.select({ id: leads.id }).from(leads).where(theirs)).map((lead) => lead.id);
      const filesDetached = await detachFilesOfLeads(tx, ids);
      const deleted = await tx.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id });
      await forgetEmails(
        tx,
        and(
          inArray(outbox.kind, ENQUIRY_EMAIL_KINDS),
          or(
            inArray(sql<string>`lower(${outbox.recipient})`, people),
            inArray(sql<string>`lower(${outbox.replyTo})`, people),
          ),
        ),
      );
      return { enquiries: deleted.length, files: filesDetached };
    });
    enquiries += done.enquiries;
    files += done.files;
  }
  return { enquiries, files };
}

type Reader = Pick<Database, "select" | "selectDistinct">;

/**
 * The people (lower-cased emails; among `only` if given) whose last contact is before `cutoff`
 * and who never reached a treated status.
 */
async function stalePeople(db: Reader, cutoff: Date, only?: string[]): Promise<string[]> {
  if (only && only.length === 0) return [];
  const email = sql<string>`lower(${leads.email})`;
  const notes = db
    .select({ leadId: leadNotes.leadId, last: max(leadNotes.createdAt).as("last_note") })
    .from(leadNotes)
    .groupBy(leadNotes.leadId)
    .as("notes");
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const rows = await db
    .select({ email })
    .from(leads)
    .leftJoin(notes, eq(notes.leadId, leads.id))
    .where(only ? inArray(email, only) : undefined)
    .groupBy(email)
    .having(
      and(
        sql`max(greatest(${leads.createdAt}, coalesce(${notes.last}, ${leads.createdAt}))) < ${at}`,
        sql`not bool_or(${inArray(leads.status, [...treatedLeadStatuses])})`,
      ),
    );
  const quiet = rows.map((row) => row.email);
  if (quiet.length === 0) return [];
  // A consultation booked since is a contact too.
  const booker = sql<string>`lower(${consultationBookings.customerEmail})`;
  const booked = await db
    .selectDistinct({ email: booker })
    .from(consultationBookings)
    .where(and(inArray(booker, quiet), sql`${consultationBookings.createdAt} >= ${at}`));
  const recent = new Set(booked.map((row) => row.email));
  return quiet.filter((person) => !recent.has(person));
}
