/**
 * The back office's day sheet: who comes on a consultation day (ordered by time, untimed last),
 * how each pays, the staff note on each row, a phone booking marked as paid at the desk, the
 * day's CSV, and the confirmations staff send for the whole day (once per booking per day).
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { daySheet } from "~/content/staff-day-sheet";
import { dayConfirmationEmailIn } from "~/content/in/desk-emails";
import type { Database } from "~/db/client.server";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { consultationBookings, outbox } from "~/db/schema";
import { budapestSpreadsheetTime, formatEventDate } from "~/lib/format";
import { toCsv } from "~/lib/csv";
import { visitCsvColumns } from "~/lib/visit-columns";
import { manageBookingUrl } from "./links.server";
import { BookingError, lockEventDate } from "./holds.server";
import { type Booking } from "./types.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import { discountStaff } from "~/content/discount";
import { staffHistoryWords } from "~/content/staff-medical-history";
import { siteHomeIn } from "./site-home.server";

/** The outbox kind of a day's confirmation; with the booking's id it marks one as sent. */
const DAY_CONFIRMATION_KIND = "booking-day-confirmation";

export type PaymentState = keyof typeof daySheet.payment;

/** How a row pays: paid, to pay at the desk (a phone booking), unpaid (a payment link not paid), refunded. */
export function paymentState(booking: Booking): PaymentState {
  if (booking.status === "refunded") return "refunded";
  if (booking.paidAt) return "paid";
  return booking.channel === "phone-desk" ? "desk" : "unpaid";
}

/**
 * Everyone booked on the day: paid, scheduled and refunded bookings, a phone booking to be paid
 * at the desk, and a payment link sent by phone that is still open. By time, untimed last.
 */
export async function daySheetBookings(db: Database, date: string, now = new Date()): Promise<Booking[]> {
  return db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.eventDate, date),
        or(
          inArray(consultationBookings.status, ["paid", "scheduled", "refunded"]),
          and(
            eq(consultationBookings.status, "pending"),
            eq(consultationBookings.channel, "phone-link"),
            gt(consultationBookings.expiresAt, now),
          ),
        ),
      ),
    )
    .orderBy(
      sql`${consultationBookings.appointmentTime} asc nulls last`,
      asc(consultationBookings.createdAt),
    );
}

/** The row's note, as typed (an empty one clears it); 404 when the booking is not on the day. */
export async function saveStaffNote(
  ctx: StaffContext,
  bookingId: string,
  date: string,
  note: string | undefined,
) {
  const saved = await ctx.db
    .update(consultationBookings)
    .set({ staffNote: note?.trim() || null, updatedAt: ctx.now() })
    .where(and(eq(consultationBookings.id, bookingId), eq(consultationBookings.eventDate, date)))
    .returning({ id: consultationBookings.id });
  if (saved.length === 0) throw new BookingError(404, daySheet.notFound);
  // The note's words may name a person: the log keeps only that it changed, and its length.
  await recordAudit(ctx.db, ctx.staff, "booking.note", `booking:${bookingId}`, { length: note?.length ?? 0 });
}

/** A phone booking paid at the desk on the day: only one not paid yet, and only once. */
export async function markPaidAtDesk(ctx: StaffContext, bookingId: string, date: string) {
  const { db } = ctx;
  const now = ctx.now();
  const [marked] = await db
    .update(consultationBookings)
    .set({ paidAt: now, updatedAt: now })
    .where(
      and(
        eq(consultationBookings.id, bookingId),
        eq(consultationBookings.eventDate, date),
        eq(consultationBookings.channel, "phone-desk"),
        inArray(consultationBookings.status, ["paid", "scheduled"]),
        isNull(consultationBookings.paidAt),
      ),
    )
    .returning();
  if (!marked) throw new BookingError(409, daySheet.notDesk);
  await recordAudit(db, ctx.staff, "booking.paid-at-desk", `booking:${marked.id}`, {
    amountCents: marked.amountCents,
  });
  return marked;
}

/**
 * Queues the day's confirmation to every patient booked on it (paid or scheduled, with an
 * email) who has not been sent one for this day: under the day's lock, so two presses at once
 * send each patient one. Returns how many were queued now and how many had one already.
 */
export async function sendDayConfirmations(
  ctx: StaffContext,
  date: string,
): Promise<{ queued: number; alreadySent: number; bookingIds: string[] }> {
  const sent = await queueDayConfirmations(ctx, date);
  await recordAudit(ctx.db, ctx.staff, "day.confirmations", `day:${date}`, {
    queued: sent.queued,
    alreadySent: sent.alreadySent,
  });
  return sent;
}

async function queueDayConfirmations(ctx: StaffContext, date: string) {
  const { db, settings } = ctx;
  const candidates = (await daySheetBookings(db, date, ctx.now())).filter(
    (b) => (b.status === "paid" || b.status === "scheduled") && b.customerEmail,
  );
  const links = new Map<string, string>();
  for (const booking of candidates)
    links.set(booking.id, await manageBookingUrl(db, settings.siteUrl, booking.id));
  const kind = `${DAY_CONFIRMATION_KIND}-${date}`;
  return db.transaction(async (tx) => {
    await lockEventDate(tx, date);
    const ids = candidates.map((b) => b.id);
    const sent =
      ids.length === 0
        ? []
        : await tx
            .select({ bookingId: outbox.bookingId })
            .from(outbox)
            .where(and(eq(outbox.kind, kind), inArray(outbox.bookingId, ids)));
    const already = new Set(sent.map((row) => row.bookingId));
    // Read again under the lock: a booking moved or cancelled a moment ago is not confirmed.
    const current =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(consultationBookings)
            .where(
              and(
                inArray(consultationBookings.id, ids),
                eq(consultationBookings.eventDate, date),
                inArray(consultationBookings.status, ["paid", "scheduled"]),
              ),
            );
    const emails: QueuedEmail[] = current
      .filter((b) => !already.has(b.id) && b.customerEmail)
      .map((b) => {
        const locale = b.language;
        const facts = {
          name: b.customerName,
          date: formatEventDate(date, locale),
          time: b.status === "scheduled" ? b.appointmentTime : null,
          reference: b.reference,
          manageUrl: links.get(b.id) ?? "",
          siteUrl: siteHomeIn(settings.siteUrl, locale),
        };
        return {
          kind,
          to: b.customerEmail!,
          subject: dayConfirmationEmailIn[locale].subject(facts),
          text: dayConfirmationEmailIn[locale].text(facts),
          bookingId: b.id,
        };
      });
    await queueEmails(tx, emails);
    return {
      queued: emails.length,
      alreadySent: current.filter((b) => already.has(b.id)).length,
      bookingIds: emails.map((e) => e.bookingId!),
    };
  });
}

/**
 * The day as a spreadsheet: headers in words, times in Budapest time, the phone as the patient
 * typed it (a value a spreadsheet would run as a formula is neutralised by app/lib/csv.ts). Of
 * the medical history, only whether it is filled in (`histories`, by booking id): the file
 * leaves the audited back office, so no flag or answer goes into it.
 */
export function daySheetCsv(bookings: Booking[], histories: ReadonlyMap<string, string>): string {
  const c = daySheet.columns;
  const rows = bookings.map((b) => ({
    [c.time]: b.status === "scheduled" ? (b.appointmentTime ?? "") : daySheet.noTime,
    [c.name]: b.customerName ?? "",
    [c.phone]: b.customerPhone ?? "",
    [c.email]: b.customerEmail ?? "",
    [c.reference]: b.reference,
    [c.payment]: daySheet.payment[paymentState(b)],
    [c.channel]: daySheet.channel[b.channel] ?? b.channel,
    [c.status]: statusText(b),
    [c.paidAt]: b.paidAt ? budapestSpreadsheetTime(b.paidAt) : "",
    [c.note]: b.staffNote ?? "",
    [staffHistoryWords.export.column]: histories.get(b.id) ?? "",
    [discountStaff.column]: redeemedCode(b) ?? "",
    // What brought an online patient (empty when not known, and for phone bookings).
    ...Object.fromEntries(visitCsvColumns.map(([key, header]) => [header, b[key] ?? ""])),
  }));
  return toCsv(rows, [
    ...Object.values(c),
    staffHistoryWords.export.column,
    discountStaff.column,
    ...visitCsvColumns.map(([, h]) => h),
  ]);
}

/**
 * The newsletter code a booking carries once paid (used then, services/newsletter/discounts.server.ts);
 * an unpaid or refunded booking's code was never used, so staff are not shown it.
 */
export const redeemedCode = (b: Pick<Booking, "status" | "discountCode">) =>
  b.status === "paid" || b.status === "scheduled" ? b.discountCode : null;

/** The row's status in words: attendance once marked, else where the booking stands. */
export function statusText(b: Booking): string {
  if (b.status === "refunded") return daySheet.status.refunded;
  if (b.attendance === "attended") return daySheet.status.attended;
  if (b.attendance === "no_show") return daySheet.status.noShow;
  if (b.status === "scheduled") return daySheet.status.scheduled;
  if (b.status === "pending") return daySheet.status.pending;
  return daySheet.status.paid;
}
