/**
 * The back office's analytics page (/staff/analytics) and its CSV: the figures for the period
 * asked for (a preset, or a from–to of one's own; a bad one says so and shows the last 30 days).
 */
import { analyticsWords } from "~/content/staff-analytics";
import { choosePeriod } from "~/lib/analytics-period";
import { budapestToday } from "~/lib/event-dates";
import type { ServiceContext, StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { attendanceFigures } from "./attendance.server";
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
  const attendance = await attendanceFigures(ctx.db, chosen.period, budapestToday(ctx.now()));
  return { ...chosen, report, charts: analyticsCharts(report), attendance };
}

/**
 * The same period's figures as CSV, with the file's name. Counts only, no person's data; like
 * every export it is in the audit log, with its period and how many rows.
 */
export async function analyticsExport(ctx: StaffContext, query: Parameters<typeof choosePeriod>[0]) {
  const { period } = choosePeriod(query, ctx.now());
  const { csv, rows } = analyticsCsv(await analyticsReport(ctx.db, period));
  await recordAudit(ctx.db, ctx.staff, "analytics.export", null, { rows, from: period.from, to: period.to });
  return { csv, filename: analyticsWords.csv.filename(period.from, period.to) };
}
