/**
 * The payment confirmation page once the payment is confirmed: the booking, the appointment
 * time (or the calendar to choose it in), what comes next. Drawing only: the route keeps the
 * state, listens to the calendar's frame and saves the chosen time.
 */
import { CalendarDays, CircleCheck, LoaderCircle, Mail, Phone } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { consultationDayIn } from "~/content/in/consultation-day";
import { paymentPageIn, schedulerPageIn } from "~/content/in/consultation-success";
import { consultationEventIn } from "~/content/in/event";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { manageBookingPath } from "~/lib/booking-paths";
import { formatEventDate } from "~/lib/format";
import type { Appointment } from "~/lib/appointment";

/** The calendar frame is at least 600px tall (docs/product.md, The consultation day). */
const CALENDAR_MIN_HEIGHT = 600;

export interface PaymentConfirmedProps {
  eventDate: string | null;
  reference: string | null;
  appointment: Appointment | null;
  bookingToken: string | null;
  schedulerUrl: string;
  showCalendar: boolean;
  onToggleCalendar: () => void;
  /** Changed to draw a fresh frame (the times as they are now). */
  frameKey: number;
  frameRef: RefObject<HTMLIFrameElement | null>;
  saving: boolean;
  /** Why the chosen time could not be saved, or null. */
  failure: string | null;
}

export function PaymentConfirmed({
  eventDate,
  reference,
  appointment,
  bookingToken,
  schedulerUrl,
  showCalendar,
  onToggleCalendar,
  frameKey,
  frameRef,
  saving,
  failure,
}: PaymentConfirmedProps) {
  const locale = useLocale();
  const to = useLocalePath();
  const words = useWords(paymentPageIn).confirmed;
  const schedulerPage = useWords(schedulerPageIn);
  const consultationEvent = useWords(consultationEventIn);
  const consultationDay = useWords(consultationDayIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl">
        <div className="card p-7 text-center md:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.5} />
          <h1 className="mt-4 text-4xl font-semibold">{words.heading}</h1>
          <h2 className="mt-2 font-sans text-xl font-semibold text-brand-700">{words.thanks}</h2>
          <p className="mt-4 text-muted">{words.processed}</p>
          {eventDate ? (
            <p className="mt-2 font-medium">
              {words.day(formatEventDate(eventDate, locale), consultationEvent.dayHours)}
            </p>
          ) : null}
          <p
            className="mt-4 inline-block rounded-lg bg-brand-50 px-4 py-2 font-mono text-sm text-brand-900"
            data-testid="confirmation-id"
          >
            {words.confirmationId} {reference}
          </p>

          {appointment ? (
            <p
              role="status"
              className="mt-6 rounded-xl border border-success-700/30 bg-success-50 p-4 font-semibold text-success-700"
            >
              {consultationEvent.confirmation.scheduledNotice}
              <span className="mt-1 block font-normal">
                {words.at(formatEventDate(appointment.date, locale), appointment.time)}
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
              onClick={onToggleCalendar}
              // The patient's next step: a tap before React is here is kept for it (app/lib/early-taps.ts).
              data-hydration-tap=""
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              {showCalendar ? words.hideCalendar : words.showCalendar}
            </button>
          </div>
        </div>

        <div id="appointment-calendar" hidden={!showCalendar} className="mt-6">
          {showCalendar ? (
            <iframe
              key={frameKey}
              ref={frameRef}
              src={schedulerUrl}
              title={schedulerPage.title}
              className="w-full rounded-2xl border border-line bg-white"
              style={{ minHeight: CALENDAR_MIN_HEIGHT }}
            />
          ) : null}
        </div>
        {saving ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> {words.saving}
          </p>
        ) : null}
        {failure ? (
          <div role="alert" className="mt-4 rounded-xl bg-danger-50 p-4 text-danger-700">
            <p className="font-semibold">
              {words.saveFailed} {failure}
            </p>
            <p className="mt-1">{words.saveAgain}</p>
          </div>
        ) : null}

        <div className="card mt-6 p-7">
          <h2 className="font-sans text-lg font-semibold text-brand-900">{words.nextSteps}</h2>
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
                {words.manage}
              </Link>
              {words.manageText}
            </p>
          ) : null}
          <p className="mt-4 text-[0.95rem]">
            {words.change}{" "}
            <a href={site.phone.href} className="link">
              <Phone aria-hidden="true" className="mr-1 inline size-4" />
              {site.phone.display}
            </a>{" "}
            {labels.actions.orEmail}{" "}
            <a href={`mailto:${site.email}`} className="link">
              <Mail aria-hidden="true" className="mr-1 inline size-4" />
              {site.email}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={to("/")} className="btn-primary">
              {labels.actions.returnHome}
            </Link>
            <Link to={to("/travel-info")} className="btn-outline">
              {labels.actions.travelInformation}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
