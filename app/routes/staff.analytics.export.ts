import { analyticsWords } from "~/content/staff-analytics";
import { choosePeriod } from "~/lib/analytics-period";
import { analyticsReport } from "~/services/analytics/dashboard.server";
import { analyticsCsv } from "~/services/analytics/export.server";
import { endpointLoader } from "~/services/platform/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * GET /staff/analytics/export?range=…: the analytics page's figures for the same period as CSV.
 * Counts only, no person's data: nothing to record in the audit log.
 */
export const loader = endpointLoader("staffAnalyticsExport", async ({ input, request, context }) => {
  await requireStaff(request, context);
  const { period } = choosePeriod(input, new Date());
  const report = await analyticsReport(context.db, period);
  return new Response(analyticsCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsWords.csv.filename(period.from, period.to)}"`,
      "Cache-Control": "no-store",
    },
  });
});
