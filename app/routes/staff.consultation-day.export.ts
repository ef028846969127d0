import { data } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { exportDaySheet } from "~/services/bookings/day-sheet-view.server";
import { endpointLoader } from "~/endpoints/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";

/** GET /staff/consultation-days/:date/export: the day sheet as CSV ("Export the day"). */
export const loader = endpointLoader("staffConsultationDayExport", async ({ request, params, context }) => {
  const staff = await requireStaff(request, context);
  const date = params.date ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return new Response(await exportDaySheet(staff, date), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-day-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
