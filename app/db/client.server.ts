import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { describeUnavailable, isDatabaseUnavailable, withDeadline } from "./availability.server";
import { assertUsablePgliteDir } from "./pglite-guard.server";
import * as schema from "./schema";

/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute`, as both drivers answer it (pg and PGlite: `.rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The longest one database step may take, in ms (DB_DEADLINE_MS). */
  deadlineMs: number;
  /**
   * Runs `select 1`; rejects when the database does not answer, within `deadlineMs`
   * (with DatabaseUnavailableError when the time ran out).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

const DEFAULT_DEADLINE_MS = 5000;

export interface OpenOptions {
  /** postgres:// URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** Longest wait for connecting or for one query, in ms (DB_DEADLINE_MS; tests pass less). */
  deadlineMs?: number;
  /**
   * An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of running initdb:
   * tests load one migrated snapshot in ~2 s instead of creating a cluster in ~12 s.
   */
  loadDataDir?: Blob;
}

/**
 * The PostgreSQL extensions the migrations create, for every PGlite the app opens (the server,
 * tests, backups and restores): pg_trgm for the staff search's trigram indexes (drizzle/0007).
 */
export const pgliteExtensions = { pg_trgm };

/** Any constant will do, as long as every app server uses the same one. */
const MIGRATION_LOCK_KEY = 7_240_319_105;

/**
 * Session settings derived from the deadline. The server cancels a slow statement a little
 * before the client gives up on it, so a merely slow query fails cleanly (57014) and its
 * connection stays usable; the client-side query_timeout is for a server that stopped answering.
 */
export function poolSettings(databaseUrl: string, deadlineMs: number): pg.PoolConfig {
  const statementMs = Math.max(50, deadlineMs - Math.min(500, Math.max(100, Math.floor(deadlineMs / 5))));
  return {
    connectionString: databaseUrl,
    max: 10,
    application_name: "budapest-dental-clinic",
    // Also bounds the wait for a free pooled connection.
    connectionTimeoutMillis: deadlineMs,
    query_timeout: deadlineMs,
    statement_timeout: statementMs,
    // Waiting on a row or advisory lock fails with its own clear error before the statement deadline.
    lock_timeout: Math.floor(statementMs / 2),
    // A session that vanished mid-transaction must not hold its locks for long.
    idle_in_transaction_session_timeout: Math.max(60_000, deadlineMs * 4),
    idleTimeoutMillis: 30_000,
    // Notices a silently dropped connection (a firewall, a failed-over host) while idle.
    keepAlive: true,
  };
}

/** A connection that timed out mid-query has an answer still owed on it: it cannot be reused. */
const isBrokenConnection = (error: unknown) =>
  isDatabaseUnavailable(error) && !(error as { severity?: unknown } | null)?.severity;

function destroyConnection(client: pg.PoolClient | pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * A pg.Pool that survives the database going away and serves again once it is back:
 * - a connection lost while idle or in use is logged and dropped, never an unhandled 'error'
 *   event (which would end the process, prerendered pages and all);
 * - a connection whose query timed out is destroyed rather than reused;
 * - a checked-out connection that dies is handed back to the pool even if its user never
 *   releases it (Drizzle does not release when `begin` itself fails), so no slot leaks.
 */
function createResilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", (error) => {
    logger.warn(
      { db: describeUnavailable(error) },
      "database connection lost while idle; the pool will reconnect",
    );
  });
  pool.on("connect", (client) => {
    // Errors on a client in use reach the query that was running; this only keeps the
    // event from being unhandled.
    client.on("error", () => undefined);
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isBrokenConnection(error)) destroyConnection(client);
        });
      }
      return result;
    } as typeof client.query;
  });
  // pool.query() releases with the error; a timed-out client still owes an answer, so close it now.
  pool.on("release", (error: Error | undefined, client: pg.PoolClient) => {
    if (error && isBrokenConnection(error)) destroyConnection(client);
  });
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool["connect"]>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      let released = false;
      const release = client.release;
      const onEnd = () => {
        if (released) return;
        released = true;
        release(new Error("Connection terminated"));
      };
      client.once("end", onEnd);
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("end", onEnd);
        release(error);
      };
      return client;
    });
  }) as pg.Pool["connect"];
  return pool;
}

/**
 * Applies pending migrations while holding a session-level advisory lock on a connection of
 * its own, so that app servers starting together migrate one after another: the first applies,
 * the rest find nothing to do. No statement or query timeout here: a migration may be slow,
 * and waiting for another server's migration is expected.
 */
async function migrateUnderLock(databaseUrl: string, deadlineMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: deadlineMs,
    application_name: "budapest-dental-clinic migrate",
    keepAlive: true,
  });
  client.on("error", (error) => {
    logger.warn({ db: describeUnavailable(error) }, "migration connection lost");
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // Ending the session releases the lock even if the unlock above could not be sent.
    await client.end();
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  if (options.databaseUrl) {
    await migrateUnderLock(options.databaseUrl, deadlineMs);
    const pool = createResilientPool(poolSettings(options.databaseUrl, deadlineMs));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      deadlineMs,
      ping: () => withDeadline(pool.query("select 1"), deadlineMs, "database ping").then(() => undefined),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) assertUsablePgliteDir(dataDir);
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const extensions = pgliteExtensions;
  const client =
    dataDir === "memory://"
      ? await PGlite.create({
          extensions,
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        })
      : await PGlite.create(dataDir, { extensions });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Database,
    kind: "pglite",
    deadlineMs,
    ping: () =>
      withDeadline(pgliteDb.execute(sql`select 1`), deadlineMs, "database ping").then(() => undefined),
    close: () => client.close(),
  };
}
