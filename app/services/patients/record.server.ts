import { asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings, leadFiles, leads, outbox } from "~/db/schema";
import type { TextState } from "~/lib/text-state";

/**
 * The patient page (routes/staff.patient.tsx): one person's leads, bookings, the emails sent to
 * them or about them, and their files. A person is everything sharing the lower-cased email
 * address of the lead or booking the page was opened from (the address never goes in a URL);
 * a booking taken without an address is a person on its own.
 */

export type PatientAnchor = { kind: "lead" | "booking"; id: string };

interface PatientEmail {
  id: number;
  kind: string;
  subject: string;
  /** To the patient, or to the clinic about them (a notification). */
  toPatient: boolean;
  state: "sent" | "failed" | "waiting";
  /** When it was sent, or queued. */
  at: Date;
  attempts: number;
  /** A text (SMS, WhatsApp) or an email. */
  channel: "email" | "sms" | "whatsapp";
  /** A text: what became of it (the provider's last word once sent; why, when given up). */
  text?: TextState;
}

/** A text's state for staff, from its row; the stored reason is read only for its kind. */
function textStateOf(row: {
  sentAt: Date | null;
  gaveUpAt: Date | null;
  lastError: string | null;
  deliveryStatus: string | null;
}): TextState {
  if (row.gaveUpAt && !row.sentAt) {
    const reason = row.lastError ?? "";
    const why = reason.includes("STOP")
      ? "stop"
      : reason.startsWith("too late")
        ? "late"
        : reason.startsWith("monthly text limit")
          ? "cap"
          : "refused";
    return { state: "given-up", why };
  }
  if (!row.sentAt) return { state: "waiting" };
  const status = row.deliveryStatus ?? "queued";
  if (status === "delivered" || status === "read" || status === "sent") return { state: status };
  if (status === "failed" || status === "undelivered") return { state: "failed" };
  return { state: "queued" };
}

/** The email address the page is about, or null when the anchor names nothing; '' for no address. */
async function anchorEmail(db: Database, anchor: PatientAnchor): Promise<string | null> {
  if (anchor.kind === "lead") {
    const [row] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, anchor.id));
    return row ? row.email.trim().toLowerCase() : null;
  }
  const [row] = await db
    .select({ email: consultationBookings.customerEmail })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, anchor.id));
  return row ? (row.email ?? "").trim().toLowerCase() : null;
}

/** Everything about the person, or null when the lead or booking does not exist. */
export async function patientRecord(db: Database, anchor: PatientAnchor) {
  const email = await anchorEmail(db, anchor);
  if (email === null) return null;
  // The same expressions as the email indexes (leads_email_lower_idx, consultation_bookings_email_lower_idx).
  const leadWhere: SQL = email
    ? sql`lower(${leads.email}) = ${email}`
    : eq(leads.id, anchor.kind === "lead" ? anchor.id : "");
  const bookingWhere: SQL = email
    ? sql`lower(${consultationBookings.customerEmail}) = ${email}`
    : eq(consultationBookings.id, anchor.id);
  const [personLeads, bookings] = await Promise.all([
    email || anchor.kind === "lead"
      ? db
          .select({
            id: leads.id,
            name: leads.name,
            email: leads.email,
            phone: leads.phone,
            treatment: leads.treatment,
            status: leads.status,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(leadWhere)
          .orderBy(desc(leads.createdAt))
      : [],
    db
      .select({
        id: consultationBookings.id,
        name: consultationBookings.customerName,
        email: consultationBookings.customerEmail,
        phone: consultationBookings.customerPhone,
        reference: consultationBookings.reference,
        status: consultationBookings.status,
        channel: consultationBookings.channel,
        eventDate: consultationBookings.eventDate,
        appointmentDate: consultationBookings.appointmentDate,
        appointmentTime: consultationBookings.appointmentTime,
        attendance: consultationBookings.attendance,
        textChannel: consultationBookings.textChannel,
        amountCents: consultationBookings.amountCents,
        currency: consultationBookings.currency,
        createdAt: consultationBookings.createdAt,
        visitSource: consultationBookings.visitSource,
        visitMedium: consultationBookings.visitMedium,
        visitCampaign: consultationBookings.visitCampaign,
        visitReferrer: consultationBookings.visitReferrer,
        visitLanding: consultationBookings.visitLanding,
      })
      .from(consultationBookings)
      .where(bookingWhere)
      .orderBy(desc(consultationBookings.createdAt)),
  ]);
  const leadIds = personLeads.map((lead) => lead.id);
  const bookingIds = bookings.map((booking) => booking.id);
  const emailWhere = [
    ...(email ? [sql`lower(${outbox.recipient}) = ${email}`] : []),
    ...(leadIds.length > 0 ? [inArray(outbox.leadId, leadIds)] : []),
    ...(bookingIds.length > 0 ? [inArray(outbox.bookingId, bookingIds)] : []),
  ];
  const [emailRows, files] = await Promise.all([
    emailWhere.length > 0
      ? db
          .select({
            id: outbox.id,
            kind: outbox.kind,
            recipient: outbox.recipient,
            subject: outbox.subject,
            sentAt: outbox.sentAt,
            lastError: outbox.lastError,
            attempts: outbox.attempts,
            createdAt: outbox.createdAt,
            channel: outbox.channel,
            gaveUpAt: outbox.gaveUpAt,
            deliveryStatus: outbox.deliveryStatus,
          })
          .from(outbox)
          .where(or(...emailWhere))
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(200)
      : [],
    leadIds.length > 0
      ? db
          .select({
            id: leadFiles.id,
            leadId: leadFiles.leadId,
            fileName: leadFiles.fileName,
            contentType: leadFiles.contentType,
            sizeBytes: leadFiles.sizeBytes,
            createdAt: leadFiles.createdAt,
          })
          .from(leadFiles)
          .where(inArray(leadFiles.leadId, leadIds))
          .orderBy(asc(leadFiles.createdAt), asc(leadFiles.fileName))
      : [],
  ]);
  const emails: PatientEmail[] = emailRows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    // A text goes to the patient's own number.
    toPatient: row.channel !== "email" || (!!email && row.recipient.trim().toLowerCase() === email),
    // Not the error itself: it can quote the address or the mail server's words about it.
    state: row.sentAt ? "sent" : row.lastError ? "failed" : "waiting",
    at: row.sentAt ?? row.gaveUpAt ?? row.createdAt,
    attempts: row.attempts,
    channel: row.channel,
    ...(row.channel === "email" ? {} : { text: textStateOf(row) }),
  }));
  const newest = [...personLeads, ...bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    /** The address the person is known by ('' when a booking was taken without one). */
    email,
    name: newest.find((row) => row.name)?.name ?? null,
    phone: newest.find((row) => row.phone)?.phone ?? null,
    leads: personLeads,
    bookings,
    emails,
    files,
  };
}
