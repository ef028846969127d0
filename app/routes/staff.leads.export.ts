import { endpointLoader } from "~/endpoints/endpoint.server";
import { leadsInboxCsv } from "~/services/leads/pages.server";
import { requireStaff } from "~/services/staff/session.server";

/** GET /staff/leads/export?…: the inbox's current view and filter as CSV, for a spreadsheet. */
export const loader = endpointLoader("staffLeadsExport", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  const { csv, filename } = await leadsInboxCsv(staff, input);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
});
