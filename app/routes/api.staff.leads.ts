import { data } from "react-router";
import { httpErrorWords } from "~/content/http-errors";
import { toCsv } from "~/lib/csv";
import { hasStaffToken } from "~/lib/staff-auth.server";
import { bookingExportColumns, listBookings } from "~/services/bookings/records.server";
import { endpointLoader } from "~/services/platform/endpoint.server";
import { leadsCsv, listLeads, subscribersCsv } from "~/services/leads/leads.server";

/**
 * GET /api/staff/leads?since=YYYY-MM-DD[&until=…][&format=csv|json][&kind=leads|subscribers|bookings]
 * [&reference=BDC-…],
 * with `Authorization: Bearer <token>`: how `npm run leads` reads leads while the server owns
 * the embedded database.
 */
export const loader = endpointLoader("staffLeads", async ({ input, request, context }) => {
  if (!hasStaffToken(request, context.staffToken)) {
    return data({ error: httpErrorWords.staffTokenRequired, code: "UNAUTHORIZED" }, { status: 401 });
  }
  const range = {
    since: input.since ? new Date(input.since) : undefined,
    until: input.until ? new Date(input.until) : undefined,
  };
  const [{ leads, subscribers }, bookings] = await Promise.all([
    listLeads(context.db, range),
    listBookings(context.db, { ...range, reference: input.reference }),
  ]);
  if (input.format === "csv") {
    const csv =
      input.kind === "subscribers"
        ? subscribersCsv(subscribers)
        : input.kind === "bookings"
          ? toCsv(bookings, [...bookingExportColumns])
          : leadsCsv(leads);
    return new Response(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return Response.json({ leads, subscribers, bookings }, { headers: { "Cache-Control": "no-store" } });
});
