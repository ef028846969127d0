/**
 * Page views, counted off the request path: a view is kept in memory as it is answered and
 * written with the others in one insert every couple of seconds. When the database is away the
 * batch is dropped and logged, and while a write is pending new views beyond a bounded buffer
 * are dropped too: counting never holds a page, nor grows without end (decision 0024).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { pageViews } from "~/db/schema";
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
   * not counted because one address asked for more pages in a minute than a person reads.
   */
  readonly counts: { written: number; dropped: number; capped: number };
}

const INSERT_ROWS = 1_000;

/** More pages than this from one address in a minute are not counted (decision 0024). */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 120;

type PageViewRow = Omit<typeof pageViews.$inferInsert, "id">;

/** One INSERT of many views, their values in a single JSON parameter. */
function insertViews(rows: PageViewRow[]): SQL {
  return sql`
    insert into page_views
      (at, day, path, language, device, source, medium, campaign, term, content, referrer_host, visitor_hash)
    select at, day, path, language, device, source, medium, campaign, term, content, "referrerHost", "visitorHash"
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(
      at timestamptz, day date, path text, language text, device text, source text, medium text,
      campaign text, term text, content text, "referrerHost" text, "visitorHash" text)`;
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
  now?: () => Date;
}

export function createPageViewRecorder({
  db,
  siteUrl,
  flushMs = 2_000,
  maxPending = 10_000,
  viewsPerAddressPerMinute = VIEWS_PER_ADDRESS_PER_MINUTE,
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

  async function write(hits: PageHit[]): Promise<void> {
    hasher.forgetBefore(analyticsDay(now()));
    try {
      const rows = await Promise.all(hits.map((hit) => rowOf(hit)));
      // The embedded database runs on the server's own thread: pages wait while an insert runs.
      // 1,000 rows as one JSON parameter took 12 ms on PGlite against 50 ms as a VALUES list of
      // 12,000 parameters (parsing and binding them was the cost); one insert at a time, with
      // the event loop free between them.
      for (let i = 0; i < rows.length; i += INSERT_ROWS) {
        await db.execute(insertViews(rows.slice(i, i + INSERT_ROWS)));
      }
      counts.written += rows.length;
    } catch (error) {
      counts.dropped += hits.length;
      // The views are lost, not queued: the site goes on. The error names no visitor.
      logger.warn({ err: error, dropped: hits.length }, "page views not written");
    }
  }

  async function rowOf(hit: PageHit): Promise<PageViewRow> {
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
      visitorHash: hit.noTrack ? null : await hasher.hash(day, hit.address, hit.userAgent),
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

  const timer = setInterval(() => void flush(), flushMs);
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
