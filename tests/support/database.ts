import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";

/**
 * The databases the data-layer tests run on: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets its own fresh database.
 */
export const testBackends = (): ("pglite" | "postgres")[] =>
  // Test code only: the app itself reads settings through env.server.ts.
  process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** DB_DEADLINE_MS for this handle (fault tests use a small one). */
  deadlineMs?: number;
  /**
   * PostgreSQL only: connect through this local port (a fault-injecting proxy) instead of the
   * one in TEST_DATABASE_URL. Creating and dropping the database still go direct.
   */
  viaPort?: number;
}

export async function createTestDatabase(
  kind: "pglite" | "postgres",
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://", deadlineMs: options.deadlineMs });
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.viaPort) {
    url.hostname = "127.0.0.1";
    url.port = String(options.viaPort);
  }
  const handle = await openDatabase({ databaseUrl: url.toString(), deadlineMs: options.deadlineMs });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Empties every table between tests (cheaper than a new database). */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const { sql } = await import("drizzle-orm");
  await handle.db.execute(
    sql`truncate table leads, spam_submissions, newsletter_subscribers, consultation_bookings, processed_events, outbox, test_checkout_sessions, rate_limits, idempotency_keys restart identity`,
  );
}
