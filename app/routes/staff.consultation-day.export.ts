import { data } from "react-router";
import { staffErrorWords } from "~/content/staff-nav";
import { recordAudit } from "~/services/staff/audit.server";
import { daySheetBookings, daySheetCsv } from "~/services/bookings/day-sheet.server";
import { endpointLoader } from "~/services/platform/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";

/** GET /staff/consultation-days/:date/export: the day sheet as CSV ("Export the day"). */
export const loader = endpointLoader("staffConsultationDayExport", async ({ request, params, context }) => {
  const user = await requireStaff(request, context);
  const date = params.date ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  const bookings = await daySheetBookings(context.db, date);
  // Personal data leaves the back office: who took it is recorded (no names in the log).
  await recordAudit(context.db, user, "day.export", `day:${date}`, { rows: bookings.length });
  return new Response(daySheetCsv(bookings), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultation-day-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
