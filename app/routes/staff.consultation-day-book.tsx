import { data, Form, Link, redirect } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { staffDaysCopy as copy } from "~/content/staff-days";
import { daySheet } from "~/content/staff-day-sheet";
import { Field, languageOptions } from "~/components/staff/field";
import { buttonClass, FormMessage, labelClass, PageTitle, staffMeta } from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { isIsoDate } from "~/lib/event-dates";
import { ONCE_FIELD } from "~/lib/once";
import { BookingError } from "~/services/bookings/holds.server";
import { bookCaller, phoneBookingView } from "~/services/bookings/staff-days.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.consultation-day-book";

/**
 * /staff/consultation-days/:date/book: staff book a caller onto an open day, paying at the desk
 * or by a payment link sent by email (app/services/bookings/phone.server.ts).
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.phone.title(params.date ?? ""));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const view = await phoneBookingView(staff, params.date, new URL(request.url).searchParams);
  if (!view) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return view;
}

export const action = endpointAction("staffPhoneBooking", async ({ input, request, params, context }) => {
  const staff = await requireStaff(request, context);
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const { once, ...caller } = input;
  try {
    const outcome = await bookCaller(staff, { date: params.date!, ...caller }, once);
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
          <Field id="name" label={p.name} name="name" required maxLength={200} autoComplete="off" />
          <Field
            id="phone"
            label={p.phone}
            hint={p.phoneHint}
            flushHint
            name="phone"
            type="tel"
            required
            maxLength={30}
            autoComplete="off"
          />
          <Field
            id="email"
            label={p.email}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
          />
          <Field
            as="select"
            id="language"
            label={daySheet.patientLanguage}
            name="language"
            defaultValue="en"
            options={languageOptions}
          />
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
