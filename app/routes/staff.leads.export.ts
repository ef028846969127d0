import { endpointLoader } from "~/services/endpoint.server";
import { leadsCsv } from "~/services/leads.server";
import { leadsMatching } from "~/services/staff-leads.server";
import { requireStaff } from "~/services/staff-session.server";

/** GET /staff/leads/export?…: the inbox's current filter as CSV (the one lead export format). */
export const loader = endpointLoader("staffLeadsExport", async ({ input, request, context }) => {
  await requireStaff(request, context);
  const rows = await leadsMatching(context.db, input);
  return new Response(leadsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
});
