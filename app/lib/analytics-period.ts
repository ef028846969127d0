import { monthNames } from "~/content/dates";
import { analyticsRanges, analyticsWords, type AnalyticsRange } from "~/content/staff-analytics";
import { addDays, budapestToday, isIsoDate } from "./event-dates";

/** Budapest days, ISO 'YYYY-MM-DD', both included (the report's period, services/analytics/report.ts). */
export interface AnalyticsPeriod {
  from: string;
  to: string;
}

/** The analytics page's period, from its address: ?range=30, or ?range=custom&from=…&to=…. */
export interface ChosenPeriod {
  period: AnalyticsPeriod;
  range: AnalyticsRange;
  /** Why the period asked for was not taken (the default is shown instead). */
  error?: string;
}

const DEFAULT_RANGE = "30";
/** Two years and a leap day: the longest period one page (and one query) covers. */
const MAX_PERIOD_DAYS = 731;

/** A real calendar day ('2026-02-30' is not: the calendar reads it as 2 March). */
const isRealDay = (value: string | null): value is string =>
  isIsoDate(value ?? undefined) && addDays(value!, 0) === value;

/** The number of days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: AnalyticsPeriod) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The last `days` days, today (Budapest) included. */
function lastDays(days: number, now: Date): AnalyticsPeriod {
  const to = budapestToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/**
 * Reads the chooser's query. A range of its own needs both days, the first not after the last,
 * at most two years apart; anything else shows the last 30 days and says why.
 */
export function choosePeriod(
  query: { range?: string | null; from?: string | null; to?: string | null },
  now: Date,
): ChosenPeriod {
  const fallback = (error?: string): ChosenPeriod => ({
    period: lastDays(Number(DEFAULT_RANGE), now),
    range: DEFAULT_RANGE,
    ...(error ? { error } : {}),
  });
  const range = query.range;
  const from = query.from?.trim() || null;
  const to = query.to?.trim() || null;
  // Days given without a range (a hand-written address) are a range of their own too.
  if (range === "custom" || (!range && (from || to))) {
    const errors = analyticsWords.periodErrors;
    if (!isRealDay(from) || !isRealDay(to)) return fallback(errors.invalid);
    if (from > to) return fallback(errors.order);
    const period = { from, to };
    if (daysIn(period) > MAX_PERIOD_DAYS) return fallback(errors.tooLong);
    return { period, range: "custom" };
  }
  const known = analyticsRanges.find((days) => days === range);
  return known ? { period: lastDays(Number(known), now), range: known } : fallback();
}

/** '2026-11-03' → '3 November 2026'. */
export function longDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${monthNames[m - 1]} ${y}`;
}

/** The query that shows this period again (the export link, the chooser's links). */
export function periodQuery({ range, period }: Pick<ChosenPeriod, "range" | "period">): string {
  const query = new URLSearchParams({ range });
  if (range === "custom") {
    query.set("from", period.from);
    query.set("to", period.to);
  }
  return query.toString();
}
