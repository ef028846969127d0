import { data, Form, Link, redirect } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { staffDaysCopy as copy } from "~/content/staff-days";
import { Field } from "~/components/staff/field";
import { buttonClass, FormMessage, labelClass, PageTitle, staffMeta } from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { isIsoDate } from "~/lib/event-dates";
import { BookingError } from "~/services/bookings/holds.server";
import { daySettingsView, saveDaySettings } from "~/services/bookings/staff-days.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.consultation-day-settings";

/**
 * /staff/consultation-days/:date/settings: a day's open or closed state, places, appointment
 * times, places per time and reason (administrators change them; staff see them). Closing a day
 * with paid bookings asks, in the same form, whether to move them to another open day or refund them.
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.settings.title(params.date ?? ""));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const view = await daySettingsView(staff, params.date, new URL(request.url).searchParams);
  if (!view) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return view;
}
export const action = endpointAction("staffDaySettings", async ({ input, request, params, context }) => {
  const staff = await requireStaff(request, context);
  if (staff.staff.role !== "admin")
    return data({ error: copy.errors.notAdmin, code: "FORBIDDEN" }, { status: 403 });
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const date = params.date;
  const settings = {
    open: input.open === "open",
    capacity: input.capacity,
    appointmentTimes: input.appointmentTimes ?? [],
    placesPerTime: input.placesPerTime,
    reason: input.reason ?? null,
  };
  const back = `/staff/consultation-days/${date}/settings`;
  try {
    const saved = await saveDaySettings(staff, date, settings, {
      disposition: input.disposition,
      target: input.target,
    });
    if (saved.outcome === "saved") return redirect(`${back}?saved=1`);
    if (saved.outcome === "decide") {
      const error = saved.missing === "disposition" ? copy.errors.closeWithBookings : copy.errors.chooseTarget;
      return data({ error, code: "DECIDE" }, { status: 400 });
    }
    const { moved, refunded, failed } = saved.result;
    return redirect(`${back}?closed=1&moved=${moved}&refunded=${refunded}&failed=${failed}`);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "DAY" }, { status: error.status });
    throw error;
  }
});

function doneMessage(saved: boolean, closed: { moved: number; refunded: number; failed: number } | null) {
  if (closed)
    return {
      message: `${copy.close.done(closed.moved, closed.refunded)}${closed.failed ? ` ${copy.close.partly(closed.failed)}` : ""}`,
    };
  return saved ? { message: copy.settings.saved } : undefined;
}

/** A whole number between two bounds (the schema's, lib/schemas/staff-days.ts), on a number pad. */
const count = (min: number, max: number) =>
  ({ type: "number", inputMode: "numeric", min, max, required: true }) as const;

export default function DaySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { day, sold, paid, targets, admin, saved, closed } = loaderData;
  const s = copy.settings;
  const disabled = !admin;
  return (
    <>
      <p className="mb-2 flex flex-wrap gap-x-4">
        <Link to="/staff/consultation-days" className="link">
          {s.back}
        </Link>
        <Link to={`/staff/consultation-days/${day.date}`} className="link">
          {s.dayPage}
        </Link>
      </p>
      <PageTitle>{s.title(formatEventDate(day.date))}</PageTitle>
      <FormMessage data={actionData ?? doneMessage(saved, closed)} />
      {disabled ? <p className="mb-3">{s.readOnly}</p> : null}
      <Form method="post" className="max-w-xl space-y-4">
        <fieldset disabled={disabled} className="space-y-4">
          <fieldset>
            <legend className={labelClass}>{s.state}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="open" value="open" defaultChecked={day.open} />
              {s.openLabel}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="open" value="closed" defaultChecked={!day.open} />
              {s.closedLabel}
            </label>
          </fieldset>
          <Field
            id="capacity"
            label={s.capacity}
            hint={s.capacityHint(sold)}
            flushHint
            name="capacity"
            {...count(0, 500)}
            defaultValue={day.capacity}
          />
          <Field
            id="appointmentTimes"
            label={s.times}
            hint={s.timesHint}
            hintId="times-hint"
            flushHint
            name="appointmentTimes"
            required
            defaultValue={day.appointmentTimes.join(", ")}
          />
          <Field
            id="placesPerTime"
            label={s.placesPerTime}
            name="placesPerTime"
            {...count(1, 100)}
            defaultValue={day.placesPerTime}
          />
          <Field id="reason" label={s.reason} name="reason" maxLength={200} defaultValue={day.reason ?? ""} />
          {day.open && paid > 0 ? (
            <fieldset className="space-y-2 rounded-lg border border-line bg-surface p-4">
              <legend className="px-1 font-semibold">{copy.close.legend}</legend>
              <p>{copy.close.heading(paid)}</p>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="disposition" value="move" disabled={targets.length === 0} />
                {copy.close.move}
              </label>
              {targets.length > 0 ? (
                <Field
                  as="select"
                  id="target"
                  label={copy.close.target}
                  name="target"
                  options={targets.map((t) => ({
                    value: t.date,
                    label: copy.close.targetOption(formatEventDate(t.date), t.free),
                  }))}
                />
              ) : (
                <p>{copy.close.noTargets}</p>
              )}
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="disposition" value="refund" />
                {copy.close.refund}
              </label>
            </fieldset>
          ) : null}
          <button type="submit" className={buttonClass}>
            {s.submit}
          </button>
        </fieldset>
      </Form>
    </>
  );
}
