/**
 * Page views, counted off the request path: a view is kept in memory as it is answered and
 * written with the others in one insert every couple of seconds. When the database is away the
 * batch is dropped and logged, and while a write is pending new views beyond a bounded buffer
 * are dropped too: counting never holds a page, nor grows without end (decision 0024). Before a
 * batch is written, every server's counts of the day are checked in the database: one address
 * is counted for at most VIEWS_PER_ADDRESS_PER_DAY views, and the site for VIEWS_PER_DAY, so a
 * flood from many servers' worth of addresses cannot fill the tables either (decision 0028).
 */
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { firstViewBit, type AnalyticsDimension, type pageViews } from "~/db/schema";
import { localeOfPath } from "~/lib/locale-path";
import { logger } from "~/lib/logger.server";
import { deviceOf, originOf } from "./classify";
import { analyticsDay, createVisitorHasher, type VisitorHasher } from "./visitor.server";

/** One page answered to a person, as the server saw it (kept in memory until the next write). */
export interface PageHit {
  at: Date;
  /** The page's path ('/de/preise'), without its query. */
  path: string;
  /** The page address's query, for its UTM parameters. */
  search: string;
  referer: string | undefined;
  userAgent: string;
  /** The client's address as the rate limits count it (IPv6 per /64). */
  address: string;
  /** Global Privacy Control or Do Not Track: counted, never hashed. */
  noTrack: boolean;
}

export interface PageViewRecorder {
  record(hit: PageHit): void;
  /** Writes what is waiting (the timer does this; tests and shutdown call it). */
  flush(): Promise<void>;
  /** Stops the timer after a last write. */
  stop(): Promise<void>;
  readonly hasher: VisitorHasher;
  /**
   * Since start (for /readyz and tests): views written, views lost to the database, and views
   * not counted because of a limit: one address asked for more pages in a minute or a day than
   * people read, or the site reached its day's ceiling.
   */
  readonly counts: { written: number; dropped: number; capped: number };
}

const INSERT_ROWS = 1_000;

/** More pages than this from one address in a minute are not counted (decision 0024). */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 120;

/**
 * More pages than this from one address in a Budapest day are not counted, on all servers
 * together (decision 0028): a hotel's or an office's guests behind one address read far fewer.
 */
export const VIEWS_PER_ADDRESS_PER_DAY = 1_000;

/**
 * The day's ceiling: once this many views are counted on a Budapest day, the rest of the day's
 * are not (decision 0028). Three times the busiest day the benchmark assumes (50,000).
 */
export const VIEWS_PER_DAY = 150_000;

/** The key of the row of `analytics_address_days` that counts the whole day's views. */
const DAY_KEY = "day";

type PageViewRow = Omit<typeof pageViews.$inferInsert, "id">;

/** One INSERT of many views, their values in a single JSON parameter. */
function insertViews(rows: PageViewRow[]): SQL {
  return sql`
    insert into page_views
      (at, day, path, language, device, source, medium, campaign, term, content, referrer_host, visitor_hash, firsts)
    select at, day, path, language, device, source, medium, campaign, term, content, "referrerHost", "visitorHash", firsts
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(
      at timestamptz, day date, path text, language text, device text, source text, medium text,
      campaign text, term text, content text, "referrerHost" text, "visitorHash" text, firsts smallint)`;
}

type CountedValues = Pick<
  PageViewRow,
  "path" | "source" | "medium" | "campaign" | "referrerHost" | "language" | "device"
>;

/** A view's value of each dimension it counts under ('total': every view, as ''). */
const valuesOf = (view: CountedValues): [AnalyticsDimension, string | null | undefined][] => [
  ["total", ""],
  ["page", view.path],
  ["source", view.source],
  ["medium", view.medium],
  ["campaign", view.campaign],
  ["referrer", view.referrerHost],
  ["language", view.language],
  ["device", view.device],
];

/**
 * Sets each of today's rows' `firsts`: the dimensions whose value its visitor is seen with for
 * the first time today, after the views already written (read through the visitor index) and
 * the batch's earlier rows. The caller holds the day's lock, so no other server writes between.
 */
async function markFirsts(tx: Pick<Database, "execute">, today: string, rows: PageViewRow[]): Promise<void> {
  const hashes = [
    ...new Set(rows.flatMap((row) => (row.day === today && row.visitorHash ? [row.visitorHash] : []))),
  ];
  if (hashes.length === 0) return;
  const seen = new Set<string>();
  const see = (hash: string, view: CountedValues) => {
    let bits = 0;
    for (const [dimension, value] of valuesOf(view)) {
      if (value == null) continue;
      const key = `${hash}\n${dimension}\n${value}`;
      if (!seen.has(key)) bits |= firstViewBit(dimension);
      seen.add(key);
    }
    return bits;
  };
  const earlier = rowsOf<CountedValues & { visitorHash: string }>(
    await tx.execute(sql`
      select visitor_hash as "visitorHash", path, source, medium, campaign,
        referrer_host as "referrerHost", language, device
      from page_views
      where day = ${today} and visitor_hash in (select json_array_elements_text(${JSON.stringify(hashes)}::json))`),
  );
  for (const view of earlier) see(view.visitorHash, view);
  for (const row of rows) {
    if (row.day === today && row.visitorHash) row.firsts = see(row.visitorHash, row);
  }
}

/** The longest shutdown waits for the last batch. */
const STOP_WAIT_MS = 2_000;

export interface RecorderOptions {
  db: Database;
  /** SITE_URL: a Referer from its host is a click inside the site. */
  siteUrl: string;
  flushMs?: number;
  /** Views held at most while a write is pending; beyond it they are dropped. */
  maxPending?: number;
  /** The per-address cap (VIEWS_PER_ADDRESS_PER_MINUTE, scaled by RATE_LIMIT_MULTIPLIER). */
  viewsPerAddressPerMinute?: number;
  /** The per-address cap of a day, on all servers (VIEWS_PER_ADDRESS_PER_DAY, scaled likewise). */
  viewsPerAddressPerDay?: number;
  /** The day's ceiling, on all servers (VIEWS_PER_DAY). */
  viewsPerDay?: number;
  now?: () => Date;
}

/** How many of `wanted` fit under `limit` once a counter that was `before` has grown by them. */
const fitting = (limit: number, before: number, wanted: number) =>
  Math.max(0, Math.min(wanted, limit - before));

/**
 * Adds `wanted` to each key's count of the day, in one statement, and says how many of each fit
 * under `limit`. Each row is updated under its lock, so servers adding at once see each other's
 * counts: together they never let more than `limit` through. Keys in order, so two servers
 * locking several rows never wait on each other in a circle.
 */
async function countAgainst(
  db: Database,
  day: string,
  wanted: Map<string, number>,
  limit: number,
): Promise<Map<string, number>> {
  const rows = [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, n]) => ({ key, n }));
  const counted = rowsOf<{ key: string; views: number }>(
    await db.execute(sql`
      insert into analytics_address_days (day, key, views)
      select ${day}::date, key, n from json_to_recordset(${JSON.stringify(rows)}::json) as v(key text, n int)
      order by key
      on conflict (day, key) do update set views = analytics_address_days.views + excluded.views
      returning key, views`),
  );
  return new Map(
    counted.map(({ key, views }) => [key, fitting(limit, views - wanted.get(key)!, wanted.get(key)!)]),
  );
}

export function createPageViewRecorder({
  db,
  siteUrl,
  flushMs = 2_000,
  maxPending = 10_000,
  viewsPerAddressPerMinute = VIEWS_PER_ADDRESS_PER_MINUTE,
  viewsPerAddressPerDay = VIEWS_PER_ADDRESS_PER_DAY,
  viewsPerDay = VIEWS_PER_DAY,
  now = () => new Date(),
}: RecorderOptions): PageViewRecorder {
  const siteHost = new URL(siteUrl).hostname;
  const hasher = createVisitorHasher(db);
  const counts = { written: 0, dropped: 0, capped: 0 };
  // Views per address in the current minute: a script asking for pages in a loop must not fill
  // the table (the cap is far above a person, or a hotel's guests behind one address).
  const perAddress = new Map<string, number>();
  let minute = 0;
  let pending: PageHit[] = [];
  let writing: Promise<void> | undefined;
  // The day whose ceiling this server has seen reached: its later views are not even asked about.
  let fullDay: string | undefined;

  /**
   * The hits the day's limits let through, in order. Counted under today's day (a view of the
   * day before, written just after midnight, counts against the new day), each address by a
   * key made with today's salt, then the day's ceiling by what the addresses let through.
   */
  async function admit(hits: PageHit[], today: string): Promise<PageHit[]> {
    if (fullDay === today) return [];
    const keys = await Promise.all(hits.map((hit) => hasher.addressKey(today, hit.address)));
    const wanted = new Map<string, number>();
    for (const key of keys) wanted.set(key, (wanted.get(key) ?? 0) + 1);
    const fits = await countAgainst(db, today, wanted, viewsPerAddressPerDay);
    const passed = hits.filter((_, i) => {
      const left = fits.get(keys[i]!) ?? 0;
      fits.set(keys[i]!, left - 1);
      return left > 0;
    });
    if (passed.length === 0) return [];
    const day = await countAgainst(db, today, new Map([[DAY_KEY, passed.length]]), viewsPerDay);
    const room = day.get(DAY_KEY) ?? 0;
    if (room < passed.length) {
      fullDay = today;
      // Once a day per server, with no visitor in it: the operator sees counting has stopped.
      logger.warn(
        { day: today, ceiling: viewsPerDay },
        "the day's page-view ceiling is reached; later views are not counted",
      );
    }
    return passed.slice(0, room);
  }

  async function write(hits: PageHit[]): Promise<void> {
    const today = analyticsDay(now());
    hasher.forgetBefore(today);
    let admitted: PageHit[] | undefined;
    try {
      admitted = await admit(hits, today);
      counts.capped += hits.length - admitted.length;
      const rows = await Promise.all(admitted.map((hit) => rowOf(hit, today)));
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        // One server at a time writes the day's views, so a visitor's first view of a value is
        // marked once however many servers count them (a batch holds it for a few ms).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-views:${today}`}))`);
        await markFirsts(tx, today, rows);
        // The embedded database runs on the server's own thread: pages wait while an insert
        // runs. 1,000 rows as one JSON parameter took 12 ms on PGlite against 50 ms as a VALUES
        // list of 12,000 parameters (parsing and binding them was the cost).
        for (let i = 0; i < rows.length; i += INSERT_ROWS) {
          await tx.execute(insertViews(rows.slice(i, i + INSERT_ROWS)));
        }
      });
      counts.written += rows.length;
    } catch (error) {
      const lost = admitted?.length ?? hits.length;
      counts.dropped += lost;
      // The views are lost, not queued: the site goes on. The error names no visitor.
      logger.warn({ err: error, dropped: lost }, "page views not written");
    }
  }

  async function rowOf(hit: PageHit, today: string): Promise<PageViewRow> {
    const day = analyticsDay(hit.at);
    const origin = originOf(new URLSearchParams(hit.search), hit.referer, siteHost);
    return {
      at: hit.at,
      day,
      path: hit.path,
      language: localeOfPath(hit.path),
      device: deviceOf(hit.userAgent),
      source: origin?.source ?? null,
      medium: origin?.medium ?? null,
      campaign: origin?.campaign ?? null,
      term: origin?.term ?? null,
      content: origin?.content ?? null,
      referrerHost: origin?.referrerHost ?? null,
      // A view written after its day ended is counted without a hash: no salt is made, or
      // kept, for a day that is over.
      visitorHash: hit.noTrack || day !== today ? null : await hasher.hash(day, hit.address, hit.userAgent),
      firsts: 0,
    };
  }

  function flush(): Promise<void> {
    if (writing) return writing;
    if (pending.length === 0) return Promise.resolve();
    const hits = pending;
    pending = [];
    writing = write(hits).finally(() => {
      writing = undefined;
    });
    return writing;
  }

  // Each tick also forgets an earlier day's salt, views or none: no server keeps yesterday's.
  const timer = setInterval(() => {
    hasher.forgetBefore(analyticsDay(now()));
    void flush();
  }, flushMs);
  timer.unref();

  return {
    record(hit) {
      const thisMinute = Math.floor(hit.at.getTime() / 60_000);
      if (thisMinute !== minute) {
        minute = thisMinute;
        perAddress.clear();
      }
      const seen = (perAddress.get(hit.address) ?? 0) + 1;
      perAddress.set(hit.address, seen);
      if (seen > viewsPerAddressPerMinute) {
        counts.capped += 1;
        return;
      }
      if (pending.length >= maxPending) {
        counts.dropped += 1;
        return;
      }
      pending.push(hit);
    },
    flush: async () => {
      // A write already under way, then whatever arrived meanwhile.
      await flush();
      await flush();
    },
    async stop() {
      clearInterval(timer);
      // The last batch, unless the database is away: shutdown does not wait for it beyond that.
      let give: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => (give = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([flush().then(flush), giveUp]);
      clearTimeout(give);
    },
    hasher,
    counts,
  };
}
