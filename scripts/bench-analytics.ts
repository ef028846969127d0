// npm run bench:analytics
// Times the analytics page's report on PostgreSQL with a year of data at 50,000 page views a day:
// raw views for the last 30 days (rolled up by the real rollup, today left raw) and the daily
// counts of the 335 days before, plus leads and bookings carrying a source. Then a flood
// (decision 0028): 1,000,000 views with a campaign of their own over the 10 days before today
// (100,000 a day), timed; then today's views made up to the day's ceiling (VIEWS_PER_DAY) the
// same way, timed again.
// Runs in a database of its own (bench_analytics, made and dropped here), on the server of
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Target: under 300 ms for each
// period.
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { openDatabase, type Database } from "../app/db/client.server";
import { addDays, budapestToday } from "../app/lib/event-dates";
import { analyticsReport } from "../app/services/analytics/dashboard.server";
import { VIEWS_PER_DAY as DAY_CEILING } from "../app/services/analytics/recorder.server";
import { analyticsRollupPass, rollUpFinishedDays } from "../app/services/analytics/rollup.server";

const print = (text: unknown) => process.stdout.write(`${String(text)}\n`);

const VIEWS_PER_DAY = 50_000;
const RAW_DAYS = 30;
const YEAR_DAYS = 365;
const RUNS = 7;
/** The flood: this many days before today, this many views a day, each with a campaign of its own. */
const FLOOD_DAYS = 10;
const FLOOD_PER_DAY = 100_000;
const TARGET_MS = 300;
const BENCH_DB = "bench_analytics";
/** `--keep` leaves the database for a look at the plans (drop it by hand afterwards). */
const keep = process.argv.includes("--keep");

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${BENCH_DB}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/**
 * 30 days of raw views ending today, in SQL: 120 paths (40 pages in three languages, a few
 * much more visited), about 40 % entrances from a realistic mix of sources with a long tail of
 * referring sites, 15,000 visitors a day, 5 % without a hash (GPC/DNT).
 */
const rawViewsSql = (today: string) => `
  insert into page_views (at, day, path, language, device, source, medium, campaign, referrer_host, visitor_hash)
  select
    day + (r1 * interval '1 day'),
    day,
    case lang when 'en' then '' else '/' || lang end || '/page-' || floor(power(r2, 3) * 40)::int,
    lang,
    case when r3 < 0.6 then 'phone' when r3 < 0.95 then 'desktop' else 'tablet' end,
    source,
    case when source is null then null
      when source in ('google', 'bing') then 'organic'
      when source = 'direct' then 'none'
      when source in ('facebook', 'instagram') then 'cpc'
      when source = 'newsletter' then 'email'
      else 'referral' end,
    case when source in ('facebook', 'instagram', 'newsletter') then 'campaign-' || floor(r5 * 12)::int end,
    case when source = 'google' then 'www.google.' || (array['com', 'de', 'fr', 'co.uk'])[1 + floor(r5 * 4)::int]
      when source = 'bing' then 'www.bing.com'
      when source in ('facebook', 'instagram') then 'l.' || source || '.com'
      when source like 'forum-%' then source end,
    case when r6 < 0.05 then null else left(md5(day::text || floor(r6 * 15000)::int), 32) end
  from (
    select day, r1, r2, r3, r5, r6,
      case when r0 < 0.5 then 'en' when r0 < 0.8 then 'de' else 'fr' end as lang,
      case when r4 >= 0.4 then null
        when r4 < 0.18 then 'google'
        when r4 < 0.28 then 'direct'
        when r4 < 0.32 then 'facebook'
        when r4 < 0.34 then 'instagram'
        when r4 < 0.35 then 'bing'
        when r4 < 0.365 then 'newsletter'
        else 'forum-' || floor(r5 * 300)::int end as source
    from (
      select d::date as day, random() r0, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6
      from generate_series('${addDays(today, -(RAW_DAYS - 1))}'::date, '${today}'::date, interval '1 day') d,
        generate_series(1, ${VIEWS_PER_DAY}) i
    ) randoms
  ) views`;

/**
 * `perDay` views on each day from `from` to `to`, each from an address of its own with a made-up
 * campaign, as a script would send `/?utm_campaign=<random>` from rotating addresses (the
 * values as classify.ts keeps them: 32 letters and digits).
 */
const floodSql = (from: string, to: string, perDay: number) => `
  insert into page_views (at, day, path, language, device, source, medium, campaign, visitor_hash)
  select d::date + random() * interval '1 day', d::date, '/', 'en', 'desktop', 'direct', 'none',
    md5(random()::text), md5(random()::text)
  from generate_series('${from}'::date, '${to}'::date, interval '1 day') d, generate_series(1, ${perDay}) i`;

/**
 * Marks one day's views as the recorder would have as it wrote them (page_views.firsts): the
 * dimensions whose value each view's visitor is seen with for the first time that day.
 */
const firstsSql = (day: string) => `
  update page_views p set firsts = f.bits
  from (
    select id,
      (row_number() over (partition by visitor_hash order by at, id) = 1)::int * 1
      + (row_number() over (partition by visitor_hash, path order by at, id) = 1)::int * 2
      + (source is not null and row_number() over (partition by visitor_hash, source order by at, id) = 1)::int * 4
      + (medium is not null and row_number() over (partition by visitor_hash, medium order by at, id) = 1)::int * 8
      + (campaign is not null and row_number() over (partition by visitor_hash, campaign order by at, id) = 1)::int * 16
      + (referrer_host is not null
         and row_number() over (partition by visitor_hash, referrer_host order by at, id) = 1)::int * 32
      + (row_number() over (partition by visitor_hash, language order by at, id) = 1)::int * 64
      + (row_number() over (partition by visitor_hash, device order by at, id) = 1)::int * 128 as bits
    from page_views where day = '${day}' and visitor_hash is not null
  ) f
  where p.id = f.id and f.bits <> 0`;

/**
 * The 335 earlier days as the rollup leaves them: the counts of the 19 rolled-up days before the
 * flood, repeated (the flood is the 10 days before today only).
 */
const olderDailySql = (today: string) => `
  insert into analytics_daily (day, dimension, value, views, visitors, entrances)
  select '${addDays(today, -RAW_DAYS)}'::date - n, a.dimension, a.value, a.views, a.visitors, a.entrances
  from generate_series(0, ${YEAR_DAYS - RAW_DAYS - 1}) n
  join analytics_daily a on a.day = '${addDays(today, -(RAW_DAYS - 1))}'::date + (n % ${RAW_DAYS - 1 - FLOOD_DAYS});
  insert into analytics_rollups (day)
  select '${addDays(today, -RAW_DAYS)}'::date - n from generate_series(0, ${YEAR_DAYS - RAW_DAYS - 1}) n`;

/** 6,000 leads and 2,000 paid bookings over the year, most with a source. */
const leadsAndBookingsSql = (today: string) => `
  insert into leads (form_id, name, email, consent_version, visit_source, created_at)
  select 'contact', 'Bench ' || i, 'bench' || i || '@example.com', 'v1',
    (array['google', 'direct', 'facebook', 'newsletter', 'forum-7', null])[1 + floor(random() * 6)::int],
    '${today}'::date + interval '12 hours' - random() * interval '${YEAR_DAYS} days'
  from generate_series(1, 6000) i;
  insert into consultation_bookings (session_id, reference, provider, channel, status, event_date, amount_cents,
    currency, visit_source, created_at, paid_at)
  select 'bench-' || i, 'BENCH-' || i, 'stripe', 'online', 'paid', '${today}'::date, 5000, 'eur',
    (array['google', 'direct', 'facebook', 'newsletter', null])[1 + floor(random() * 5)::int], t, t
  from (select i, '${today}'::date + interval '12 hours' - random() * interval '${YEAR_DAYS} days' as t
    from generate_series(1, 2000) i) b`;

/** Times the report for each period; prints a table and the load; says whether all were within target. */
async function timeReports(db: Database, today: string, title: string): Promise<boolean> {
  print(`${title}\nperiod     median   max     (ms, ${RUNS} runs after 2 warm-ups)`);
  let withinTarget = true;
  for (const days of [7, 30, 90, 365]) {
    const period = { from: addDays(today, -(days - 1)), to: today };
    for (let i = 0; i < 2; i++) await analyticsReport(db, period);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(() => analyticsReport(db, period)))[1]);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const max = times[times.length - 1]!;
    if (max >= TARGET_MS) withinTarget = false;
    print(`${`${days} days`.padEnd(10)} ${median.toFixed(1).padStart(6)}  ${max.toFixed(1).padStart(6)}`);
  }
  // Other work on the machine shows in the figures.
  print(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${cpus().length} CPUs`,
  );
  return withinTarget;
}

async function main() {
  await admin(`drop database if exists ${BENCH_DB} with (force)`);
  await admin(`create database ${BENCH_DB}`);
  const handle = await openDatabase({ databaseUrl: benchUrl.toString() });
  // Loading the data takes longer than the app's statement deadline allows: a connection of its own.
  const loader = new pg.Client({ connectionString: benchUrl.toString() });
  await loader.connect();
  try {
    const now = new Date();
    const today = budapestToday(now);
    print(`Analytics benchmark on ${benchUrl.host}, today ${today} (Budapest)`);

    const [, rawMs] = await timed(() => loader.query(rawViewsSql(today)));
    print(`raw views: ${RAW_DAYS * VIEWS_PER_DAY} rows in ${(rawMs / 1000).toFixed(1)} s`);
    const floodFrom = addDays(today, -FLOOD_DAYS);
    const [, floodMs] = await timed(() =>
      loader.query(floodSql(floodFrom, addDays(today, -1), FLOOD_PER_DAY)),
    );
    print(
      `flood: ${FLOOD_DAYS * FLOOD_PER_DAY} views with random campaigns over ${floodFrom} to ${addDays(today, -1)} ` +
        `in ${(floodMs / 1000).toFixed(1)} s`,
    );
    const [, firstsMs] = await timed(async () => {
      for (let day = addDays(today, -(RAW_DAYS - 1)); day <= today; day = addDays(day, 1))
        await loader.query(firstsSql(day));
    });
    print(`each view's firsts marked, as the recorder marks them, in ${(firstsMs / 1000).toFixed(1)} s`);
    await loader.query("vacuum analyze page_views");

    // The real rollup, under the app's own deadlines, for the 29 finished days.
    const [rolled, rollupMs] = await timed(() => rollUpFinishedDays(handle.db, now));
    print(
      `rollup: ${rolled.length} days in ${(rollupMs / 1000).toFixed(1)} s (${(rollupMs / rolled.length).toFixed(0)} ms a day)`,
    );
    const [pass, passMs] = await timed(() => analyticsRollupPass(handle.db, now));
    print(
      `rest of the pass: ${pass.hashesForgotten} visitor hashes removed and ${pass.viewsDeleted} raw views deleted ` +
        `(none are old enough) in ${(passMs / 1000).toFixed(1)} s`,
    );
    const flooded = await loader.query<{ dimension: string; n: number }>(
      `select dimension, count(*)::int as n from analytics_daily where day = $1 group by dimension order by dimension`,
      [addDays(today, -1)],
    );
    print(
      `a flooded day's rows (${addDays(today, -1)}): ${flooded.rows.map((r) => `${r.dimension} ${r.n}`).join(", ")}`,
    );

    await loader.query(olderDailySql(today));
    await loader.query(leadsAndBookingsSql(today));
    await loader.query("vacuum analyze");
    const sizes = await loader.query<{ daily: number; raw: number }>(
      "select (select count(*)::int from analytics_daily) as daily, (select count(*)::int from page_views) as raw",
    );
    print(`analytics_daily: ${sizes.rows[0].daily} rows; page_views: ${sizes.rows[0].raw} rows\n`);

    let allWithinTarget = await timeReports(handle.db, today, `today at ${VIEWS_PER_DAY} views`);

    // Then today flooded up to the day's ceiling: past it, the recorder counts nothing more
    // (recorder.server.ts), so this is the most raw views a day not yet rolled up can hold.
    const [, todayMs] = await timed(async () => {
      await loader.query(floodSql(today, today, DAY_CEILING - VIEWS_PER_DAY));
      await loader.query(firstsSql(today));
      await loader.query("vacuum analyze page_views");
    });
    print(
      `\nflood today: ${DAY_CEILING - VIEWS_PER_DAY} more views with random campaigns, the day's ceiling of ` +
        `${DAY_CEILING} reached, in ${(todayMs / 1000).toFixed(1)} s`,
    );
    allWithinTarget =
      (await timeReports(handle.db, today, `today at the ceiling, ${DAY_CEILING} views`)) && allWithinTarget;
    print(`\n${allWithinTarget ? "within" : "OVER"} the ${TARGET_MS} ms target`);
  } finally {
    await loader.end();
    await handle.close();
    if (keep) print(`kept database ${BENCH_DB}`);
    else await admin(`drop database if exists ${BENCH_DB} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
