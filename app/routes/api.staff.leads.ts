import { data } from "react-router";
import { httpErrorWords } from "~/content/http-errors";
import { staffApiExport } from "~/services/leads/staff-api.server";
import { holdsStaffToken } from "~/services/platform/staff-token.server";
import { endpointLoader } from "~/endpoints/endpoint.server";

/**
 * GET /api/staff/leads?since=YYYY-MM-DD[&until=…][&format=csv|json][&kind=leads|subscribers|bookings]
 * [&reference=BDC-…],
 * with `Authorization: Bearer <token>`: how `npm run leads` reads leads while the server owns
 * the embedded database.
 */
export const loader = endpointLoader("staffLeads", async ({ input, request, context }) => {
  if (!holdsStaffToken(context, request)) {
    return data({ error: httpErrorWords.staffTokenRequired, code: "UNAUTHORIZED" }, { status: 401 });
  }
  const exported = await staffApiExport(context, input);
  if ("csv" in exported)
    return new Response(exported.csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store" },
    });
  return Response.json(exported.json, { headers: { "Cache-Control": "no-store" } });
});
