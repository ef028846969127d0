import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, data, useFetcher } from "react-router";
import { requireAppContext } from "~/context";
import { PaymentConfirmed } from "~/components/booking/payment-confirmed";
import {
  Cancelled,
  CheckFailed,
  Checking,
  NotConfirmed,
  Refunded,
} from "~/components/booking/payment-notices";
import { paymentPageIn } from "~/content/in/consultation-success";
import type { Appointment } from "~/lib/appointment";
import { paymentPageView, type PaymentView } from "~/services/bookings/payment-page.server";
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

/**
 * The booking is found at once, then the provider is asked whether it is paid, the answer
 * streamed in (bookings/payment-page.server.ts); the redirect itself proves nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await paymentPageView(requireAppContext(context), new URL(request.url).searchParams);
  return view.status === 404 ? data(view.page, { status: 404 }) : data(view.page);
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
