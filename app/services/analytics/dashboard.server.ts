/**
 * The analytics page's figures for a period (report.ts), in one query: finished days from their
 * daily counts (`analytics_daily`) and days not rolled up yet (today, or yesterday before the job
 * ran) from the raw views by the same rules, folding included (rollup.server.ts), added up per
 * day and per value; each list ranked and cut in SQL, so however many values a flood left, the
 * page reads a few hundred rows (decision 0028); leads and paid bookings by the source they
 * were attributed to; and treatment plans sent and accepted, with the accepted value, by the
 * source, campaign and language their lead or booking carried (plans.server.ts).
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { addDays, budapestInstant } from "~/lib/event-dates";
import type { AnalyticsPeriod } from "~/lib/analytics-period";
import { planMoneySql, planMoneyOf, type PlanMoneyFigures } from "./plans.server";
import type { AnalyticsDay, AnalyticsReport, AnalyticsRow, ConversionRow } from "./report";
import { foldedDailyCountsSql } from "./rollup.server";

/** The longest any list of the report gets. */
const REPORT_LIST_LENGTH = 20;

/**
 * The sources read for the conversion table: the most entrances first, this many, and every
 * source a lead or a paid booking of the period came from.
 */
const SOURCES_READ = 50;

/** Lead and booking sources nobody could attribute show as this. */
const UNKNOWN_SOURCE = "unknown";

/** The dimensions the report shows (medium is kept in the daily counts but not shown). */
const SHOWN_DIMENSIONS = ["total", "page", "source", "campaign", "referrer", "language", "device"] as const;

type ListDimension = "page" | "source" | "campaign" | "referrer" | "language" | "device";

/** What brought people is ranked by entrances; what they saw, by views. */
const BY_ENTRANCES: ListDimension[] = ["source", "campaign", "referrer"];

/**
 * A row of the report's query: a day's total, a list's value in rank order, conversions, or a
 * value's treatment plans.
 */
interface ReportRow {
  kind: "day" | "list" | "lead" | "booking" | "plan";
  /** The day, for a day's total. */
  day: string | null;
  /** The list, for a value. */
  dimension: ListDimension | null;
  /** The value, or the source of leads or bookings. */
  value: string;
  views: number;
  visitors: number;
  entrances: number;
  /** A plan row's figures (null for the others). */
  plans: PlanMoneyFigures | null;
}

function reportSql({ from, to }: AnalyticsPeriod) {
  const start = budapestInstant(from, "00:00").toISOString();
  const end = budapestInstant(addDays(to, 1), "00:00").toISOString();
  // The days not rolled up yet are listed first, so the day index finds their views, rather
  // than reading all 30 days' raw views and discarding the rolled-up ones.
  const raw = foldedDailyCountsSql(
    sql`pv.day = any(array(
      select d::date from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d
      where not exists (select 1 from analytics_rollups r where r.day = d::date)
    ))`,
    SHOWN_DIMENSIONS,
  );
  const byEntrances = sql.join(
    BY_ENTRANCES.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`
    with counts as (
      select day, dimension, value, views, visitors, entrances from analytics_daily
      where day between ${from} and ${to} and dimension <> 'medium'
      union all
      select day, dimension, value, views, visitors, entrances from (${raw}) raw
    ),
    conversions as (
      select 'lead' as kind, coalesce(visit_source, ${UNKNOWN_SOURCE}) as source, count(*)::int as n
      from leads where created_at >= ${start} and created_at < ${end}
      group by 2
      union all
      select 'booking', coalesce(visit_source, ${UNKNOWN_SOURCE}), count(*)::int
      from consultation_bookings
      where paid_at is not null and created_at >= ${start} and created_at < ${end}
      group by 2
    ),
    lists as (
      select dimension, value, sum(views)::int as views, sum(visitors)::int as visitors,
        sum(entrances)::int as entrances
      from counts where dimension <> 'total'
      group by dimension, value
    ),
    plan_money as (${planMoneySql(start, end, UNKNOWN_SOURCE)}),
    ranked as (
      select lists.*, row_number() over (
        partition by dimension
        order by case when dimension in (${byEntrances}) then entrances else views end desc,
          views desc, value collate "C"
      ) as rank
      from lists
    )
    select 'day' as kind, day::text as day, null as dimension, '' as value,
      sum(views)::int as views, sum(visitors)::int as visitors, 0 as entrances, 0::bigint as rank,
      null::jsonb as plans
    from counts where dimension = 'total'
    group by day
    union all
    select 'list', null, dimension, value, views, visitors, entrances, rank, null from ranked
    where rank <= ${REPORT_LIST_LENGTH}
      or (dimension = 'source' and (rank <= ${SOURCES_READ} or value in (select source from conversions)))
    union all
    select kind, null, null, source, 0, 0, n, 0, null from conversions
    union all
    select 'plan', null, dimension, value, 0, 0, 0, 0, figures from plan_money
    order by kind, dimension, rank`;
}

/** The report's one query: PostgreSQL is told not to compile it and given room to sort in memory. */
function reportRows(db: Database, period: AnalyticsPeriod) {
  return db.transaction(async (tx) => {
    // PostgreSQL cannot tell how many rows the day list finds and guesses high: it would compile
    // the plan (JIT, over a second measured) for a query that takes a few hundred ms, and sort a
    // full day's views by each dimension with their visitor hashes on disk rather than in memory.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    return rowsOf<ReportRow>(await tx.execute(reportSql(period)));
  });
}

/** Every day from `from` to `to`, both included. */
function daysOf({ from, to }: AnalyticsPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The report for a period of Budapest days, both ends included. */
export async function analyticsReport(db: Database, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const rows = await reportRows(db, period);
  const byDay = new Map<string, AnalyticsDay>();
  const lists = new Map<ListDimension, AnalyticsRow[]>();
  const attributed: { kind: "lead" | "booking"; source: string; n: number }[] = [];
  const planRows: { dimension: string; value: string; figures: PlanMoneyFigures }[] = [];
  for (const { kind, day, dimension, value, views, visitors, entrances, plans } of rows) {
    if (kind === "day") byDay.set(day!, { day: day!, views, visitors });
    else if (kind === "plan") planRows.push({ dimension: dimension!, value, figures: plans! });
    else if (kind === "list") {
      const list = lists.get(dimension!) ?? [];
      lists.set(dimension!, list);
      list.push({ value, views, visitors, entrances });
    } else attributed.push({ kind, source: value, n: entrances });
  }
  const days = daysOf(period).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
  // In rank order already; the sources beyond the list are read for the conversion table only.
  const list = (dimension: ListDimension) => (lists.get(dimension) ?? []).slice(0, REPORT_LIST_LENGTH);

  const conversions = new Map<string, ConversionRow>();
  const conversion = (source: string) => {
    const row = conversions.get(source) ?? { source, visitors: 0, leads: 0, paidBookings: 0 };
    conversions.set(source, row);
    return row;
  };
  // A source's visitors per day are the distinct hashes of its entrances: its daily count.
  for (const row of lists.get("source") ?? []) conversion(row.value).visitors = row.visitors;
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
    plans: planMoneyOf(planRows),
  };
}
