/** Phone bookings taken by staff: paid at the desk, or with a payment link by email. */
import { eq } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import type { Locale } from "~/content/locales";
import { staffDaysCopy } from "~/content/staff-days";
import { deskBookingEmailIn, paymentLinkEmailIn } from "~/content/in/desk-emails";
import { consultationBookings } from "~/db/schema";
import { newBookingReference } from "~/lib/booking-reference";
import { budapestToday } from "~/lib/event-dates";
import { formatBudapestDateTime, formatEventDate } from "~/lib/format";
import { localizePath } from "~/lib/locale-path";
import { recordAudit } from "../staff/audit.server";
import { manageBookingUrl } from "./links.server";
import { startCheckout } from "./checkout.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import { type Booking } from "./types.server";
import { queueEmails } from "../mail/outbox.server";
import { planReminders } from "./reminders.server";
import { siteHomeIn } from "./site-home.server";
import type { StaffContext } from "../context.server";
import { lockedDay, type ConsultationDay } from "./days.server";

/**
 * Phone bookings: staff book a caller onto an open day, under the same date lock and the same
 * count of places (`placesTaken`) as an online checkout, so phone and online bookings together
 * never overbook a day.
 *
 * - "Pays at the desk": no payment provider. The place is taken at once: provider 'desk',
 *   channel 'phone-desk', status 'paid' with paid_at empty, which means "to pay at the desk" (the
 *   day sheet marks it paid when the money is taken). Its refund or cancellation moves no money
 *   through a provider (refunds.server.ts `refundBooking`).
 * - "Payment link by email": channel 'phone-link', a checkout session of the configured provider
 *   that holds the place until it closes (just under Stripe's 24-hour limit), its link emailed to
 *   the patient; paying it goes through the same fulfilment as an online booking.
 */

/** Stripe closes a checkout session at most 24 hours after it is made; ours closes a little before. */
const PAYMENT_LINK_MINUTES = 23 * 60 + 50;

export interface PhoneBookingInput {
  date: string;
  name: string;
  phone: string;
  email: string;
  payment: "desk" | "link";
  /**
   * The patient's language (English unless given): stored, so the reminders, the checkout and the
   * manage page speak it, and so do the desk and payment-link emails written here
   * (app/content/desk-emails.ts and its translations).
   */
  language?: Locale;
}

/** An open day from today on: staff may also book a caller for today. */
const takesPhoneBookings = (day: ConsultationDay, now: Date) =>
  day.stored && day.open && day.date >= budapestToday(now);

export async function bookByPhone(ctx: StaffContext, input: PhoneBookingInput): Promise<Booking> {
  const booking = input.payment === "desk" ? await bookAtDesk(ctx, input) : await bookWithLink(ctx, input);
  await recordAudit(ctx.db, ctx.staff, "booking.phone", `booking:${booking.id}`, {
    channel: booking.channel,
  });
  return booking;
}

async function bookAtDesk(ctx: StaffContext, input: PhoneBookingInput) {
  const { db, staff: actor, settings } = ctx;
  const now = ctx.now();
  // The id is drawn here so the manage link can go in the email written with the booking.
  const id = crypto.randomUUID();
  const manageUrl = await manageBookingUrl(db, settings.siteUrl, id);
  return db.transaction(async (tx) => {
    await lockEventDate(tx, input.date);
    const day = await lockedDay(tx, input.date);
    if (!takesPhoneBookings(day, now)) throw new BookingError(400, staffDaysCopy.errors.dayNotOpen);
    if ((await placesTaken(tx, input.date, now)) >= day.capacity)
      throw new BookingError(409, staffDaysCopy.errors.dayFull);
    const [booking] = await tx
      .insert(consultationBookings)
      .values({
        id,
        sessionId: `desk_${id}`,
        reference: newBookingReference(),
        provider: "desk",
        channel: "phone-desk",
        status: "paid",
        paidAt: null,
        eventDate: input.date,
        amountCents: consultationEvent.feeEur * 100,
        currency: consultationEvent.currency,
        customerName: input.name,
        customerPhone: input.phone,
        customerEmail: input.email,
        language: input.language ?? "en",
        bookedBy: actor.id,
      })
      .returning();
    const locale = booking.language;
    const facts = {
      date: formatEventDate(booking.eventDate, locale),
      name: input.name,
      reference: booking.reference,
      manageUrl,
      siteUrl: siteHomeIn(settings.siteUrl, locale),
    };
    await queueEmails(tx, [
      {
        kind: "booking-desk-confirmation",
        to: input.email,
        subject: deskBookingEmailIn[locale].subject(facts),
        text: deskBookingEmailIn[locale].text(facts),
      },
    ]);
    // The same reminders as a booking paid online (a time to choose, the week and the day before).
    await planReminders(tx, booking, settings, now, manageUrl);
    return booking;
  });
}

async function bookWithLink(ctx: StaffContext, input: PhoneBookingInput) {
  const { db, staff: actor, settings } = ctx;
  const locale = input.language ?? "en";
  // startCheckout takes the place under the date lock; a closed or past day is refused there.
  const session = await startCheckout(ctx, {
    eventDate: input.date,
    // The patient's pages after paying (or not), in their language.
    successUrl: `${settings.siteUrl}${localizePath("/consultation-success", locale)}`,
    cancelUrl: `${settings.siteUrl}${localizePath("/consultation-event", locale)}`,
    holdMinutes: PAYMENT_LINK_MINUTES,
    locale,
    details: {
      customerName: input.name,
      customerPhone: input.phone,
      customerEmail: input.email,
      channel: "phone-link",
      bookedBy: actor.id,
    },
  });
  const facts = {
    date: formatEventDate(input.date, locale),
    name: input.name,
    reference: session.reference,
    paymentUrl: session.url,
    expires: formatBudapestDateTime(session.closesAt, locale),
    siteUrl: siteHomeIn(settings.siteUrl, locale),
  };
  return db.transaction(async (tx) => {
    await queueEmails(tx, [
      {
        kind: "booking-payment-link",
        to: input.email,
        subject: paymentLinkEmailIn[locale].subject(facts),
        text: paymentLinkEmailIn[locale].text(facts),
      },
    ]);
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, session.bookingId));
    return booking;
  });
}
