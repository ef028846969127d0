import { data } from "react-router";
import { hasStaffToken } from "~/lib/staff-auth.server";
import { endpointLoader } from "~/services/endpoint.server";
import { leadsCsv, listLeads, subscribersCsv } from "~/services/leads.server";

/**
 * GET /api/staff/leads?since=YYYY-MM-DD[&until=…][&format=csv|json][&kind=leads|subscribers],
 * with `Authorization: Bearer <token>`: how `npm run leads` reads leads while the server owns
 * the embedded database.
 */
export const loader = endpointLoader("staffLeads", async ({ input, request, context }) => {
  if (!hasStaffToken(request, context.staffToken)) {
    return data({ error: "A valid staff token is required", code: "UNAUTHORIZED" }, { status: 401 });
  }
  const { leads, subscribers } = await listLeads(context.db, {
    since: input.since ? new Date(input.since) : undefined,
    until: input.until ? new Date(input.until) : undefined,
  });
  if (input.format === "csv") {
    const csv = input.kind === "subscribers" ? subscribersCsv(subscribers) : leadsCsv(leads);
    return new Response(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return Response.json({ leads, subscribers }, { headers: { "Cache-Control": "no-store" } });
});
