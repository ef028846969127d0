/**
 * The pages a payer comes back to: the payment confirmation (/consultation-success), which asks
 * the provider whether the session is paid and fulfils it (the redirect proves nothing), and the
 * built-in scheduler framed on it (/consultation-scheduler), with the day's free times.
 */
import type { Appointment } from "~/lib/appointment";
import { isSessionId } from "~/lib/schemas/booking";
import type { ServiceContext } from "../context.server";
import { fulfilCheckout, type FulfilmentResult } from "./fulfilment.server";
import { bookingLinkSecret, signBookingToken } from "./links.server";
import { findBooking } from "./records.server";
import { freeTimes } from "./scheduling.server";

/** What the page shows once the payment has been checked. */
export interface PaymentView {
  status: FulfilmentResult["status"];
  eventDate: string | null;
  /** The booking reference patients and staff read out ('BDC-7K3M-9Q2X'). */
  reference: string | null;
  appointment: Appointment | null;
  /**
   * The paid booking's own token: its manage link, and the proof the time update must carry.
   * Null until the payment is confirmed.
   */
  bookingToken: string | null;
}

const viewOf = (result: FulfilmentResult, secret: Buffer | null): PaymentView =>
  "booking" in result
    ? {
        status: result.status,
        eventDate: result.booking.eventDate,
        reference: result.booking.reference,
        appointment:
          result.booking.status === "scheduled"
            ? { date: result.booking.appointmentDate!, time: result.booking.appointmentTime! }
            : null,
        bookingToken:
          secret && (result.status === "paid" || result.status === "scheduled")
            ? signBookingToken(secret, result.booking.id)
            : null,
      }
    : { status: result.status, eventDate: null, reference: null, appointment: null, bookingToken: null };

/**
 * The confirmation page: the booking is found at once, then the provider is asked whether it is
 * paid. That question can take seconds (a call to Stripe), so its answer is a promise the page
 * streams in; a booking already settled (a reload) needs no provider and is answered whole, and
 * `?wait` (the link shown without JavaScript) waits. 404 for a session that is no booking.
 */
export async function paymentPageView(ctx: ServiceContext, search: URLSearchParams) {
  const { db, settings, log: logger } = ctx;
  const given = search.get("session_id");
  // Something that cannot be a session id is an unknown session, answered before any query.
  const sessionId = isSessionId(given) ? given : "";
  const ownScheduler = `/consultation-scheduler?session_id=${encodeURIComponent(sessionId)}`;
  const page = {
    sessionId,
    schedulerUrl: settings.schedulerUrl ?? ownScheduler,
    /** Messages are accepted only from the frame's own origin. */
    schedulerOrigin: settings.schedulerUrl ? new URL(settings.schedulerUrl).origin : null,
  };
  const booking = sessionId ? await findBooking(db, sessionId) : undefined;
  if (!booking)
    return {
      status: 404,
      page: { ...page, locale: "en" as const, payment: viewOf({ status: "unknown" }, null) },
    } as const;

  const checked = fulfilCheckout(ctx, sessionId)
    .catch(async (error: unknown): Promise<FulfilmentResult> => {
      // A refund already decided but not yet made (the provider failed) is retried by the
      // next fulfilment; the patient is told the truth meanwhile: it is being refunded.
      const current = await findBooking(db, sessionId);
      if (current?.status !== "refunded") throw error;
      logger.error({ err: error, bookingId: current.id }, "refund pending after a provider failure");
      return { status: "refunded", booking: current };
    })
    .then(async (result) => viewOf(result, await bookingLinkSecret(db)));
  const settled =
    booking.status === "paid" ||
    booking.status === "scheduled" ||
    (booking.status === "refunded" && booking.refundReference !== null) ||
    (booking.status === "cancelled" && booking.cancelledAt !== null);
  // The page speaks the booking's language (the root layout reads it from here).
  return {
    status: 200,
    page: {
      ...page,
      locale: booking.language,
      payment: settled || search.has("wait") ? await checked : checked,
    },
  } as const;
}

/** The scheduler frame's rows: the booked day's free times (null unless the booking is paid). */
export async function schedulerView(ctx: ServiceContext, sessionId: string | null) {
  // Something that cannot be a session id is a 404 before any query.
  const booking = isSessionId(sessionId) ? await findBooking(ctx.db, sessionId) : undefined;
  if (!booking || (booking.status !== "paid" && booking.status !== "scheduled")) return null;
  return {
    /** The frame speaks the booking's language. */
    locale: booking.language,
    eventDate: booking.eventDate,
    chosen: booking.status === "scheduled" ? booking.appointmentTime : null,
    times: await freeTimes(ctx.db, booking.eventDate),
  };
}
