import { Link } from "react-router";
import { requireAppContext } from "~/context";
import { consultationEvent } from "~/content/event";
import {
  PageTitle,
  staffMeta,
  tableClass,
  tdClass,
  thClass,
  TableScroller,
} from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/event-dates";
import { dayOccupancy, staffEventDates } from "~/services/bookings.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.consultation-days";

/** /staff/consultation-days: each day with its places paid, held by an open checkout, and free. */
export const meta: Route.MetaFunction = () => staffMeta("Consultation days");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  return { days: await dayOccupancy(app.db, await staffEventDates(app.db)) };
}

export default function ConsultationDays({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Consultation days</PageTitle>
      <p className="mb-3 text-sm text-muted">{consultationEvent.capacity} places per day.</p>
      <TableScroller label="Consultation days">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Day</th>
              <th className={thClass}>Paid</th>
              <th className={thClass}>Held (checkout open)</th>
              <th className={thClass}>Free</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.days.map((day) => (
              <tr key={day.date}>
                <td className={tdClass}>
                  <Link to={`/staff/consultation-days/${day.date}`} className="link">
                    {formatEventDate(day.date)}
                  </Link>
                </td>
                <td className={tdClass}>{day.paid}</td>
                <td className={tdClass}>{day.held}</td>
                <td className={tdClass}>{day.free}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
