/**
 * The back office's analytics page (/staff/analytics) and its CSV: the figures for the period
 * asked for (a preset, or a from–to of one's own; a bad one says so and shows the last 30 days).
 */
import { analyticsWords } from "~/content/staff-analytics";
import { choosePeriod } from "~/lib/analytics-period";
import type { ServiceContext } from "../context.server";
import { analyticsReport } from "./dashboard.server";
import { analyticsCsv } from "./export.server";

/** The page's figures and charts (SVG drawn here, so the chart library never reaches a browser). */
export async function analyticsPageView(ctx: ServiceContext, search: URLSearchParams) {
  const chosen = choosePeriod(Object.fromEntries(search), ctx.now());
  // Loaded on the first visit to this page, not when the server starts: ECharts takes 0.35-0.8 s
  // to import, and no public page needs it.
  const [report, { analyticsCharts }] = await Promise.all([
    analyticsReport(ctx.db, chosen.period),
    import("./charts.server"),
  ]);
  return { ...chosen, report, charts: analyticsCharts(report) };
}

/**
 * The same period's figures as CSV, with the file's name. Counts only, no person's data: nothing
 * to record in the audit log.
 */
export async function analyticsExport(ctx: ServiceContext, query: Parameters<typeof choosePeriod>[0]) {
  const { period } = choosePeriod(query, ctx.now());
  return {
    csv: analyticsCsv(await analyticsReport(ctx.db, period)),
    filename: analyticsWords.csv.filename(period.from, period.to),
  };
}
