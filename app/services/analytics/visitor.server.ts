/**
 * The visitor hash: sha256 of the day's salt, the client's address and its browser string. The
 * salt is random, shared by every server through the database, and made for each Budapest day;
 * the "analytics salt" job deletes earlier days' salts (and the day's per-address counts keyed
 * by it) within a minute of midnight whether or not a view arrives, and each server forgets its
 * copy at the next tick, so a day's hash cannot be made again, nor linked to another day's
 * (decisions 0024 and 0028). A salt is only ever made for the day it is now.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { analyticsSalts } from "~/db/schema";
import { BUDAPEST_TIME_ZONE } from "~/lib/format";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUDAPEST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The clinic's day of an instant, 'YYYY-MM-DD' (one formatter, made once: it runs per view). */
export const analyticsDay = (at: Date): string => dayFormat.format(at);

export interface VisitorHasher {
  /** The day's hash of one browser (rejects when the database cannot give the day's salt). */
  hash(day: string, address: string, userAgent: string): Promise<string>;
  /** Today's salt if one exists, without making one (attribution must not create a salt). */
  hashIfSalted(day: string, address: string, userAgent: string): Promise<string | null>;
  /**
   * The key today's per-address count is kept under (analytics_address_days): the address
   * hashed with the day's salt, apart from any visitor hash (rejects like `hash`).
   */
  addressKey(day: string, address: string): Promise<string>;
  /** Forgets a salt from an earlier day than `today` (each recorder tick and each salt job run). */
  forgetBefore(today: string): void;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

function visitorHash(salt: string, address: string, userAgent: string): string {
  return sha256(`${salt}\n${address}\n${userAgent}`);
}

export function createVisitorHasher(db: Database): VisitorHasher {
  let known: { day: string; salt: Promise<string> } | undefined;

  async function makeSalt(day: string): Promise<string> {
    // Every server may reach a new day at once: the first insert wins, all read the same row.
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error("the day's analytics salt was not stored");
    // Yesterday's salt goes as today's is made: nothing can make yesterday's hashes again.
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    return row.salt;
  }

  function saltFor(day: string): Promise<string> {
    if (known?.day !== day) {
      const salt = makeSalt(day);
      known = { day, salt };
      // A failed read is not kept: the next flush asks again.
      salt.catch(() => {
        if (known?.salt === salt) known = undefined;
      });
    }
    return known.salt;
  }

  return {
    async hash(day, address, userAgent) {
      return visitorHash(await saltFor(day), address, userAgent);
    },
    async hashIfSalted(day, address, userAgent) {
      if (known?.day === day) return visitorHash(await known.salt, address, userAgent);
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(sql`${analyticsSalts.day} = ${day}`);
      return row ? visitorHash(row.salt, address, userAgent) : null;
    },
    async addressKey(day, address) {
      return sha256(`${await saltFor(day)}\naddress\n${address}`);
    },
    forgetBefore(today) {
      if (known && known.day < today) known = undefined;
    },
  };
}

/** Rows deleted a statement at most: a day's per-address counts may be many after a flood. */
const DELETE_ROWS = 10_000;

/**
 * The "analytics salt" job's pass (every minute on every server): deletes every salt of a day
 * before today, and that day's per-address counts, which were keyed by it; and makes this
 * server forget its copy of an earlier day's salt. Idempotent; several servers may run it at once.
 */
export async function forgetEndedDays(
  db: Database,
  hasher: Pick<VisitorHasher, "forgetBefore">,
  today: string,
): Promise<{ saltsDeleted: number; addressCountsDeleted: number }> {
  hasher.forgetBefore(today);
  const salts = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today)).returning({
    day: analyticsSalts.day,
  });
  let addressCountsDeleted = 0;
  for (;;) {
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from analytics_address_days where (day, key) in (
            select day, key from analytics_address_days where day < ${today} limit ${DELETE_ROWS}
          )
          returning 1
        )
        select count(*)::int as n from gone`),
    );
    addressCountsDeleted += n;
    if (n < DELETE_ROWS) break;
  }
  return { saltsDeleted: salts.length, addressCountsDeleted };
}
