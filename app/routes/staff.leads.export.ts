import { endpointLoader } from "~/services/platform/endpoint.server";
import { leadsSpreadsheet } from "~/services/leads/export.server";
import { requireStaff } from "~/services/staff/session.server";

/** GET /staff/leads/export?…: the inbox's current view and filter as CSV, for a spreadsheet. */
export const loader = endpointLoader("staffLeadsExport", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const now = new Date();
  const csv = await leadsSpreadsheet(context.db, input, input.view ?? "all", { userId: user.id, now });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${now.toISOString().slice(0, 10)}.csv"`,
    },
  });
});
