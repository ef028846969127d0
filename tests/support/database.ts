import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrationsFolder, openDatabase, rowsOf, type DatabaseHandle } from "../../app/db/client.server";

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
    const handle = await openDatabase({
      dataDir: "memory://",
      deadlineMs: options.deadlineMs,
      loadDataDir: await migratedSnapshot(),
    });
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
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

/**
 * An embedded database on disk in `dataDir` (as the server holds it), made from the migrated
 * snapshot instead of initdb and the migrations: seconds fewer for each, on a busy machine tens.
 */
export async function openPgliteOnDisk(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({ dataDir, loadDataDir: await migratedSnapshot() });
}

/**
 * Empties every table between tests (cheaper than a new database), but for app_secrets: the
 * secrets a database makes once and the app keeps for the handle's life. Only the tables that
 * hold a row are truncated: TRUNCATE makes each table a new file, about 6 ms a table on
 * PostgreSQL whether it held anything or not (230 ms for all 36, measured), where a test fills
 * two or three. Every sequence then starts again, as TRUNCATE … RESTART IDENTITY would (an
 * insert that failed still took a number). One round trip.
 */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const { sql } = await import("drizzle-orm");
  await handle.db.execute(sql.raw(`do $$
declare
  table_name text;
  has_rows boolean;
  filled text[] := '{}';
  seq record;
begin
  for table_name in select tablename from pg_tables where schemaname = 'public' and tablename <> 'app_secrets' loop
    execute format('select exists (select 1 from %I)', table_name) into has_rows;
    if has_rows then filled := filled || table_name; end if;
  end loop;
  if cardinality(filled) > 0 then
    execute (select 'truncate table ' || string_agg(format('%I', name), ', ') || ' cascade' from unnest(filled) name);
  end if;
  for seq in select sequencename, start_value from pg_sequences where schemaname = 'public' and last_value is not null loop
    perform setval(format('public.%I', seq.sequencename), seq.start_value, false);
  end loop;
end $$`));
}

/** Every row of every table, as text: what "stored anywhere" means in a test. */
export async function everythingStored(handle: DatabaseHandle): Promise<string> {
  const { sql } = await import("drizzle-orm");
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const text: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await handle.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
    );
    text.push(...rows.map((row) => row.row));
  }
  return text.join("\n");
}

/** A key for the migrations (and the packages that run them): a new one makes new snapshots. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(path.dirname(migrationsFolder), "package-lock.json")));
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith(".sql")) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite cluster as a dump, made once per set of migrations and kept in the
 * system's temporary directory: every test file then loads it instead of running initdb.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const dir = path.join(tmpdir(), "dental-test-snapshots");
    const file = path.join(dir, `pglite-${migrationsKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const fresh = await openDatabase({ dataDir: "memory://" });
    const client = (fresh.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await fresh.close();
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: test files starting together never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return snapshot;
}

let template: Promise<string> | undefined;

/**
 * PostgreSQL's counterpart: a migrated, empty database made once per set of migrations, that
 * every test database is copied from (CREATE DATABASE … TEMPLATE) instead of being migrated
 * (about two thirds of a new database's second on a busy machine). Made under an advisory lock,
 * so test files starting together make it once; nobody connects to it afterwards (a template
 * with a session on it cannot be copied). Beyond the newest few, older templates are dropped when
 * a new one is made.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `test_template_${migrationsKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext('dental test template'))");
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        // Other checkouts (worktrees) may be testing other migrations on the same server at
        // this moment: only templates beyond the newest few are dropped.
        const old = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'test\\_template\\_%' order by oid desc offset 4",
        );
        for (const { datname } of old.rows)
          await admin.query(`drop database if exists ${datname} with (force)`);
        const building = `${name}_building`;
        await admin.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: url.toString() });
        await handle.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('dental test template'))").catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return template;
}
