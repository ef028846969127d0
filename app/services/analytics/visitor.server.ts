/**
 * The visitor hash: sha256 of the day's salt, the client's address and its browser string. The
 * salt is random, shared by every server through the database, and replaced each Budapest day;
 * the earlier day's row is deleted as the new one is made, and a server forgets its copy when the
 * day turns, so a hash cannot be made again, nor linked to another day's (decision 0024).
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
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
  /** Forgets a salt from an earlier day than `today` (called as the recorder flushes). */
  forgetBefore(today: string): void;
}

function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("hex").slice(0, 32);
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
    forgetBefore(today) {
      if (known && known.day < today) known = undefined;
    },
  };
}
