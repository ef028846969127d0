/**
 * Starting a checkout: one place held on the date under its lock (with a fresh booking
 * reference), then the provider's session opened for it, or the hold deleted if that fails.
 */
import { eq } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import type { Locale } from "~/content/locales";
import { bookingRefusalsIn, checkoutDescriptionIn } from "~/content/in/event";
import { consultationBookings } from "~/db/schema";
import { newBookingReference } from "~/lib/booking-reference";
import { formatEventDate } from "~/lib/format";
import { isOnOrigins } from "~/lib/same-origin";
import type { VisitAttribution } from "~/lib/visit-columns";
import { attributionFor } from "../analytics/attribution.server";
import { checkDiscountCode } from "../newsletter/discounts.server";
import type { TextChannel } from "~/lib/text-channels";
import type { ServiceContext } from "../context.server";
import { SESSION_ID_PLACEHOLDER } from "../payments/providers.server";
import { findDay, isBookable, lockedDay } from "./days.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import type { Transaction } from "./types.server";

/** Stripe counts its 30-minute minimum from its own clock, once our request has arrived. */
const SESSION_MARGIN_MS = 2 * 60_000;
/**
 * A place stays held a little after its checkout closes: news of a payment made in the last
 * second (the webhook, the redirect back) arrives later than the payment itself.
 */
const PAYMENT_NEWS_GRACE_MS = 5 * 60_000;
/**
 * Draws of a booking reference before a checkout gives up. Two equal draws are about one in
 * 10¹¹ apart, so a second draw is already rare; five make a failure practically impossible.
 */
const REFERENCE_ATTEMPTS = 5;
const REFERENCE_CONSTRAINT = "consultation_bookings_reference_key";

interface CheckoutInput {
  eventDate: string;
  successUrl: string;
  cancelUrl: string;
  /** The patient's name and phone as typed on the event page (stored on the hold at once). */
  customerName?: string;
  customerPhone?: string;
  /**
   * A newsletter code as typed: checked now (unknown or used: DiscountCodeRefused, and no hold
   * is made), stored on the hold, and used when the payment arrives (bookings/fulfilment.server.ts).
   */
  discountCode?: string;
  /** The patient's language (English unless given): stored on the booking, spoken by its checkout. */
  locale?: Locale;
  /** Reminders by text as well as email, as the patient chose (their consent, timed now). */
  textChannel?: TextChannel;
  /** How long the place is held while the checkout is open (a phone booking's emailed link: longer). */
  holdMinutes?: number;
  /**
   * What brought an online patient (phone bookings have none), stored on the hold. A lookup
   * still running is awaited only when the hold is written, so it overlaps the checks before.
   */
  attribution?: VisitAttribution | Promise<VisitAttribution>;
  /** Stored on the hold: a phone booking's patient, channel and who took the call. */
  details?: Pick<
    typeof consultationBookings.$inferInsert,
    "customerName" | "customerPhone" | "customerEmail" | "channel" | "bookedBy"
  >;
  /**
   * A waiting-list offer the hold takes over (waiting-list-entry.server.ts): `before` gives up
   * the offer's place under the date's lock, before places are counted, so that place becomes
   * the hold's; `after` names the hold on the entry. Both in the hold's transaction.
   */
  claim?: {
    before: (tx: Transaction) => Promise<void>;
    after: (tx: Transaction, holdId: string) => Promise<void>;
  };
}

/** True for the unique violation of a booking reference (the error or one it wraps). */
function isReferenceTaken(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const fields = e as Error & { code?: string; constraint?: string };
    if (fields.code === "23505" && (fields.constraint ?? fields.message).includes(REFERENCE_CONSTRAINT))
      return true;
  }
  return false;
}

/** Runs `insert` with a fresh reference, drawing again when one is already taken. */
async function withFreshReference<T>(
  ctx: ServiceContext,
  draw: () => string,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(draw());
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      ctx.log.warn({ attempt }, "booking reference already taken; drawing another");
    }
  }
}

/**
 * Holds one place on the date, then opens the provider's checkout session for it.
 *
 * The place is taken first, in a short transaction under the date's lock (a pending row with a
 * provisional session id and an expiry), and the provider is called after the commit: a
 * Stripe call can take seconds, and holding the lock through it would queue every other
 * checkout for that day behind it (on PGlite, every query). If the provider fails, the hold is
 * deleted, so nothing is left stored and the place is free again.
 */
export async function startCheckout(
  ctx: ServiceContext,
  input: CheckoutInput,
  /** Where references come from (tests hand out a taken one). */
  drawReference: () => string = newBookingReference,
) {
  const { db, payments: provider } = ctx;
  const now = ctx.now();
  const locale = input.locale ?? "en";
  const bookingRefusals = bookingRefusalsIn[locale];
  if (!isBookable(await findDay(db, input.eventDate, now), now))
    throw new BookingError(400, bookingRefusals.dayNotOffered);
  const discountCode = input.discountCode ? await checkDiscountCode(db, input.discountCode) : null;
  const holdMinutes = input.holdMinutes ?? consultationEvent.checkoutMinutes;
  const closesAt = new Date(now.getTime() + holdMinutes * 60_000 + SESSION_MARGIN_MS);
  const attribution = await input.attribution;
  const hold = await withFreshReference(ctx, drawReference, (reference) =>
    db.transaction(async (tx) => {
      await lockEventDate(tx, input.eventDate);
      // The day as it is now: closed or made smaller a moment ago counts.
      const day = await lockedDay(tx, input.eventDate);
      if (!isBookable(day, now)) throw new BookingError(400, bookingRefusals.dayNotOffered);
      await input.claim?.before(tx);
      if ((await placesTaken(tx, input.eventDate, now)) >= day.capacity)
        throw new BookingError(409, bookingRefusals.fullyBooked);
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          // session_id is unique and required: a placeholder until the provider names the session.
          sessionId: `hold_${crypto.randomUUID()}`,
          reference,
          provider: provider.kind,
          status: "pending",
          eventDate: input.eventDate,
          amountCents: consultationEvent.feeEur * 100,
          currency: consultationEvent.currency,
          customerName: input.customerName ?? null,
          customerPhone: input.customerPhone ?? null,
          discountCode,
          language: locale,
          textChannel: input.textChannel ?? "none",
          textConsentAt: input.textChannel && input.textChannel !== "none" ? now : null,
          ...attribution,
          expiresAt: new Date(closesAt.getTime() + PAYMENT_NEWS_GRACE_MS),
          ...input.details,
        })
        .returning({ id: consultationBookings.id, reference: consultationBookings.reference });
      await input.claim?.after(tx, row.id);
      return row;
    }),
  );

  const successUrl = new URL(input.successUrl);
  successUrl.searchParams.set("session_id", "SESSION_ID");
  let session;
  try {
    session = await provider.createCheckoutSession({
      eventDate: input.eventDate,
      amountCents: consultationEvent.feeEur * 100,
      currency: consultationEvent.currency,
      description: checkoutDescriptionIn[locale](formatEventDate(input.eventDate, locale)),
      successUrl: successUrl.toString().replace("SESSION_ID", SESSION_ID_PLACEHOLDER),
      cancelUrl: input.cancelUrl,
      idempotencyKey: `checkout-${hold.id}`,
      bookingId: hold.id,
      expiresAt: closesAt,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      locale,
    });
  } catch (error) {
    await db.delete(consultationBookings).where(eq(consultationBookings.id, hold.id));
    throw error;
  }
  await db
    .update(consultationBookings)
    .set({ sessionId: session.id, updatedAt: now })
    .where(eq(consultationBookings.id, hold.id));
  return { ...session, bookingId: hold.id, reference: hold.reference, closesAt };
}

/** The payment provider could not be reached (network, API): nothing was stored. */
export class PaymentProviderUnavailable extends Error {}

/** Errors from the payment provider's side (network, API), not from our database. */
export function isProviderFailure(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return (typeof type === "string" && type.startsWith("Stripe")) || error instanceof TypeError;
}

export interface OnlineCheckout {
  eventDate: string;
  successUrl: string;
  cancelUrl: string;
  name?: string;
  phone?: string;
  discountCode?: string;
  locale: Locale;
  textChannel?: TextChannel;
}

/**
 * The event page's booking (POST /api/create-checkout-session): both return addresses must be on
 * SITE_URL's origin, whatever Host the request came with, since the payer comes back there; what
 * brought the patient is looked up from this request (never failing it). The provider being away
 * is PaymentProviderUnavailable, a refusal of the code DiscountCodeRefused, of the day BookingError.
 */
export async function checkoutOnline(ctx: ServiceContext, request: Request, input: OnlineCheckout) {
  const origins = [new URL(ctx.settings.siteUrl).origin];
  if (!isOnOrigins(input.successUrl, origins) || !isOnOrigins(input.cancelUrl, origins))
    throw new BookingError(400, "success_url and cancel_url must be on this site", "FOREIGN_URL");
  try {
    const session = await startCheckout(ctx, {
      eventDate: input.eventDate,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerName: input.name,
      customerPhone: input.phone,
      discountCode: input.discountCode || undefined,
      locale: input.locale,
      textChannel: input.textChannel,
      // What brought the patient (never throws; none when not known).
      attribution: attributionFor(ctx, request),
    });
    ctx.log.info({ provider: ctx.payments.kind, eventDate: input.eventDate }, "checkout session created");
    return session;
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    ctx.log.error({ err: error }, "checkout session could not be created");
    throw new PaymentProviderUnavailable();
  }
}
