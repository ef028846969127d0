/**
 * The single idempotent step every payment path calls (`fulfilCheckout`): a paid session gives
 * its booking a place under the date's lock, or is refunded; receipts and refunds are emailed.
 */
import { and, eq, isNull } from "drizzle-orm";
import { receiptEmailIn, refundEmailIn } from "~/content/in/booking-emails";
import { consultationBookings } from "~/db/schema";
import { formatEventDate } from "~/lib/format";
import { medicalHistoryUrl } from "../health/links.server";
import { manageBookingUrl } from "./links.server";
import { redeemForPaidBooking } from "../newsletter/discounts.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";
import type { ServiceContext, Settings } from "../context.server";
import { patientAndClinicEmails } from "./emails.server";
import { lockedDay, proposeDays } from "./days.server";
import { lockEventDate, placesTaken } from "./holds.server";
import { bookingAmount, bookingReference, findBooking } from "./records.server";
import { planReminders } from "./reminders.server";
import { paidAtText } from "./staff-facts.server";
import type { Booking } from "./types.server";

/**
 * How a payment reaches its booking, whoever closes the tab (Stripe's fulfilment guide): one
 * idempotent `fulfilCheckout`, called through every door there is:
 *
 * 1. the moment the payment is made: Stripe's webhook, or the test checkout's Pay button;
 * 2. the success page the payer is sent back to (if they come back);
 * 3. the hold sweep, which asks the provider about a checkout before it lets its hold lapse;
 * 4. the reconciliation, at start and daily, which asks the provider about every checkout of
 *    the last days that is not paid here.
 *
 * Each door may run on any app server, at the same time as the others: the date's lock and the
 * booking's status let exactly one of them decide, and the receipt or refund emails are queued
 * in the transaction that decides.
 */

/**
 * A refund claimed this long ago that still has no provider reference has failed (the Stripe
 * client gives up well within it), so the next fulfilment retries it.
 */
const REFUND_RETRY_AFTER_MS = 2 * 60_000;
export type FulfilmentResult =
  | { status: "unknown" }
  | { status: "unpaid" | "paid" | "scheduled" | "refunded" | "cancelled"; booking: Booking };

type Decision = { refund: false; booking: Booking } | { refund: true; booking: Booking };

/**
 * Asks the provider whether this session is paid and, if so, gives the booking its place, under
 * the date's lock: a hold still valid becomes paid; a hold that ran out or was released takes a
 * place if the day still has one; otherwise the payment is refunded through the provider and
 * the patient and the clinic are told. Shared by the webhook and the success page, and safe
 * to run twice at once: the lock and the booking's status let one of them decide, and a
 * refund is claimed (status 'refunded') before the provider is asked, so it happens once.
 * The payment's receipt (to the patient) and notice (to the clinic) are queued in the
 * transaction that marks the booking paid, so they too go once. A booking paid and then
 * cancelled stays cancelled. The redirect to the success page is never taken as proof of payment.
 */
export async function fulfilCheckout(ctx: ServiceContext, sessionId: string): Promise<FulfilmentResult> {
  const { db, payments: provider, settings } = ctx;
  const now = ctx.now();
  const booking = await findBooking(db, sessionId);
  if (!booking) return { status: "unknown" };
  if (booking.status === "paid" || booking.status === "scheduled") return { status: booking.status, booking };
  if (booking.status === "refunded" && booking.refundReference) return { status: "refunded", booking };
  if (isCancelledAfterPayment(booking)) return { status: "cancelled", booking };

  let email = booking.customerEmail;
  // What the provider collected (Stripe's phone and name fields) fills only what we lack: the
  // name and phone typed on our page are the patient's own.
  let given: { name?: string; phone?: string } = {};
  if (booking.status !== "refunded") {
    const session = await provider.retrieveSession(sessionId);
    if (!session?.paid) return { status: "unpaid", booking };
    email = session.email ?? email;
    given = { name: session.name, phone: session.phone };
  }
  const manageUrl = await manageBookingUrl(db, settings.siteUrl, booking.id);
  const historyUrl = await medicalHistoryUrl(ctx, { bookingId: booking.id });
  await proposeDays(db, now);

  const decision = await db.transaction(async (tx): Promise<Decision> => {
    await lockEventDate(tx, booking.eventDate);
    const [current] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, booking.id))
      .for("update");
    if (current.status === "paid" || current.status === "scheduled" || isCancelledAfterPayment(current))
      return { refund: false, booking: current };
    if (current.status === "refunded") {
      const claimedRecently = current.updatedAt.getTime() > now.getTime() - REFUND_RETRY_AFTER_MS;
      if (current.refundReference || claimedRecently) return { refund: false, booking: current };
      const [reclaimed] = await tx
        .update(consultationBookings)
        .set({ updatedAt: now })
        .where(eq(consultationBookings.id, current.id))
        .returning();
      return { refund: true, booking: reclaimed };
    }
    const holdValid = current.status === "pending" && current.expiresAt !== null && current.expiresAt > now;
    // A day the clinic closed keeps no payment, even one made within its hold: it is refunded below.
    const day = await lockedDay(tx, current.eventDate);
    const fits = holdValid || (await placesTaken(tx, current.eventDate, now)) < day.capacity;
    if (day.open && fits) {
      // The newsletter code is used now, once; one used meanwhile is dropped, the payment stands.
      const discountCode = await redeemForPaidBooking(tx, current, now);
      const [paid] = await tx
        .update(consultationBookings)
        .set({
          status: "paid",
          paidAt: now,
          updatedAt: now,
          customerEmail: email,
          customerName: current.customerName ?? given.name?.slice(0, 200) ?? null,
          customerPhone: current.customerPhone ?? given.phone?.slice(0, 40) ?? null,
          discountCode,
        })
        .where(eq(consultationBookings.id, current.id))
        .returning();
      await queueEmails(tx, receiptEmails(paid, settings, { manageUrl, historyUrl }));
      await planReminders(tx, paid, settings, now, manageUrl);
      return { refund: false, booking: paid };
    }
    const [claimed] = await tx
      .update(consultationBookings)
      .set({
        status: "refunded",
        updatedAt: now,
        customerEmail: email,
        customerName: current.customerName ?? given.name?.slice(0, 200) ?? null,
        customerPhone: current.customerPhone ?? given.phone?.slice(0, 40) ?? null,
      })
      .where(eq(consultationBookings.id, current.id))
      .returning();
    return { refund: true, booking: claimed };
  });

  const settled = decision.refund ? await refundPayment(ctx, decision.booking, now) : decision.booking;
  return { status: settled.status as "paid" | "scheduled" | "refunded" | "cancelled", booking: settled };
}

/** A paid booking the patient or staff cancelled (an unpaid checkout's cancel has no date). */
const isCancelledAfterPayment = (booking: Booking) =>
  booking.status === "cancelled" && booking.cancelledAt !== null;

/** The receipt of a payment (with the manage link and the medical history's), and the clinic's notice of it. */
function receiptEmails(
  booking: Booking,
  settings: Settings,
  links: { manageUrl: string; historyUrl: string },
): QueuedEmail[] {
  return patientAndClinicEmails(booking, settings, {
    kinds: { patient: "booking-receipt", clinic: "booking-paid-staff" },
    wordsIn: receiptEmailIn,
    factsIn: (locale) => ({
      date: formatEventDate(booking.eventDate, locale),
      amount: bookingAmount(booking, locale),
      reference: bookingReference(booking),
      siteUrl: settings.siteUrl,
      manageUrl: links.manageUrl,
      medicalHistoryUrl: links.historyUrl,
    }),
    clinicFacts: { paidAt: paidAtText(booking) },
    patientBookingId: true,
  });
}

/** Gives the payment back through the provider, then records it and queues both emails, once. */
async function refundPayment(ctx: ServiceContext, booking: Booking, now: Date): Promise<Booking> {
  const { db, payments: provider, settings, log: logger } = ctx;
  let refund;
  try {
    refund = await provider.refund(booking.sessionId, "event-day-full");
  } catch (error) {
    logger.error(
      { err: error, bookingId: booking.id },
      "refund failed; it is retried on the next fulfilment",
    );
    throw error;
  }
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(consultationBookings)
      .set({ refundedAt: now, refundReference: refund.id, updatedAt: now })
      .where(and(eq(consultationBookings.id, booking.id), isNull(consultationBookings.refundReference)))
      .returning();
    if (!recorded) {
      const [current] = await tx
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.id, booking.id));
      return current;
    }
    await queueEmails(tx, refundEmails(recorded, settings));
    logger.info(
      { bookingId: recorded.id, eventDate: recorded.eventDate },
      "payment refunded: event day full",
    );
    return recorded;
  });
}

function refundEmails(booking: Booking, settings: Settings): QueuedEmail[] {
  return patientAndClinicEmails(booking, settings, {
    kinds: { patient: "booking-refund", clinic: "booking-refund-staff" },
    wordsIn: refundEmailIn,
    factsIn: (locale) => ({
      date: formatEventDate(booking.eventDate, locale),
      amount: bookingAmount(booking, locale),
      refundReference: booking.refundReference ?? "",
      reference: booking.reference,
      siteUrl: settings.siteUrl,
    }),
  });
}
