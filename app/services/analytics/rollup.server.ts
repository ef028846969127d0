/**
 * Retention of the clinic's own measurement (decisions 0024 and 0028): each finished day's raw
 * views are counted once into `analytics_daily` (its 200 most seen values per dimension by name,
 * the rest as one row), kept for good; the day's visitor hashes are then removed, and the raw
 * views go after 30 days. The dashboard (dashboard.server.ts) counts days not yet rolled up from
 * the raw views by the same rules (`foldedDailyCountsSql`).
 */
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { analyticsDimensions, firstViewBit, type AnalyticsDimension } from "~/db/schema";
import { OTHER_VALUE } from "~/lib/analytics-labels";
import { addDays, budapestToday } from "~/lib/event-dates";

/** Raw views are kept this many days, today included; older days keep only their counts. */
const RAW_VIEW_DAYS = 30;

/** How long after midnight a day is left before it is rolled up. */
const ROLLUP_GRACE_MS = 5 * 60_000;

/**
 * A finished day keeps its most seen values of each dimension by name, this many; the rest are
 * added up into one row, OTHER_VALUE (decision 0028): a flood of made-up campaigns or referring
 * sites costs one row a day, not one row per value, for good.
 */
export const TOP_VALUES_PER_DAY = 200;

/** The column of `page_views` each dimension but 'total' counts by. */
const dimensionColumns: Record<Exclude<AnalyticsDimension, "total">, string> = {
  page: "pv.path",
  source: "pv.source",
  medium: "pv.medium",
  campaign: "pv.campaign",
  referrer: "pv.referrer_host",
  language: "pv.language",
  device: "pv.device",
};

/**
 * The counts of `page_views` matching `where` (an SQL condition on `pv`), one row per day,
 * dimension and value: views = rows, visitors = distinct hashes, counted as the views that were
 * their visitor's first with that value (`firsts`, marked as they were written: no hash is
 * sorted here), entrances = rows with a source. A null value (a view that was not an entrance,
 * or had no campaign or referrer) counts under no value of that dimension. Grouping sets: one
 * pass over the rows, hashed; a day at its ceiling of 150,000 views, each with a campaign of its
 * own, took 4.2 s counted by distinct hashes and 0.58 s this way (the same busy machine).
 */
function dailyCountsSql(where: SQL, dimensions: readonly AnalyticsDimension[] = analyticsDimensions) {
  const columns = dimensions.flatMap((d) =>
    d === "total" ? [] : [[d, sql.raw(dimensionColumns[d])] as const],
  );
  const sets = sql.join(
    [
      ...(dimensions.includes("total") ? [sql`(pv.day)`] : []),
      ...columns.map(([, column]) => sql`(pv.day, ${column})`),
    ],
    sql`, `,
  );
  const which = (then: (name: string, column: SQL) => SQL, otherwise: SQL) =>
    columns.length === 0
      ? otherwise
      : sql`case ${sql.join(
          columns.map(([name, column]) => sql`when grouping(${column}) = 0 then ${then(name, column)}`),
          sql` `,
        )} else ${otherwise} end`;
  return sql`
    select day, dimension, value, views, visitors, entrances from (
      select pv.day,
        ${which((name) => sql.raw(`'${name}'`), sql`'total'`)} as dimension,
        ${which((_, column) => column, sql`''`)} as value,
        count(*)::int as views,
        ${which(
          (name) =>
            sql`count(*) filter (where pv.firsts & ${sql.raw(String(firstViewBit(name as AnalyticsDimension)))} <> 0)`,
          sql`count(*) filter (where pv.firsts & ${sql.raw(String(firstViewBit("total")))} <> 0)`,
        )}::int as visitors,
        count(pv.source)::int as entrances
      from page_views pv
      where ${where}
      group by grouping sets (${sets})
    ) counts
    where value is not null`;
}

/**
 * The day's counts as they are kept (`dailyCountsSql`), each dimension's values ranked in SQL by
 * views (then entrances, then the value, so a tie is decided the same way every time): the first
 * TOP_VALUES_PER_DAY keep their names, the rest are one row, OTHER_VALUE, whose views, visitors
 * and entrances are their sums (a visitor who came by two rare values counts twice there). The
 * top values are found per day and dimension with a bounded sort (`limit`), not by sorting every
 * value: a flooded day has 100,000 campaigns.
 */
export function foldedDailyCountsSql(
  where: SQL,
  dimensions: readonly AnalyticsDimension[] = analyticsDimensions,
) {
  const key = (t: string) => sql.raw(`${t}.day::text || E'\\n' || ${t}.dimension || E'\\n' || ${t}.value`);
  return sql`
    with counts as materialized (${dailyCountsSql(where, dimensions)}),
    kept as (
      select top.day, top.dimension, top.value
      from (select distinct day, dimension from counts) d
      cross join lateral (
        select c.day, c.dimension, c.value from counts c
        where c.day = d.day and c.dimension = d.dimension
        order by c.views desc, c.entrances desc, c.value
        limit ${TOP_VALUES_PER_DAY}
      ) top
    )
    select day, dimension,
      case when ${key("counts")} in (select ${key("k")} from kept k) then value else ${OTHER_VALUE} end as value,
      sum(views)::int as views, sum(visitors)::int as visitors, sum(entrances)::int as entrances
    from counts
    group by day, dimension, 3`;
}

/**
 * Rolls up every day before today (Budapest) that has raw views and is not rolled up yet, each
 * in its own transaction: the day is claimed in `analytics_rollups` first, and only the
 * transaction whose claim was inserted counts it, so servers running this together count each
 * day once (a server that finds another counting the day, by its advisory lock, skips it; one
 * that comes later finds the claim). A day without views gets no rows; the report shows it as
 * zeros. Returns the days rolled up.
 */
export async function rollUpFinishedDays(db: Database, now = new Date()): Promise<string[]> {
  // A few minutes' grace after midnight: views of the day before still buffered by a server
  // (inserted every ~2 s) land before that day is counted.
  const today = budapestToday(new Date(now.getTime() - ROLLUP_GRACE_MS));
  // Days with views, found through the day index one day at a time rather than by reading
  // every raw row (there are about 30 days' worth).
  const pending = rowsOf<{ day: string }>(
    await db.execute(sql`
      select d::date::text as day
      from generate_series(
        (select min(day) from page_views)::timestamp, (${today}::date - 1)::timestamp, interval '1 day'
      ) as d
      where exists (select 1 from page_views pv where pv.day = d::date)
        and not exists (select 1 from analytics_rollups r where r.day = d::date)
      order by d`),
  ).map((row) => row.day);
  const done: string[] = [];
  for (const day of pending) {
    const rolled = await db.transaction(async (tx) => {
      // Room to count a day's views in memory.
      await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
      // Another server counting this day now: leave it to them rather than wait for their commit.
      const [{ free }] = rowsOf<{ free: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${`analytics-rollup:${day}`})) as free`,
        ),
      );
      if (!free) return false;
      const claimed = rowsOf(
        await tx.execute(
          sql`insert into analytics_rollups (day) values (${day}) on conflict (day) do nothing returning day`,
        ),
      );
      if (claimed.length === 0) return false;
      // A dimension a statement, each well within the statement deadline on a flooded day.
      for (const dimension of analyticsDimensions) {
        await tx.execute(sql`
          insert into analytics_daily (day, dimension, value, views, visitors, entrances)
          ${foldedDailyCountsSql(sql`pv.day = ${day}`, [dimension])}`);
      }
      return true;
    });
    if (rolled) done.push(day);
  }
  return done;
}

/**
 * Deletes the raw views of days more than `RAW_VIEW_DAYS` back (today counts as one), but only
 * of days already rolled up: a day the rollup has not counted yet keeps its views until it has.
 * One day per statement, so a backlog never makes one long delete. Returns the rows deleted.
 */
export async function deleteExpiredViews(db: Database, now = new Date()): Promise<number> {
  const oldestKept = addDays(budapestToday(now), -(RAW_VIEW_DAYS - 1));
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`
      select r.day::text as day from analytics_rollups r
      where r.day < ${oldestKept} and exists (select 1 from page_views pv where pv.day = r.day)
      order by r.day`),
  ).map((row) => row.day);
  let deleted = 0;
  for (const day of days) {
    const gone = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from page_views
          where day = ${day} and exists (select 1 from analytics_rollups r where r.day = ${day})
          returning 1
        )
        select count(*)::int as n from gone`),
    );
    deleted += gone[0]?.n ?? 0;
  }
  return deleted;
}

/** Hashes removed a statement at most: the embedded database's pages wait while one runs. */
const FORGET_ROWS = 10_000;

/**
 * Removes the visitor hashes of every day already rolled up (decision 0028): its visitors are
 * counted, its salt is gone, and the hashes served only to tell one day's visitors apart. The
 * views stay, without them, until they expire. Chunks of FORGET_ROWS; a day that still has
 * hashes is found through the visitor index. Returns the hashes removed.
 */
async function forgetRolledUpHashes(db: Database): Promise<number> {
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`
      select r.day::text as day from analytics_rollups r
      where exists (select 1 from page_views pv where pv.day = r.day and pv.visitor_hash is not null)
      order by r.day`),
  ).map((row) => row.day);
  let forgotten = 0;
  for (const day of days) {
    for (;;) {
      const [{ n }] = rowsOf<{ n: number }>(
        await db.execute(sql`
          with gone as (
            update page_views set visitor_hash = null
            where id in (
              select id from page_views where day = ${day} and visitor_hash is not null limit ${FORGET_ROWS}
            )
            returning 1
          )
          select count(*)::int as n from gone`),
      );
      forgotten += n;
      if (n < FORGET_ROWS) break;
    }
  }
  return forgotten;
}

/**
 * The job's one pass: count the finished days, let the expired raw views go, then remove the
 * counted days' visitor hashes.
 */
export async function analyticsRollupPass(
  db: Database,
  now = new Date(),
): Promise<{ daysRolledUp: number; hashesForgotten: number; viewsDeleted: number }> {
  const rolled = await rollUpFinishedDays(db, now);
  const viewsDeleted = await deleteExpiredViews(db, now);
  const hashesForgotten = await forgetRolledUpHashes(db);
  return { daysRolledUp: rolled.length, hashesForgotten, viewsDeleted };
}
