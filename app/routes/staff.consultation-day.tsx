import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  dangerButtonClass,
  formatDateTime,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  staffMeta,
  tableClass,
  tdClass,
  thClass,
  TableScroller,
} from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/event-dates";
import { recordAudit, subjectHash } from "~/services/audit.server";
import {
  BookingError,
  dayAttendees,
  dayOccupancy,
  freeTimes,
  markAttendance,
  moveBooking,
  refundBooking,
} from "~/services/bookings.server";
import { findDay, findDays, offeredDates } from "~/services/bookings/days.server";
import { endpointAction } from "~/services/endpoint.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.consultation-day";

/**
 * /staff/consultation-days/:date: the day's places, per-time occupancy and attendees; move a
 * booking, mark attendance, refund with a reason.
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(`Consultation day ${params.date}`);

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  if (!isDay(params.date)) throw data("Not found", { status: 404 });
  const [[occupancy], attendees, times, day, offered] = await Promise.all([
    dayOccupancy(app.db, [params.date]),
    dayAttendees(app.db, params.date),
    freeTimes(app.db, params.date),
    findDay(app.db, params.date),
    offeredDates(app.db),
  ]);
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    date: params.date,
    occupancy,
    times: times.map(({ time, left }) => ({ time, taken: day.placesPerTime - left, left })),
    attendees: attendees.map((b) => ({
      id: b.id,
      email: b.customerEmail,
      reference: b.sessionId.slice(0, 8),
      status: b.status,
      time: b.appointmentTime,
      paidAt: b.paidAt,
      attendance: b.attendance,
      refundReason: b.refundReason,
    })),
    moveDates: [...new Set([params.date, ...offered])].sort(),
    // The times of every day a booking may move to (a day's own settings may differ).
    appointmentTimes: [...new Set([...day.appointmentTimes, ...(await offeredTimes(app.db, offered))])].sort(),
    saved,
  };
}

async function offeredTimes(db: Parameters<typeof findDay>[0], dates: string[]) {
  return (await findDays(db, dates)).flatMap((d) => d.appointmentTimes);
}

export const action = endpointAction("staffConsultationDay", async ({ input, request, params, context }) => {
  const user = await requireStaff(request, context);
  const settings = { clinicInbox: context.env.CLINIC_INBOX, siteUrl: context.env.SITE_URL };
  try {
    if (input.intent === "move") {
      const moved = await moveBooking(
        context.db,
        input.bookingId,
        { date: input.date, time: input.time },
        { ...settings, by: "staff" },
      );
      await recordAudit(context.db, user, "booking.move", `booking:${moved.id}`, {
        to: `${input.date} ${input.time}`,
      });
      return redirect(`/staff/consultation-days/${moved.eventDate}?saved=move`);
    }
    if (input.intent === "attendance") {
      const ok = await markAttendance(
        context.db,
        input.bookingId,
        input.attendance === "unknown" ? null : input.attendance,
      );
      if (!ok) throw new BookingError(404, "We could not find this paid booking.");
      return redirect(`/staff/consultation-days/${params.date}?saved=attendance`);
    }
    const refunded = await refundBooking(
      context.db,
      context.payments,
      input.bookingId,
      input.reason,
      settings,
    );
    await recordAudit(
      context.db,
      user,
      "booking.refund",
      refunded.customerEmail ? subjectHash(refunded.customerEmail) : `booking:${refunded.id}`,
      { booking: refunded.id },
    );
    return redirect(`/staff/consultation-days/${params.date}?saved=refund`);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "BOOKING" }, { status: error.status });
    throw error;
  }
});

const savedMessages: Record<string, string> = {
  move: "Booking moved. The patient has been emailed the new time with an updated calendar invitation.",
  attendance: "Attendance saved.",
  refund: "Refunded. The patient has been emailed.",
};

const statusLabel = (status: string, attendance: string | null) =>
  status === "refunded"
    ? "Refunded"
    : attendance === "attended"
      ? "Attended"
      : attendance === "no_show"
        ? "No-show"
        : status === "scheduled"
          ? "Scheduled"
          : "Paid, no time chosen";

export default function ConsultationDay({ loaderData, actionData }: Route.ComponentProps) {
  const { date, occupancy, times, attendees, moveDates, appointmentTimes, saved } = loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/consultation-days" className="link">
          ← All days
        </Link>
      </p>
      <PageTitle>{formatEventDate(date)}</PageTitle>
      <FormMessage
        data={actionData ?? (savedMessages[saved] ? { message: savedMessages[saved] } : undefined)}
      />
      <p className="mb-4">
        {occupancy.paid} paid · {occupancy.held} held · {occupancy.free} free
      </p>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">Per time</h2>
      <TableScroller label="Bookings on this day" className="mb-6">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Time</th>
              <th className={thClass}>Booked</th>
              <th className={thClass}>Free</th>
            </tr>
          </thead>
          <tbody>
            {times.map((t) => (
              <tr key={t.time}>
                <td className={tdClass}>{t.time}</td>
                <td className={tdClass}>{t.taken}</td>
                <td className={tdClass}>{t.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">Attendees</h2>
      {attendees.length === 0 ? <p>No paid bookings for this day yet.</p> : null}
      <ul className="space-y-4">
        {attendees.map((a) => (
          <li key={a.id} className="rounded-lg border border-line bg-surface p-4">
            <h3 className="font-semibold break-all">{a.email ?? "No email given"}</h3>
            <p className="text-sm">
              Reference {a.reference} · {a.time ? `at ${a.time}` : "no time chosen"} · paid{" "}
              {formatDateTime(a.paidAt)} · {statusLabel(a.status, a.attendance)}
              {a.refundReason ? ` (${a.refundReason})` : ""}
            </p>
            {a.status === "refunded" ? null : (
              <div className="mt-3 grid gap-4 md:grid-cols-3">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="bookingId" value={a.id} />
                  <fieldset className="space-y-2">
                    <legend className="font-semibold">Move</legend>
                    <div>
                      <label htmlFor={`date-${a.id}`} className={labelClass}>
                        Date
                      </label>
                      <select id={`date-${a.id}`} name="date" defaultValue={date} className={inputClass}>
                        {moveDates.map((d) => (
                          <option key={d} value={d}>
                            {formatEventDate(d)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div>
                      <label htmlFor={`time-${a.id}`} className={labelClass}>
                        Time
                      </label>
                      <select
                        id={`time-${a.id}`}
                        name="time"
                        defaultValue={a.time ?? ""}
                        className={inputClass}
                      >
                        {appointmentTimes.map((t) => (
                          <option key={t}>{t}</option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" className={buttonClass}>
                      Move booking
                    </button>
                  </fieldset>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="attendance" />
                  <input type="hidden" name="bookingId" value={a.id} />
                  <label htmlFor={`attendance-${a.id}`} className={labelClass}>
                    On the day
                  </label>
                  <select
                    id={`attendance-${a.id}`}
                    name="attendance"
                    defaultValue={a.attendance ?? "unknown"}
                    className={inputClass}
                  >
                    <option value="unknown">Not marked</option>
                    <option value="attended">Attended</option>
                    <option value="no_show">No-show</option>
                  </select>
                  <button type="submit" className={buttonClass}>
                    Save attendance
                  </button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="bookingId" value={a.id} />
                  <label htmlFor={`reason-${a.id}`} className={labelClass}>
                    Refund reason
                  </label>
                  <input
                    id={`reason-${a.id}`}
                    name="reason"
                    required
                    maxLength={500}
                    className={inputClass}
                  />
                  <button type="submit" className={dangerButtonClass}>
                    Refund payment
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
