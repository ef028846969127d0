/**
 * Staff refunds of a paid booking: through the payment provider (claimed first, so two clicks or
 * two servers refund once), or, for a phone booking not yet paid at the desk, no money at all;
 * the patient is emailed and the booking's reminders withdrawn.
 */
import { plainFirstName } from "~/content/lead-emails";
import { bookingRefusals } from "~/content/event";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { staffRefundEmailIn } from "~/content/in/booking-emails";
import { deskCancelledEmailIn } from "~/content/in/desk-emails";
import type { Database } from "~/db/client.server";
import type { Settings, StaffContext } from "../context.server";
import { recordAudit, subjectHash } from "../staff/audit.server";
import { consultationBookings } from "~/db/schema";
import { formatEventDate } from "~/lib/format";
import { withdrawBookingHistoryReminder } from "../health/reminder-outbox.server";
import { planReminders, withdrawReminders } from "./reminders.server";
import { queueEmails } from "../mail/outbox.server";
import { BookingError, lockEventDate } from "./holds.server";
import { bookingAmount, bookingReference } from "./records.server";
import { type Booking } from "./types.server";
import { siteHomeIn } from "./site-home.server";
import { entryLinks, offerFreedPlaces } from "./waiting-list.server";
import type { EntryLinks } from "./waiting-list-links.server";

/**
 * Staff refund a paid booking with a reason: the booking is claimed as refunded under its
 * day's lock (its place is free at once, and a second click refunds nothing), then the
 * provider gives the money back (its idempotency key makes a retry the same refund), and the
 * patient is told.
 */
export async function refundBooking(ctx: StaffContext, bookingId: string, reason: string): Promise<Booking> {
  const refunded = await refund(ctx, bookingId, reason);
  await recordAudit(
    ctx.db,
    ctx.staff,
    "booking.refund",
    refunded.customerEmail ? subjectHash(refunded.customerEmail) : `booking:${refunded.id}`,
    { booking: refunded.id },
  );
  return refunded;
}

async function refund(ctx: StaffContext, bookingId: string, reason: string): Promise<Booking> {
  const { db, payments: provider, settings } = ctx;
  const now = ctx.now();
  const claimed = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId));
    if (!booking) throw new BookingError(404, bookingRefusals.bookingNotFound);
    await lockEventDate(tx, booking.eventDate);
    const [current] = await tx
      .update(consultationBookings)
      .set({ status: "refunded", refundReason: reason, updatedAt: now })
      .where(
        and(
          eq(consultationBookings.id, bookingId),
          inArray(consultationBookings.status, ["paid", "scheduled"]),
        ),
      )
      .returning();
    if (!current) throw new BookingError(409, bookingRefusals.refundOnlyPaid);
    return current;
  });
  const links = await entryLinks(ctx);
  // A desk booking never went through a provider: the clinic gives back at the desk what was paid there.
  if (claimed.provider === "desk") return settleDeskRefund(db, claimed, settings, now, links);
  let refund;
  try {
    refund = await provider.refund(claimed.sessionId, reason);
  } catch (error) {
    // No money moved: the booking is the patient's again, and staff can try once more.
    await db
      .update(consultationBookings)
      .set({ status: claimed.appointmentTime ? "scheduled" : "paid", refundReason: null, updatedAt: now })
      .where(and(eq(consultationBookings.id, bookingId), isNull(consultationBookings.refundReference)));
    throw error;
  }
  return db.transaction(async (tx) => {
    await lockEventDate(tx, claimed.eventDate);
    const [recorded] = await tx
      .update(consultationBookings)
      .set({ refundedAt: now, refundReference: refund.id, updatedAt: now })
      .where(eq(consultationBookings.id, bookingId))
      .returning();
    // Offered once the money is back, not at the claim: a provider that fails gives the place
    // back to the booking, and the place must not have gone to the waiting list meanwhile.
    await offerFreedPlaces(tx, links, recorded.eventDate, now);
    await withdrawReminders(tx, recorded.id);
    await withdrawBookingHistoryReminder(tx, recorded.id);
    if (recorded.customerEmail) {
      await queueEmails(tx, [
        {
          kind: "booking-refund",
          to: recorded.customerEmail,
          // In the patient's language.
          subject: staffRefundEmailIn[recorded.language].patientSubject,
          text: staffRefundEmailIn[recorded.language].patientText({
            amount: bookingAmount(recorded, recorded.language),
            date: formatEventDate(recorded.eventDate, recorded.language),
            reference: bookingReference(recorded),
            siteUrl: settings.siteUrl,
            firstName: plainFirstName(recorded.customerName ?? ""),
          }),
        },
      ]);
    }
    return recorded;
  });
}

/** Records a desk booking's refund (or, when nothing was paid yet, its cancellation) and tells the patient. */
async function settleDeskRefund(
  db: Database,
  claimed: Booking,
  settings: Settings,
  now: Date,
  links: EntryLinks,
) {
  return db.transaction(async (tx) => {
    await lockEventDate(tx, claimed.eventDate);
    await offerFreedPlaces(tx, links, claimed.eventDate, now);
    const [recorded] = await tx
      .update(consultationBookings)
      .set({ refundedAt: now, refundReference: "desk", updatedAt: now })
      .where(eq(consultationBookings.id, claimed.id))
      .returning();
    await planReminders(tx, recorded, settings, now, "");
    if (!recorded.customerEmail) return recorded;
    const locale = recorded.language;
    const facts = {
      amount: bookingAmount(recorded),
      date: formatEventDate(recorded.eventDate),
      reference: bookingReference(recorded),
      siteUrl: settings.siteUrl,
    };
    // The refund, or the desk booking's cancellation (app/content/desk-emails.ts), in the patient's language.
    const patientFacts = {
      ...facts,
      amount: bookingAmount(recorded, locale),
      date: formatEventDate(recorded.eventDate, locale),
    };
    await queueEmails(tx, [
      recorded.paidAt
        ? {
            kind: "booking-refund",
            to: recorded.customerEmail,
            subject: staffRefundEmailIn[locale].patientSubject,
            text: staffRefundEmailIn[locale].patientText(patientFacts),
          }
        : {
            kind: "booking-cancel",
            to: recorded.customerEmail,
            subject: deskCancelledEmailIn[locale].subject(patientFacts.date),
            text: deskCancelledEmailIn[locale].text({
              ...patientFacts,
              siteUrl: siteHomeIn(settings.siteUrl, locale),
            }),
          },
    ]);
    return recorded;
  });
}
