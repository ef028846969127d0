import { CalendarDays, Info, CircleCheck, LoaderCircle, Mail, Phone, Undo2 } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, data, Link, useFetcher } from "react-router";
import { requireAppContext } from "~/context";
import { consultationDay } from "~/content/consultation-day";
import { consultationEvent } from "~/content/event";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { site } from "~/content/site";
import { manageBookingPath } from "~/lib/booking-paths";
import { isSessionId } from "~/lib/booking-schema";
import { formatEventDate } from "~/lib/event-dates";
import { logger } from "~/lib/logger.server";
import { bookingLinkSecret, signBookingToken } from "~/services/booking-links.server";
import { findBooking } from "~/services/bookings/records.server";
import { fulfilCheckout, type FulfilmentResult } from "~/services/bookings/fulfilment.server";
import type { Route } from "./+types/consultation-success";

/**
 * No dark hero here: the navigation bar is solid from the start. No newsletter popup either:
 * it would open over the appointment calendar.
 */
export const handle = { solidNav: true, noNewsletterPopup: true };

/** The calendar frame is at least 600px tall (docs/product.md, The consultation day). */
export const CALENDAR_MIN_HEIGHT = 600;

export const meta: Route.MetaFunction = () => [
  { title: "Payment confirmation | Budapest Dental Clinic" },
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
  if (!booking) return data({ ...page, payment: viewOf({ status: "unknown" }, null) }, { status: 404 });

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
  return data({ ...page, payment: settled || search.has("wait") ? await checked : checked });
}

interface Appointment {
  date: string;
  time: string;
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

/** Shown while the provider is asked: at once, before the answer has arrived. */
function Checking({ sessionId }: { sessionId: string }) {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-4 pt-24">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-600" />
      <p role="status" className="text-lg font-semibold text-brand-900">
        Checking your payment…
      </p>
      <noscript>
        <a href={`/consultation-success?session_id=${encodeURIComponent(sessionId)}&wait=1`} className="link">
          Show the result of your payment
        </a>
      </noscript>
    </section>
  );
}

/** The provider could not be asked (it is down, or the database went away meanwhile). */
function CheckFailed() {
  return (
    <Notice
      icon={Info}
      heading="We could not check your payment just now"
      text="Your payment may well have gone through, but we could not confirm it at this moment. Please refresh this page in a minute; if it still does not work, contact us and we will confirm your booking."
      back="Back to the consultation day"
    />
  );
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
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl">
        <div className="card p-7 text-center md:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.5} />
          <h1 className="mt-4 text-4xl font-semibold">Payment Confirmed!</h1>
          <h2 className="mt-2 font-sans text-xl font-semibold text-brand-700">Thank You for Your Payment</h2>
          <p className="mt-4 text-muted">
            Your payment for the clinic consultation has been successfully processed.
          </p>
          {eventDate ? (
            <p className="mt-2 font-medium">
              Consultation day: {formatEventDate(eventDate)}, {consultationEvent.dayHours}
            </p>
          ) : null}
          <p
            className="mt-4 inline-block rounded-lg bg-brand-50 px-4 py-2 font-mono text-sm text-brand-900"
            data-testid="confirmation-id"
          >
            Confirmation ID: {reference}
          </p>

          {appointment ? (
            <p
              role="status"
              className="mt-6 rounded-xl border border-success-700/30 bg-success-50 p-4 font-semibold text-success-700"
            >
              {consultationEvent.confirmation.scheduledNotice}
              <span className="mt-1 block font-normal">
                {formatEventDate(appointment.date)} at {appointment.time}
              </span>
            </p>
          ) : null}
          {appointment && bookingToken && reference ? (
            <AddToCalendar
              center
              token={bookingToken}
              date={appointment.date}
              time={appointment.time}
              reference={reference}
            />
          ) : null}

          <div className="mt-8">
            <button
              type="button"
              className="btn-brand"
              aria-expanded={showCalendar}
              aria-controls="appointment-calendar"
              onClick={() => setShowCalendar((shown) => !shown)}
              // The patient's next step: a tap before React is here is kept for it (app/lib/early-taps.ts).
              data-hydration-tap=""
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              {showCalendar ? "Hide Calendar" : "Show Appointment Calendar"}
            </button>
          </div>
        </div>

        <div id="appointment-calendar" hidden={!showCalendar} className="mt-6">
          {showCalendar ? (
            <iframe
              key={frameKey}
              ref={frame}
              src={schedulerUrl}
              title="Choose your appointment time"
              className="w-full rounded-2xl border border-line bg-white"
              style={{ minHeight: CALENDAR_MIN_HEIGHT }}
            />
          ) : null}
        </div>
        {saving ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Saving your appointment…
          </p>
        ) : null}
        {failure ? (
          <div role="alert" className="mt-4 rounded-xl bg-danger-50 p-4 text-danger-700">
            <p className="font-semibold">We could not save that time: {failure}</p>
            <p className="mt-1">
              Please choose a time again in the calendar, or call us and we will book it for you.
            </p>
          </div>
        ) : null}

        <div className="card mt-6 p-7">
          <h2 className="font-sans text-lg font-semibold text-brand-900">Next steps</h2>
          <p className="mt-2 text-muted">
            {appointment
              ? consultationEvent.confirmation.afterScheduling(appointment.time)
              : consultationEvent.confirmation.beforeScheduling}
          </p>
          <p className="mt-3 text-muted" data-testid="day-meaning">
            {consultationDay.appointmentMeaning} {consultationDay.rescheduleRule}
          </p>
          {bookingToken ? (
            <p className="mt-4 text-[0.95rem]">
              <Link to={manageBookingPath(bookingToken)} className="link font-semibold">
                Manage your booking
              </Link>
              : change the time, move to another date or cancel. The link is also in your confirmation email.
            </p>
          ) : null}
          <p className="mt-4 text-[0.95rem]">
            Need to change something? Call{" "}
            <a href={site.phone.href} className="link">
              <Phone aria-hidden="true" className="mr-1 inline size-4" />
              {site.phone.display}
            </a>{" "}
            or email{" "}
            <a href={`mailto:${site.email}`} className="link">
              <Mail aria-hidden="true" className="mr-1 inline size-4" />
              {site.email}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/" className="btn-primary">
              Return to Homepage
            </Link>
            <Link to="/travel-info" className="btn-outline">
              Travel Information
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The day filled up while the patient was paying: the payment is given back, never kept. */
function Refunded() {
  return (
    <Notice
      icon={Undo2}
      heading={consultationEvent.refunded.heading}
      text={consultationEvent.refunded.text}
      back={consultationEvent.refunded.chooseAnotherDate}
    />
  );
}

/** Paid, then cancelled (by the patient's manage link or by staff): no place, no calendar. */
function Cancelled() {
  return (
    <Notice
      icon={Info}
      heading={consultationEvent.cancelled.heading}
      text={consultationEvent.cancelled.text}
      back="Back to the consultation day"
    />
  );
}

function NotConfirmed({ status }: { status: "unknown" | "unpaid" }) {
  return (
    <Notice
      icon={Info}
      heading={status === "unpaid" ? "Your payment has not been completed" : "We could not find this payment"}
      text={
        status === "unpaid"
          ? "We have not received your payment for this booking, so no place has been reserved yet. If you have just paid, wait a minute and refresh this page."
          : "This link does not match a booking we know of, so we cannot confirm a payment. If you have paid, please contact us with the email address you used and we will sort it out."
      }
      back="Back to the consultation day"
    />
  );
}

/** A result that is not a confirmation: what happened, how to reach the clinic, where to go next. */
function Notice({
  icon: Icon,
  heading,
  text,
  back,
}: {
  icon: typeof Info;
  heading: string;
  text: string;
  back: string;
}) {
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl">
        <div className="card p-7 text-center md:p-10">
          <Icon aria-hidden="true" className="mx-auto size-16 text-accent-700" strokeWidth={1.5} />
          <h1 className="mt-4 text-3xl font-semibold">{heading}</h1>
          <p className="mt-4 text-muted">{text}</p>
          <p className="mt-4">
            Call{" "}
            <a href={site.phone.href} className="link">
              {site.phone.display}
            </a>{" "}
            or email{" "}
            <a href={`mailto:${site.email}`} className="link">
              {site.email}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/consultation-event" className="btn-primary">
              {back}
            </Link>
            <Link to="/" className="btn-outline">
              Return to Homepage
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
