import { and, eq, inArray, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffLoginFailures } from "~/db/schema";
import { subjectHash } from "./audit.server";

/**
 * The sign-in lockout (docs/decisions/0017-sign-in-lockout.md). Every attempt takes a slot in
 * three counters before its password is checked, in one short transaction on the shared
 * database, so however many guesses arrive at once, no more than a counter's limit are ever
 * checked, on every app server together.
 */

/**
 * How many sign-in attempts each counter admits within a 15-minute window; the next attempt
 * locks that counter for 15 minutes. Attempts refused as locked count nowhere, and a successful
 * sign-in gives its own slot back, so the counts are of wrong guesses.
 * - `emailFromAddress` (10): one email from one client address, the tight lock. A stranger who
 *   guesses at a colleague's account locks only their own address out of it.
 * - `address` (30): one client address, whatever emails it names: one address cannot spray
 *   guesses across many accounts (10 each). Loose enough for a clinic's staff behind one
 *   address to mistype now and then.
 * - `email` (100): one email from every address together: stops guessing spread over many
 *   addresses at 100 per 15 minutes. One address reaches at most 10 of it (its tight lock comes
 *   first), so it takes ten or more addresses to lock the real user out, and then for 15 minutes.
 * Unknown emails are counted exactly as known ones: their locks look the same.
 */
export const LOCKOUT = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  attempts: { emailFromAddress: 10, address: 30, email: 100 },
} as const;

export type LockScope = keyof typeof LOCKOUT.attempts;

type CounterRow = typeof staffLoginFailures.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Counter {
  key: string;
  scope: LockScope;
}

/** The counters an email names: by a hash of the lower-cased email, so no account need exist. */
const emailKeys = (email: string) => {
  const hash = subjectHash(email);
  return { email: `email:${hash}`, fromAddressPrefix: `email-address:${hash}:` };
};

/** In key order: every transaction locks its rows in the same order, so two never deadlock. */
function countersFor(email: string, address: string): Counter[] {
  const keys = emailKeys(email);
  const counters: Counter[] = [
    { key: keys.email, scope: "email" },
    { key: `${keys.fromAddressPrefix}${address}`, scope: "emailFromAddress" },
    { key: `address:${address}`, scope: "address" },
  ];
  return counters.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** A counter whose window and lock have not run out. */
const isCurrent = (row: CounterRow, now: Date) =>
  row.windowEndsAt > now && (row.lockedUntil === null || row.lockedUntil > now);

const isLocked = (row: CounterRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/** What one more attempt does to a counter that is not locked; a window that ran out starts again. */
function nextCount(row: CounterRow, limit: number, now: Date) {
  const current = isCurrent(row, now);
  const failures = current ? row.failures : 0;
  const windowEndsAt = current ? row.windowEndsAt : new Date(now.getTime() + LOCKOUT.windowMs);
  return failures >= limit
    ? { locks: true, row: { failures, windowEndsAt, lockedUntil: new Date(now.getTime() + LOCKOUT.lockMs) } }
    : { locks: false, row: { failures: failures + 1, windowEndsAt, lockedUntil: null } };
}

/** A slot an admitted attempt took: given back if it signs in. */
export interface AttemptSlot {
  key: string;
  windowEndsAt: Date;
}

export type Admission =
  | { admitted: true; slots: AttemptSlot[] }
  /** `lockedNow`: the scopes this very attempt locked (none when they were locked already). */
  | { admitted: false; lockedNow: LockScope[] };

/**
 * Takes a slot in each of the attempt's counters, or in none: refused if any is locked, or if
 * any is full (this attempt then locks it). The rows stay locked until the transaction ends, so
 * concurrent attempts on the same counters queue here, briefly, and never during the password
 * check, which comes after.
 */
export async function takeAttempt(
  db: Database,
  attempt: { email: string; address: string },
  now: Date,
): Promise<Admission> {
  const counters = countersFor(attempt.email, attempt.address);
  const keys = counters.map((counter) => counter.key);
  return db.transaction(async (tx) => {
    // Each counter made or found, and locked, in one statement, in key order. A counter seen
    // for the first time starts as a window that has already ended.
    const rows = await tx
      .insert(staffLoginFailures)
      .values(keys.map((key) => ({ key, failures: 0, windowEndsAt: now })))
      .onConflictDoUpdate({
        target: staffLoginFailures.key,
        set: { failures: sql`${staffLoginFailures.failures}` },
      })
      .returning();
    const rowOf = (counter: Counter) => rows.find((row) => row.key === counter.key)!;
    if (counters.some((counter) => isLocked(rowOf(counter), now))) return { admitted: false, lockedNow: [] };

    const next = counters.map((counter) => ({
      counter,
      ...nextCount(rowOf(counter), LOCKOUT.attempts[counter.scope], now),
    }));
    const locking = next.filter((counter) => counter.locks);
    // A refused attempt writes only the locks it set: it takes no slot anywhere.
    for (const { counter, row } of locking.length > 0 ? locking : next) {
      await tx.update(staffLoginFailures).set(row).where(eq(staffLoginFailures.key, counter.key));
    }
    if (locking.length > 0)
      return { admitted: false, lockedNow: locking.map(({ counter }) => counter.scope) };
    return {
      admitted: true,
      slots: next.map(({ counter, row }) => ({ key: counter.key, windowEndsAt: row.windowEndsAt })),
    };
  });
}

/**
 * A successful sign-in gives back the slots it took, in the windows it took them in: the
 * others' wrong guesses still count, and a lock that was set meanwhile stays. One row per
 * statement, so it never holds one counter while waiting for another.
 */
export async function giveBackAttempt(db: Database, slots: AttemptSlot[]): Promise<void> {
  for (const slot of slots) {
    await db
      .update(staffLoginFailures)
      .set({ failures: sql`greatest(${staffLoginFailures.failures} - 1, 0)` })
      .where(
        and(eq(staffLoginFailures.key, slot.key), eq(staffLoginFailures.windowEndsAt, slot.windowEndsAt)),
      );
  }
}

/**
 * Deletes counters whose window and lock have both run out (their addresses are kept no
 * longer). A counter an attempt holds just now is skipped: it is about to start again.
 */
export async function clearEndedCounters(db: Database, now: Date): Promise<number> {
  const ended = db
    .select({ key: staffLoginFailures.key })
    .from(staffLoginFailures)
    .where(
      and(
        lte(staffLoginFailures.windowEndsAt, now),
        or(isNull(staffLoginFailures.lockedUntil), lte(staffLoginFailures.lockedUntil, now)),
      ),
    )
    .for("update", { skipLocked: true });
  const cleared = await db
    .delete(staffLoginFailures)
    .where(inArray(staffLoginFailures.key, ended))
    .returning({ key: staffLoginFailures.key });
  return cleared.length;
}

/**
 * Lifts every lock and count on an email (from any address), inside the caller's transaction;
 * says how many counters went. Its rows are locked in key order first, as takeAttempt locks
 * them, so the two never deadlock.
 */
export async function clearEmailCounters(tx: Transaction, email: string): Promise<number> {
  const keys = emailKeys(email);
  const named = or(
    eq(staffLoginFailures.key, keys.email),
    like(staffLoginFailures.key, `${keys.fromAddressPrefix}%`),
  );
  await tx
    .select({ key: staffLoginFailures.key })
    .from(staffLoginFailures)
    .where(named)
    .orderBy(staffLoginFailures.key)
    .for("update");
  const cleared = await tx.delete(staffLoginFailures).where(named).returning({ key: staffLoginFailures.key });
  return cleared.length;
}

export interface SignInTrouble {
  /** Wrong guesses at the email in the current window, from every address. */
  failures: number;
  /** The latest lock on the email, from any address, if one is on now. */
  lockedUntil: Date | null;
}

/** For the accounts page: each email with failed sign-ins or a lock now; the others are absent. */
export async function signInTrouble(
  db: Database,
  emails: string[],
  now = new Date(),
): Promise<Map<string, SignInTrouble>> {
  const trouble = new Map<string, SignInTrouble>();
  if (emails.length === 0) return trouble;
  const named = emails.map((email) => ({ email, keys: emailKeys(email) }));
  const rows = await db
    .select()
    .from(staffLoginFailures)
    .where(
      or(
        inArray(
          staffLoginFailures.key,
          named.map(({ keys }) => keys.email),
        ),
        ...named.map(({ keys }) => like(staffLoginFailures.key, `${keys.fromAddressPrefix}%`)),
      ),
    );
  for (const { email, keys } of named) {
    const mine = rows.filter(
      (row) => isCurrent(row, now) && (row.key === keys.email || row.key.startsWith(keys.fromAddressPrefix)),
    );
    const failures = mine.find((row) => row.key === keys.email)?.failures ?? 0;
    const locks = mine.flatMap((row) => (row.lockedUntil ? [row.lockedUntil] : []));
    const lockedUntil = locks.length > 0 ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
    if (failures > 0 || lockedUntil) trouble.set(email, { failures, lockedUntil });
  }
  return trouble;
}
