import { endpointLoader } from "~/endpoints/endpoint.server";
import { analyticsExport } from "~/services/analytics/pages.server";
import { requireStaff } from "~/services/staff/session.server";

/** GET /staff/analytics/export?range=…: the analytics page's figures for the same period as CSV. */
export const loader = endpointLoader("staffAnalyticsExport", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  const { csv, filename } = await analyticsExport(staff, input);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
