import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { staffDaysCopy as copy } from "~/content/staff-days";
import { buttonClass, FormMessage, PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { Field } from "~/components/staff/field";
import { BookingError } from "~/services/bookings/holds.server";
import { addDay } from "~/services/bookings/day-settings.server";
import { consultationDaysView } from "~/services/bookings/staff-days.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.consultation-days";

/**
 * /staff/consultation-days: each day with whether it is open, its places, sold, held by an open
 * checkout or a waiting-list offer, free, how many wait for a place, and its reason; administrators add a day here.
 */
export const meta: Route.MetaFunction = () => staffMeta(copy.listTitle);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return consultationDaysView(staff, new URL(request.url).searchParams);
}

export const action = endpointAction("staffConsultationDays", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  if (staff.staff.role !== "admin")
    return data({ error: copy.errors.notAdmin, code: "FORBIDDEN" }, { status: 403 });
  try {
    await addDay(staff, input.date);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "DAY" }, { status: error.status });
    throw error;
  }
  return redirect(`/staff/consultation-days?added=${input.date}`);
});

export default function ConsultationDays({ loaderData, actionData }: Route.ComponentProps) {
  const { days, today, admin, added } = loaderData;
  const message = added ? { message: copy.add.added(formatEventDate(added)) } : undefined;
  return (
    <>
      <PageTitle>{copy.listTitle}</PageTitle>
      <FormMessage data={actionData ?? message} />
      <p className="mb-3 text-sm text-muted">{copy.listIntro}</p>
      <StaffTable
        label={copy.tableLabel}
        className="mb-6"
        headings={[
          copy.columns.day,
          copy.columns.state,
          copy.columns.capacity,
          copy.columns.sold,
          copy.columns.held,
          copy.columns.free,
          copy.columns.waiting,
          copy.columns.reason,
          copy.columns.actions,
        ]}
      >
        {days.map((day) => (
          <tr key={day.date} data-day={day.date}>
            <td className={tdClass}>
              <Link to={`/staff/consultation-days/${day.date}`} className="link">
                {formatEventDate(day.date)}
              </Link>
            </td>
            <td className={tdClass}>{day.open ? copy.open : copy.closed}</td>
            <td className={tdClass}>{day.stored ? day.capacity : "–"}</td>
            <td className={tdClass}>{day.paid}</td>
            <td className={tdClass}>{day.held}</td>
            <td className={tdClass}>{day.free}</td>
            <td className={tdClass}>{day.waiting}</td>
            <td className={tdClass}>{day.reason ?? ""}</td>
            <td className={tdClass}>
              {day.stored ? (
                <span className="flex flex-wrap gap-x-4 gap-y-2">
                  <Link
                    to={`/staff/consultation-days/${day.date}/settings`}
                    className="link inline-flex min-h-6 items-center"
                    aria-label={`${copy.settingsLink}: ${formatEventDate(day.date)}`}
                  >
                    {copy.settingsLink}
                  </Link>
                  {day.open && day.date >= today ? (
                    <Link
                      to={`/staff/consultation-days/${day.date}/book`}
                      className="link inline-flex min-h-6 items-center"
                      aria-label={`${copy.bookLink}: ${formatEventDate(day.date)}`}
                    >
                      {copy.bookLink}
                    </Link>
                  ) : null}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </StaffTable>
      {admin ? (
        <Form method="post" className="max-w-sm space-y-2 rounded-lg border border-line bg-surface p-4">
          <h2 className="text-lg font-semibold text-brand-900">{copy.add.heading}</h2>
          <input type="hidden" name="intent" value="add" />
          <Field
            bare
            id="add-date"
            label={copy.add.date}
            hint={copy.add.dateHint}
            flushHint
            name="date"
            type="date"
            required
            min={today}
          />
          <button type="submit" className={buttonClass}>
            {copy.add.submit}
          </button>
        </Form>
      ) : null}
    </>
  );
}
