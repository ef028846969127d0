import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/** How many requests (or files, or megapixels) a client may have counted in a window, per tier. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  limit: number;
  /** When the window ends: the Retry-After of a refused request. */
  resetAt: Date;
}

/**
 * Counts one request against `key` in a fixed window, in one statement (atomic on PostgreSQL
 * and PGlite alike), so every app server shares the same counters and they survive a restart.
 */
export function countRequest(
  db: Pick<Database, "insert" | "delete">,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  return countAmount(db, key, 1, limit, now);
}

/**
 * Adds `amount` to `key`'s count in its window, as `countRequest` adds one: for what is counted
 * in units other than requests (files received, megapixels decoded). Allowed while the total,
 * this amount included, is within the limit.
 */
export async function countAmount(
  db: Pick<Database, "insert" | "delete">,
  key: string,
  amount: number,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: amount, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${amount}::integer else ${rateLimits.hits} + ${amount}::integer end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  const { hits, resetAt: windowEnd } = rows[0];
  // Expired windows are cleared now and then by whoever passes by: no timer, no single owner.
  if (hits === amount && Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 60_000)));
  }
  return { allowed: hits <= limit, hits, limit, resetAt: new Date(windowEnd) };
}

/** Gives back one request: input that failed validation does not count against a visitor. */
export async function refundRequest(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/**
 * The client a limit counts against: its address, with IPv6 addresses grouped by /64 (one
 * household or phone usually holds a whole /64, so single addresses would be free to rotate).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = [...headParts, ...Array(Math.max(0, missing)).fill("0"), ...tailParts];
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
