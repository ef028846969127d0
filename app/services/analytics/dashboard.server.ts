/**
 * The analytics page's figures for a period (report.ts): finished days from their daily counts
 * (`analytics_daily`), days not rolled up yet (today, or yesterday before the job ran) counted
 * from the raw views by the same rules (rollup.server.ts), and leads and paid bookings by the
 * source they were attributed to: three queries run alongside, merged here.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { addDays, budapestInstant } from "~/lib/event-dates";
import type { AnalyticsPeriod } from "~/lib/analytics-period";
import type { AnalyticsDay, AnalyticsReport, AnalyticsRow, ConversionRow } from "./report";
import { dailyCountsSql } from "./rollup.server";

/** The longest any list of the report gets. */
const REPORT_LIST_LENGTH = 20;

/** Lead and booking sources nobody could attribute show as this. */
const UNKNOWN_SOURCE = "unknown";

/** The dimensions the report shows (medium is kept in the daily counts but not shown). */
const SHOWN_DIMENSIONS = ["total", "page", "source", "campaign", "referrer", "language", "device"] as const;

type ListDimension = "page" | "source" | "campaign" | "referrer" | "language" | "device";

/** What brought people is ranked by entrances; what they saw, by views. */
const BY_ENTRANCES: ListDimension[] = ["source", "campaign", "referrer"];

interface CountRow {
  /** Set for a day's total; null for a value summed over the period's rolled-up days. */
  day: string | null;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
  entrances: number;
}

/**
 * The rolled-up days of the period: each day's total, and every dimension's values summed
 * (medium is kept but not shown).
 */
function rolledUpCounts(db: Database, { from, to }: AnalyticsPeriod) {
  return db.execute(sql`
    select day::text as day, dimension, value, views, visitors, entrances from analytics_daily
    where dimension = 'total' and day between ${from} and ${to}
    union all
    select null, dimension, value, sum(views)::int, sum(visitors)::int, sum(entrances)::int
    from analytics_daily
    where dimension not in ('total', 'medium') and day between ${from} and ${to}
    group by dimension, value`);
}

/**
 * The period's days not rolled up yet (today; yesterday until the job has run), counted from
 * the raw views by the rollup's rules, by day. The days are listed first so the day index finds
 * their views, rather than reading all 30 days' and discarding the rolled-up ones.
 */
function rawCounts(db: Database, { from, to }: AnalyticsPeriod) {
  const query = dailyCountsSql(
    sql`pv.day = any(array(
      select d::date from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d
      where not exists (select 1 from analytics_rollups r where r.day = d::date)
    ))`,
    SHOWN_DIMENSIONS,
  );
  return db.transaction(async (tx) => {
    // PostgreSQL cannot tell how many rows the day list finds and guesses high: it would compile
    // the plan (JIT, over a second measured) for a query that takes a few hundred ms, and sort a
    // full day's views by each dimension with their visitor hashes on disk rather than in memory.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    return tx.execute(
      sql`select day::text as day, dimension, value, views, visitors, entrances from (${query}) c`,
    );
  });
}

/** Leads, and bookings paid for, created in the period (Budapest days), by attributed source. */
function conversionCounts(db: Database, { from, to }: AnalyticsPeriod) {
  const start = budapestInstant(from, "00:00").toISOString();
  const end = budapestInstant(addDays(to, 1), "00:00").toISOString();
  return db.execute(sql`
    select 'lead' as kind, coalesce(visit_source, ${UNKNOWN_SOURCE}) as source, count(*)::int as n
    from leads where created_at >= ${start} and created_at < ${end}
    group by 2
    union all
    select 'booking', coalesce(visit_source, ${UNKNOWN_SOURCE}), count(*)::int
    from consultation_bookings
    where paid_at is not null and created_at >= ${start} and created_at < ${end}
    group by 2`);
}

/** Every day from `from` to `to`, both included. */
function daysOf({ from, to }: AnalyticsPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The report for a period of Budapest days, both ends included. */
export async function analyticsReport(db: Database, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const [rolledUp, raw, conversionResult] = await Promise.all([
    rolledUpCounts(db, period),
    rawCounts(db, period),
    conversionCounts(db, period),
  ]);
  const attributed = rowsOf<{ kind: "lead" | "booking"; source: string; n: number }>(conversionResult);

  const byDay = new Map<string, AnalyticsDay>();
  const lists = new Map<string, Map<string, AnalyticsRow>>();
  for (const row of [...rowsOf<CountRow>(rolledUp), ...rowsOf<CountRow>(raw)]) {
    const { dimension, value, views, visitors, entrances } = row;
    if (dimension === "total") {
      // A day is either rolled up or raw, never both; adding keeps a stray overlap visible.
      const day = byDay.get(row.day!) ?? { day: row.day!, views: 0, visitors: 0 };
      day.views += views;
      day.visitors += visitors;
      byDay.set(row.day!, day);
      continue;
    }
    const list = lists.get(dimension) ?? new Map<string, AnalyticsRow>();
    lists.set(dimension, list);
    const entry = list.get(value) ?? { value, views: 0, visitors: 0, entrances: 0 };
    entry.views += views;
    entry.visitors += visitors;
    entry.entrances += entrances;
    list.set(value, entry);
  }
  const days = daysOf(period).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
  const list = (dimension: ListDimension) => {
    const key = BY_ENTRANCES.includes(dimension) ? "entrances" : "views";
    return [...(lists.get(dimension)?.values() ?? [])]
      .sort((a, b) => b[key] - a[key] || b.views - a.views || (a.value < b.value ? -1 : 1))
      .slice(0, REPORT_LIST_LENGTH);
  };

  const conversions = new Map<string, ConversionRow>();
  const conversion = (source: string) => {
    const row = conversions.get(source) ?? { source, visitors: 0, leads: 0, paidBookings: 0 };
    conversions.set(source, row);
    return row;
  };
  // A source's visitors per day are the distinct hashes of its entrances: its daily count.
  for (const row of lists.get("source")?.values() ?? []) conversion(row.value).visitors = row.visitors;
  let leads = 0;
  let paidBookings = 0;
  for (const { kind, source, n } of attributed) {
    if (kind === "lead") {
      conversion(source).leads += n;
      leads += n;
    } else {
      conversion(source).paidBookings += n;
      paidBookings += n;
    }
  }

  return {
    period,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      leads,
      paidBookings,
    },
    days,
    pages: list("page"),
    sources: list("source"),
    campaigns: list("campaign"),
    referrers: list("referrer"),
    languages: list("language"),
    devices: list("device"),
    conversions: [...conversions.values()]
      .sort(
        (a, b) =>
          b.visitors - a.visitors ||
          b.leads - a.leads ||
          b.paidBookings - a.paidBookings ||
          (a.source < b.source ? -1 : 1),
      )
      .slice(0, REPORT_LIST_LENGTH),
  };
}
