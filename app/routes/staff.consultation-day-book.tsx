import { data, Form, Link, redirect } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { staffDaysCopy as copy } from "~/content/staff-days";
import { daySheet } from "~/content/staff-day-sheet";
import { locales, localeInfo } from "~/content/locales";
import {
  buttonClass,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  staffMeta,
} from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { normaliseReference } from "~/lib/booking-reference";
import { budapestToday, isIsoDate } from "~/lib/event-dates";
import { insideNoticeWindow } from "~/lib/notice-window";
import { ONCE_FIELD } from "~/lib/once";
import { BookingError } from "~/services/bookings/holds.server";
import { dayCounts, findDay } from "~/services/bookings/days.server";
import { bookByPhone } from "~/services/bookings/phone.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import { newOnceKey, onceOnly } from "~/services/platform/once.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.consultation-day-book";

/**
 * /staff/consultation-days/:date/book: staff book a caller onto an open day, paying at the desk
 * or by a payment link sent by email (app/services/bookings/phone.server.ts).
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.phone.title(params.date ?? ""));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const day = await findDay(app.db, params.date);
  if (!day.stored) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const [counts] = await dayCounts(app.db, [day]);
  const query = new URL(request.url).searchParams;
  const booked = normaliseReference(query.get("booked") ?? "");
  return {
    date: day.date,
    open: day.open,
    free: counts.free,
    insideWindow: insideNoticeWindow(day.date, budapestToday(new Date())),
    booked: booked ? { reference: booked, via: query.get("via") === "link" ? "link" : "desk" } : null,
    once: newOnceKey(),
  };
}

export const action = endpointAction("staffPhoneBooking", async ({ input, request, params, context }) => {
  const user = await requireStaff(request, context);
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const { once, ...caller } = input;
  try {
    const outcome = await onceOnly(context.db, once, () =>
      bookByPhone(
        context.db,
        context.payments,
        user,
        { date: params.date!, ...caller },
        { siteUrl: context.env.SITE_URL },
      ),
    );
    // A second send of the same form (a double click) booked nothing: the day sheet has the first.
    if (outcome.repeated) return redirect(`/staff/consultation-days/${params.date}?saved=phone-repeat`);
    return redirect(
      `/staff/consultation-days/${params.date}/book?booked=${outcome.value.reference}&via=${input.payment}`,
    );
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "BOOKING" }, { status: error.status });
    throw error;
  }
});

export default function BookCaller({ loaderData, actionData }: Route.ComponentProps) {
  const { date, open, free, booked, insideWindow } = loaderData;
  const p = copy.phone;
  const done = booked
    ? { message: booked.via === "link" ? p.bookedLink(booked.reference) : p.bookedDesk(booked.reference) }
    : undefined;
  return (
    <>
      <p className="mb-2 flex flex-wrap gap-x-4">
        <Link to="/staff/consultation-days" className="link">
          {copy.settings.back}
        </Link>
        <Link to={`/staff/consultation-days/${date}`} className="link">
          {copy.settings.dayPage}
        </Link>
      </p>
      <PageTitle>{p.title(formatEventDate(date))}</PageTitle>
      <FormMessage data={actionData ?? done} />
      <p className="mb-4">{open ? p.intro(free) : copy.errors.dayNotOpen}</p>
      {open && insideWindow ? (
        <p className="mb-4 font-semibold" data-testid="phone-window">
          {p.windowNote}
        </p>
      ) : null}
      {open ? (
        <Form method="post" className="max-w-xl space-y-4">
          <input type="hidden" name={ONCE_FIELD} value={loaderData.once} />
          <div>
            <label htmlFor="name" className={labelClass}>
              {p.name}
            </label>
            <input id="name" name="name" required maxLength={200} autoComplete="off" className={inputClass} />
          </div>
          <div>
            <label htmlFor="phone" className={labelClass}>
              {p.phone}
            </label>
            <input
              id="phone"
              name="phone"
              type="tel"
              required
              maxLength={30}
              autoComplete="off"
              aria-describedby="phone-hint"
              className={inputClass}
            />
            <p id="phone-hint" className="text-sm text-muted">
              {p.phoneHint}
            </p>
          </div>
          <div>
            <label htmlFor="email" className={labelClass}>
              {p.email}
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="language" className={labelClass}>
              {daySheet.patientLanguage}
            </label>
            <select id="language" name="language" defaultValue="en" className={inputClass}>
              {locales.map((locale) => (
                <option key={locale} value={locale}>
                  {localeInfo[locale].englishName}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className={labelClass}>{p.payment}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="payment" value="desk" required defaultChecked />
              {p.desk}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="payment" value="link" />
              {p.link}
            </label>
          </fieldset>
          <button type="submit" className={buttonClass}>
            {p.submit}
          </button>
        </Form>
      ) : null}
    </>
  );
}
