import { data, Form, Link, redirect } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { staffDaysCopy as copy } from "~/content/staff-days";
import {
  buttonClass,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  staffMeta,
} from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { isIsoDate } from "~/lib/event-dates";
import { BookingError } from "~/services/bookings/holds.server";
import { closeDay } from "~/services/bookings/day-closing.server";
import { paidBookings, updateDay } from "~/services/bookings/day-settings.server";
import { dayCounts, findDay, offeredDays } from "~/services/bookings/days.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.consultation-day-settings";

/**
 * /staff/consultation-days/:date/settings: a day's open or closed state, places, appointment
 * times, places per time and reason (administrators change them; staff see them). Closing a day
 * with paid bookings asks, in the same form, whether to move them to another open day or refund them.
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.settings.title(params.date ?? ""));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  const user = await requireStaff(request, app);
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const now = new Date();
  const day = await findDay(app.db, params.date, now);
  if (!day.stored) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const [counts] = await dayCounts(app.db, [day], now);
  const paid = (await paidBookings(app.db, day.date)).length;
  const others = (await dayCounts(app.db, await offeredDays(app.db, now), now)).filter(
    (other) => other.date !== day.date && other.free >= paid,
  );
  const query = new URL(request.url).searchParams;
  const closed = query.get("closed");
  return {
    day,
    sold: counts.paid + counts.held,
    paid,
    targets: others.map((other) => ({ date: other.date, free: other.free })),
    admin: user.role === "admin",
    saved: query.get("saved") === "1",
    closed: closed
      ? {
          moved: Number(query.get("moved")) || 0,
          refunded: Number(query.get("refunded")) || 0,
          failed: Number(query.get("failed")) || 0,
        }
      : null,
  };
}

export const action = endpointAction("staffDaySettings", async ({ input, request, params, context }) => {
  const user = await requireStaff(request, context);
  if (user.role !== "admin") return data({ error: copy.errors.notAdmin, code: "FORBIDDEN" }, { status: 403 });
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
    const day = await findDay(context.db, date);
    const closingWithBookings =
      day.open && !settings.open && (await paidBookings(context.db, date)).length > 0;
    if (!closingWithBookings) {
      await updateDay(context.db, user, date, settings);
      return redirect(`${back}?saved=1`);
    }
    if (!input.disposition)
      return data({ error: copy.errors.closeWithBookings, code: "DECIDE" }, { status: 400 });
    if (input.disposition === "move" && !isIsoDate(input.target))
      return data({ error: copy.errors.chooseTarget, code: "DECIDE" }, { status: 400 });
    const result = await closeDay(
      context.db,
      context.payments,
      user,
      date,
      settings,
      input.disposition === "move"
        ? { disposition: "move", target: input.target! }
        : { disposition: "refund" },
      { clinicInbox: context.env.CLINIC_INBOX, siteUrl: context.env.SITE_URL },
    );
    return redirect(
      `${back}?closed=1&moved=${result.moved}&refunded=${result.refunded}&failed=${result.failed}`,
    );
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
          <div>
            <label htmlFor="capacity" className={labelClass}>
              {s.capacity}
            </label>
            <input
              id="capacity"
              name="capacity"
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              required
              defaultValue={day.capacity}
              aria-describedby="capacity-hint"
              className={inputClass}
            />
            <p id="capacity-hint" className="text-sm text-muted">
              {s.capacityHint(sold)}
            </p>
          </div>
          <div>
            <label htmlFor="appointmentTimes" className={labelClass}>
              {s.times}
            </label>
            <input
              id="appointmentTimes"
              name="appointmentTimes"
              required
              defaultValue={day.appointmentTimes.join(", ")}
              aria-describedby="times-hint"
              className={inputClass}
            />
            <p id="times-hint" className="text-sm text-muted">
              {s.timesHint}
            </p>
          </div>
          <div>
            <label htmlFor="placesPerTime" className={labelClass}>
              {s.placesPerTime}
            </label>
            <input
              id="placesPerTime"
              name="placesPerTime"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              required
              defaultValue={day.placesPerTime}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="reason" className={labelClass}>
              {s.reason}
            </label>
            <input
              id="reason"
              name="reason"
              maxLength={200}
              defaultValue={day.reason ?? ""}
              className={inputClass}
            />
          </div>
          {day.open && paid > 0 ? (
            <fieldset className="space-y-2 rounded-lg border border-line bg-surface p-4">
              <legend className="px-1 font-semibold">{copy.close.legend}</legend>
              <p>{copy.close.heading(paid)}</p>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="disposition" value="move" disabled={targets.length === 0} />
                {copy.close.move}
              </label>
              {targets.length > 0 ? (
                <div>
                  <label htmlFor="target" className={labelClass}>
                    {copy.close.target}
                  </label>
                  <select id="target" name="target" className={inputClass}>
                    {targets.map((t) => (
                      <option key={t.date} value={t.date}>
                        {copy.close.targetOption(formatEventDate(t.date), t.free)}
                      </option>
                    ))}
                  </select>
                </div>
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
