import { CalendarClock, CalendarX, CircleCheck, Info } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { TextReminders } from "~/components/booking/text-reminders";
import { MedicalHistoryBox } from "~/components/health/medical-history-box";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { ClinicContact } from "~/components/ui/clinic-contact";
import { consultationDayIn } from "~/content/in/consultation-day";
import { manageBookingCopyIn } from "~/content/in/manage-booking";
import { siteIn } from "~/content/in/site";
import { manageBookingPath } from "~/lib/booking-paths";
import { formatEventDate, formatTime } from "~/lib/format";
import { useLocale, useWords } from "~/lib/locale";
import { BookingError } from "~/services/bookings/holds.server";
import { changeByManageLink, managePageView } from "~/services/bookings/manage-page.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import type { Route } from "./+types/booking.$token";

/**
 * The patient's own page for a booking, opened by the signed link in their emails: see it,
 * change the time, move it to another date, cancel it. Plain HTML forms (it works without
 * JavaScript); every rule and every email is the bookings service's.
 */
export const handle = { solidNav: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: manageBookingCopyIn[loaderData?.locale ?? "en"].metaTitle },
  { name: "robots", content: "noindex, nofollow" },
  // The link is the key to the booking: never send it on to another page as a referrer.
  { name: "referrer", content: "no-referrer" },
];

/** A patient's booking: never stored by a browser or a cache on the way. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });
const notFound = () => data(manageBookingCopyIn.en.notFound, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await managePageView(
    requireAppContext(context),
    params.token,
    new URL(request.url).searchParams,
  );
  if (!page) throw notFound();
  return page;
}

export const action = endpointAction("manageBooking", async ({ input, params, context }) => {
  try {
    await changeByManageLink(context, params.token ?? "", input);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    throw error;
  }
  // After a post, a page of its own (a reload does not post again).
  return redirect(`${manageBookingPath(params.token!)}?done=${input.intent}`);
});

type LoaderData = Route.ComponentProps["loaderData"];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const booking = loaderData;
  const copy = useWords(manageBookingCopyIn);
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  const cancelled = booking.status === "cancelled";

  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl space-y-6">
        <div className="card p-7 md:p-10">
          <h1 className="text-3xl font-semibold md:text-4xl">{copy.heading}</h1>
          {booking.done ? (
            <p
              role="status"
              className="mt-6 flex gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 font-semibold text-success-700"
            >
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
              {copy.done[booking.done as keyof typeof copy.done]}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-6 rounded-xl bg-danger-50 p-4 font-semibold text-danger-700">
              {error}
            </p>
          ) : null}
          <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-brand-900">{copy.reference}</dt>
            <dd className="font-mono" data-testid="booking-reference">
              {booking.reference}
            </dd>
            <dt className="font-semibold text-brand-900">{copy.day}</dt>
            <dd data-testid="booking-day">
              {formatEventDate(booking.eventDate, locale)}
              {cancelled ? " (cancelled)" : ""}
            </dd>
            <dt className="font-semibold text-brand-900">{copy.time}</dt>
            <dd data-testid="booking-time">
              {booking.time ? formatTime(booking.time, locale) : copy.noTime}
            </dd>
            <dt className="font-semibold text-brand-900">{copy.where}</dt>
            <dd>{copy.address}</dd>
          </dl>
          {cancelled ? null : (
            <>
              <p className="mt-6 text-muted">{copy.meaning}</p>
              <p className="mt-2 font-medium" data-testid="booking-arrive">
                {copy.arrive(booking.time)}
              </p>
              <h2 className="mt-4 font-sans text-lg font-semibold text-brand-900">{copy.bringHeading}</h2>
              <p className="mt-1 text-muted">{copy.whatToBring}</p>
              {booking.time ? (
                <AddToCalendar
                  token={booking.token}
                  date={booking.eventDate}
                  time={booking.time}
                  reference={booking.reference}
                />
              ) : null}
            </>
          )}
          <p className="mt-6 text-sm text-muted">{copy.private}</p>
        </div>

        {booking.medicalHistory ? <MedicalHistoryBox box={booking.medicalHistory} /> : null}

        {cancelled ? (
          <div className="card p-7">
            <h2 className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900">
              <CalendarX aria-hidden="true" className="size-6" />
              {copy.cancelled.heading}
            </h2>
            <p className="mt-2 text-muted">{copy.cancelled.text}</p>
          </div>
        ) : (
          <>
            <ChangeTime booking={booking} busy={busy} />
            <MoveDate booking={booking} busy={busy} />
            <TextReminders box={booking.texts} path={booking.path} busy={busy} />
            <Cancel booking={booking} busy={busy} />
          </>
        )}

        <ClinicContact lead={copy.questions} orEmail={copy.orEmail} className="text-center" />
      </div>
    </section>
  );
}

function ChangeTime({ booking, busy }: { booking: LoaderData; busy: boolean }) {
  const copy = useWords(manageBookingCopyIn);
  return (
    <div className="card p-7">
      <h2 className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900">
        <CalendarClock aria-hidden="true" className="size-6" />
        {copy.changeTime.heading}
      </h2>
      {booking.options.changeTime ? (
        <Form method="post" action={booking.path} className="mt-3">
          <p className="text-muted">{copy.changeTime.text}</p>
          <input type="hidden" name="intent" value="time" />
          <TimeChoice legend={copy.changeTime.legend} times={booking.times} current={booking.time} />
          <button type="submit" className="btn-brand mt-5" disabled={busy}>
            {booking.time ? copy.changeTime.submit : copy.changeTime.chooseFirst}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-muted">{copy.changeTime.closed}</p>
      )}
    </div>
  );
}

function MoveDate({ booking, busy }: { booking: LoaderData; busy: boolean }) {
  const copy = useWords(manageBookingCopyIn);
  const site = useWords(siteIn);
  const consultationDay = useWords(consultationDayIn);
  const locale = useLocale();
  const lastDay = formatEventDate(booking.lastDayToMove, locale);
  if (!booking.options.move) {
    return (
      <div className="card p-7" data-testid="move-date">
        <h2 className="font-sans text-xl font-semibold text-brand-900">{copy.move.heading}</h2>
        <p className="mt-2 flex gap-2 text-muted">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>
            {copy.move.closed}{" "}
            <a href={site.phone.href} className="link font-semibold">
              {site.phone.display}
            </a>
          </span>
        </p>
      </div>
    );
  }
  const open = booking.moveDates.filter((d) => d.left > 0);
  return (
    <div className="card p-7" data-testid="move-date">
      <h2 className="font-sans text-xl font-semibold text-brand-900">{copy.move.heading}</h2>
      <p className="mt-2 text-muted">{copy.move.text(lastDay)}</p>
      {open.length === 0 ? (
        <p className="mt-3">{copy.move.none}</p>
      ) : (
        // Step one asks for a date (a plain GET), step two for a time on it.
        <Form method="get" action={booking.path} className="mt-4">
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{copy.move.dateLegend}</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {booking.moveDates.map(({ date, left, inside }) => (
                <label
                  key={date}
                  className={`flex min-h-11 items-center gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${
                    left === 0 ? "text-muted" : "cursor-pointer"
                  }`}
                >
                  <input
                    type="radio"
                    name="date"
                    value={date}
                    required
                    disabled={left === 0}
                    defaultChecked={date === booking.moveDate}
                    className="size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold">{formatEventDate(date, locale)}</span>
                    <span className="text-sm">{left === 0 ? copy.move.full : copy.placesLeft(left)}</span>
                    {inside ? (
                      <span className="block text-sm font-semibold text-brand-900">
                        {consultationDay.windowLabel}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-outline mt-4">
            {copy.move.showTimes}
          </button>
        </Form>
      )}
      {booking.moveDate ? (
        <Form method="post" action={booking.path} className="mt-6 border-t border-line pt-6">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="date" value={booking.moveDate} />
          <TimeChoice
            legend={copy.move.timeLegend(formatEventDate(booking.moveDate, locale))}
            times={booking.moveTimes}
            current={null}
          />
          <button type="submit" className="btn-brand mt-5" disabled={busy}>
            {copy.move.submit}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Cancel({ booking, busy }: { booking: LoaderData; busy: boolean }) {
  const copy = useWords(manageBookingCopyIn);
  return (
    <div className="card p-7" id="cancel">
      <h2 className="font-sans text-xl font-semibold text-brand-900">
        {booking.confirmCancel ? copy.cancel.confirmHeading : copy.cancel.heading}
      </h2>
      {!booking.options.cancel ? (
        <p className="mt-2 text-muted">{copy.cancel.closed}</p>
      ) : (
        <>
          <p className="mt-2 font-medium text-danger-700">{copy.cancel.warning}</p>
          {booking.confirmCancel ? (
            <Form method="post" action={booking.path} className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="btn-primary" disabled={busy}>
                {copy.cancel.confirm}
              </button>
              <Link to={booking.path} className="btn-outline">
                {copy.cancel.keep}
              </Link>
            </Form>
          ) : (
            // Nothing is cancelled by this link: it asks first, with the fee's terms in view.
            <Link to={`${booking.path}?cancel=confirm#cancel`} className="btn-outline mt-4">
              {copy.cancel.start}
            </Link>
          )}
        </>
      )}
    </div>
  );
}

function TimeChoice({
  legend,
  times,
  current,
}: {
  legend: string;
  times: { time: string; left: number }[];
  current: string | null;
}) {
  const copy = useWords(manageBookingCopyIn);
  const locale = useLocale();
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {times.map(({ time, left }) => {
          const full = left === 0 && time !== current;
          return (
            <label
              key={time}
              className={`flex min-h-11 items-center gap-2 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${
                full ? "bg-canvas text-muted" : "cursor-pointer"
              }`}
            >
              <input
                type="radio"
                name="time"
                value={time}
                required
                disabled={full}
                defaultChecked={time === current}
                className="size-5 accent-brand-700"
              />
              <span>
                <span className="block text-lg font-semibold">{formatTime(time, locale)}</span>
                <span className="text-xs">
                  {time === current ? copy.yourTime : full ? copy.move.full : copy.placesLeft(left)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
