/**
 * The analytics page's figures for a period (report.ts), from the daily counts of finished days
 * and the raw views of days not yet rolled up. PLACEHOLDER until the rollup work lands.
 */
import type { Database } from "~/db/client.server";
import type { AnalyticsPeriod, AnalyticsReport } from "./report";

export async function analyticsReport(_db: Database, _period: AnalyticsPeriod): Promise<AnalyticsReport> {
  throw new Error("analyticsReport is not built yet");
}
