import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, data, useFetcher } from "react-router";
import { requireAppContext } from "~/context";
import { PaymentConfirmed, type Appointment } from "~/components/booking/payment-confirmed";
import {
  Cancelled,
  CheckFailed,
  Checking,
  NotConfirmed,
  Refunded,
} from "~/components/booking/payment-notices";
import { paymentPageIn } from "~/content/in/consultation-success";
import { isSessionId } from "~/lib/schemas/booking";
import { logger } from "~/lib/logger.server";
import { bookingLinkSecret, signBookingToken } from "~/services/bookings/links.server";
import { findBooking } from "~/services/bookings/records.server";
import { fulfilCheckout, type FulfilmentResult } from "~/services/bookings/fulfilment.server";
import type { Route } from "./+types/consultation-success";

/**
 * No dark hero here: the navigation bar is solid from the start. No newsletter popup either:
 * it would open over the appointment calendar.
 */
export const handle = { solidNav: true, noNewsletterPopup: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: paymentPageIn[loaderData?.locale ?? "en"].metaTitle },
  { name: "robots", content: "noindex" },
];

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
 * Finds the booking at once, then asks the provider whether it is paid; the redirect itself
 * proves nothing. That question can take seconds (a call to Stripe), so its answer is deferred:
 * the page streams straight away with 'Checking your payment…' and the result follows in the
 * same response. A booking already settled (a reload) needs no provider and renders whole, and
 * `?wait` (the link shown without JavaScript, which cannot swap streamed content in) waits.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, payments } = requireAppContext(context);
  const search = new URL(request.url).searchParams;
  const given = search.get("session_id");
  // Something that cannot be a session id is an unknown session, answered before any query.
  const sessionId = isSessionId(given) ? given : "";
  const ownScheduler = `/consultation-scheduler?session_id=${encodeURIComponent(sessionId)}`;
  const page = {
    sessionId,
    schedulerUrl: env.SCHEDULER_URL ?? ownScheduler,
    /** Messages are accepted only from the frame's own origin. */
    schedulerOrigin: env.SCHEDULER_URL ? new URL(env.SCHEDULER_URL).origin : null,
  };
  const booking = sessionId ? await findBooking(db, sessionId) : undefined;
  if (!booking)
    return data(
      { ...page, locale: "en" as const, payment: viewOf({ status: "unknown" }, null) },
      { status: 404 },
    );

  const checked = fulfilCheckout(db, payments, sessionId, {
    clinicInbox: env.CLINIC_INBOX,
    siteUrl: env.SITE_URL,
  })
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
  return data({
    ...page,
    locale: booking.language,
    payment: settled || search.has("wait") ? await checked : checked,
  });
}

/** Act only on a message whose data carries an appointment object (docs/product.md, The consultation day). */
function appointmentFrom(data: unknown): Appointment | null {
  if (!data || typeof data !== "object" || !("appointment" in data)) return null;
  const appointment = (data as { appointment: unknown }).appointment;
  if (!appointment || typeof appointment !== "object") return null;
  const { date, time } = appointment as Record<string, unknown>;
  return typeof date === "string" && typeof time === "string" ? { date, time } : null;
}

const isPending = (payment: PaymentView | Promise<PaymentView>): payment is Promise<PaymentView> =>
  typeof (payment as Promise<PaymentView>).then === "function";

type PageData = Omit<Route.ComponentProps["loaderData"], "payment">;

export default function ConsultationSuccess({ loaderData }: Route.ComponentProps) {
  const { payment, ...page } = loaderData;
  if (!isPending(payment)) return <Result payment={payment} page={page} />;
  return (
    <Suspense fallback={<Checking sessionId={page.sessionId} />}>
      <Await resolve={payment} errorElement={<CheckFailed />}>
        {(resolved) => <Result payment={resolved} page={page} />}
      </Await>
    </Suspense>
  );
}

function Result({ payment, page }: { payment: PaymentView; page: PageData }) {
  if (payment.status === "unknown" || payment.status === "unpaid")
    return <NotConfirmed status={payment.status} />;
  if (payment.status === "refunded") return <Refunded />;
  if (payment.status === "cancelled") return <Cancelled />;
  return <Confirmed {...page} {...payment} />;
}

function Confirmed({
  sessionId,
  eventDate,
  reference,
  appointment: initial,
  schedulerUrl,
  schedulerOrigin,
  bookingToken,
}: PageData & PaymentView) {
  const [showCalendar, setShowCalendar] = useState(false);
  const update = useFetcher<{ appointment_date: string; appointment_time: string } | { error: string }>();
  const saving = update.state !== "idle";
  const answer = update.state === "idle" ? update.data : undefined;
  const saved = answer && "appointment_date" in answer ? answer : undefined;
  const failure = answer && "error" in answer ? answer.error : null;
  const appointment: Appointment | null = saved
    ? { date: saved.appointment_date, time: saved.appointment_time }
    : initial;
  const [frameKey, setFrameKey] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!answer) return;
    if ("error" in answer)
      setFrameKey((k) => k + 1); // a fresh frame shows the times as they are now
    else setShowCalendar(false);
  }, [answer]);

  const submit = useRef(update.submit);
  submit.current = update.submit;
  const save = useCallback(
    (chosen: Appointment) => {
      if (!sessionId) return;
      void submit.current(
        { appointment_date: chosen.date, appointment_time: chosen.time, token: bookingToken ?? "" },
        {
          method: "PATCH",
          action: `/api/consultation-bookings/${encodeURIComponent(sessionId)}`,
          encType: "application/json",
        },
      );
    },
    [sessionId, bookingToken],
  );

  useEffect(() => {
    const expectedOrigin = schedulerOrigin ?? window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const chosen = appointmentFrom(event.data);
      if (chosen) void save(chosen);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [save, schedulerOrigin]);

  return (
    <PaymentConfirmed
      eventDate={eventDate}
      reference={reference}
      appointment={appointment}
      bookingToken={bookingToken}
      schedulerUrl={schedulerUrl}
      showCalendar={showCalendar}
      onToggleCalendar={() => setShowCalendar((shown) => !shown)}
      frameKey={frameKey}
      frameRef={frame}
      saving={saving}
      failure={failure}
    />
  );
}
