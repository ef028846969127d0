import { execFile } from "node:child_process";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder, pgliteExtensions, type DatabaseHandle } from "~/db/client.server";
import { assertUsablePgliteDir } from "~/db/pglite-guard.server";
import { childProcessEnv } from "~/env.server";
import type { ServiceContext } from "../context.server";

/**
 * Backups of the whole database, and loading one into an empty place. The embedded database
 * (PGlite) is one process's: while the server runs, its backup is made inside the server
 * (createBackup, behind a staff endpoint); PostgreSQL is dumped with pg_dump from anywhere.
 *
 * A backup never holds what would let a visitor hash be made again or tied to an address
 * (decision 0028): the raw page views with their hashes, the day's salt, the per-address counts.
 * Their tables are in the backup, empty; the daily counts of finished days are kept.
 */

const run = promisify(execFile);

/** Tables whose rows are never in a backup (decision 0028). */
const TABLES_NOT_BACKED_UP = ["page_views", "analytics_salts", "analytics_address_days"];

/** Rows read and written at a time when the embedded database is copied. */
const COPY_ROWS = 5_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface BackupResult {
  /** Absolute path of the file written. */
  file: string;
  bytes: number;
  /** Leads in the backup: what a restore of it should find. */
  leads: number;
}

/** dental-2026-11-23T013005Z.tar.gz: sorts by time, and has no colons (not allowed on Windows). */
export function backupFileName(kind: "pglite" | "postgres", now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  // 20261123T013005Z → 2026-11-23T013005Z: the date stays readable.
  const readable = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
  return `dental-${readable}${kind === "pglite" ? ".tar.gz" : ".dump"}`;
}

/** Writes whole or not at all: a half-written backup under the final name would be trusted. */
async function writeBackupFile(target: string, produce: (partial: string) => Promise<void>): Promise<number> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  try {
    await produce(partial);
    await chmod(partial, 0o600);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

/**
 * A fresh embedded database, migrated, holding a copy of every row of `source` but those of
 * TABLES_NOT_BACKED_UP, and each sequence where the source's is. A copy rather than the source's
 * own files: those still hold rows deleted since the space was last reused (yesterday's salt
 * among them) and the write-ahead log; the copy holds only the rows it was given.
 */
async function copyWithoutPrivateRows(source: Transaction, copy: PGlite): Promise<void> {
  const tables = (
    await source.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1)
       order by table_name`,
      [TABLES_NOT_BACKED_UP],
    )
  ).rows.map((row) => row.name);
  // Rows go in as they are, whatever order the tables are copied in: no foreign key or
  // trigger fires for them (this session only).
  await copy.exec("set session_replication_role = replica");
  for (const table of tables) {
    const columns = (
      await source.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
         order by ordinal_position`,
        [table],
      )
    ).rows
      .map((row) => quoted(row.name))
      .join(", ");
    await source.exec(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
    );
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`fetch ${COPY_ROWS} from backup_rows`);
      if (rows.length > 0) {
        await copy.query(
          `insert into ${quoted(table)} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
          [`[${rows.map((r) => r.row).join(",")}]`],
        );
      }
      if (rows.length < COPY_ROWS) break;
    }
    await source.exec("close backup_rows");
  }
  const sequences = await source.query<{ name: string; value: string }>(
    `select sequencename as name, last_value::text as value from pg_sequences
     where schemaname = 'public' and last_value is not null`,
  );
  for (const { name, value } of sequences.rows) {
    await copy.query("select setval($1, $2::bigint, true)", [`public.${quoted(name)}`, value]);
  }
}

/**
 * Backs up an open PGlite database to a .tar.gz of a fresh database's data directory holding a
 * copy of its rows, but never the analytics' salts, visitor hashes or per-address counts
 * (TABLES_NOT_BACKED_UP). The copy is made and migrated first; then, holding PGlite's
 * transaction lock, nothing else writes while the rows are copied.
 */
export async function backupPglite(
  client: PGlite,
  backupsDir: string,
  now = new Date(),
): Promise<BackupResult> {
  const file = path.resolve(backupsDir, backupFileName("pglite", now));
  let leads = 0;
  const bytes = await writeBackupFile(file, async (partial) => {
    const copy = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migratePglite(drizzlePglite(copy), { migrationsFolder });
      await client.transaction(async (tx) => {
        leads = (await tx.query<{ count: number }>("select count(*)::int as count from leads")).rows[0]!
          .count;
        await copyWithoutPrivateRows(tx, copy);
      });
      // Every row in the data files, so the backup opens without replaying the write-ahead log.
      await copy.exec("checkpoint");
      const tarball = await copy.dumpDataDir("gzip");
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), { flag: "wx", mode: 0o600 });
    } finally {
      await copy.close();
    }
  });
  return { file, bytes, leads };
}

/** pg_dump and friends take the password from the environment, not the command line (`ps` shows that). */
function clientToolArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = childProcessEnv(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {});
  url.password = "";
  return { url: url.toString(), env };
}

async function runClientTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (the same major version as the server, or newer).`,
        { cause: error },
      );
    }
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`, { cause: error });
  }
}

async function countLeads(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ count: number }>("select count(*)::int as count from leads")).rows[0]!.count;
  } finally {
    await client.end();
  }
}

/**
 * Backs up a PostgreSQL database with `pg_dump --format=custom` (one consistent snapshot), the
 * tables of TABLES_NOT_BACKED_UP without their rows.
 */
export async function backupPostgres(
  databaseUrl: string,
  backupsDir: string,
  now = new Date(),
): Promise<BackupResult> {
  const file = path.resolve(backupsDir, backupFileName("postgres", now));
  const leads = await countLeads(databaseUrl);
  const { url, env } = clientToolArgs(databaseUrl);
  const bytes = await writeBackupFile(file, (partial) =>
    runClientTool(
      "pg_dump",
      [
        "--format=custom",
        ...TABLES_NOT_BACKED_UP.map((table) => `--exclude-table-data=public.${table}`),
        `--file=${partial}`,
        `--dbname=${url}`,
      ],
      env,
    ),
  );
  return { file, bytes, leads };
}

/**
 * Backs up the database the server has open: what the staff backup endpoint calls, so a
 * backup of the embedded database never opens its directory a second time.
 */
export async function createBackup(
  database: DatabaseHandle,
  options: { backupsDir: string; databaseUrl?: string; now?: Date },
): Promise<BackupResult> {
  // Drizzle keeps the driver's client as $client: the PGlite instance, or the pg pool.
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    if (!(client instanceof PGlite))
      throw new Error("The embedded database's client is not reachable for a backup");
    return backupPglite(client, options.backupsDir, options.now);
  }
  const databaseUrl = options.databaseUrl ?? (client as pg.Pool).options?.connectionString;
  if (!databaseUrl) throw new Error("A PostgreSQL backup needs the database URL");
  return backupPostgres(databaseUrl, options.backupsDir, options.now);
}

export type RestoreTarget = { dataDir: string } | { databaseUrl: string };

const isPgliteBackup = (file: string) => /\.(tar\.gz|tgz|tar)$/.test(file);

/**
 * Loads a backup into an empty place: a PGlite data directory that is absent or empty, or a
 * PostgreSQL database without tables. Refuses anything else: a restore never merges.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ leads: number }> {
  const source = path.resolve(file);
  await stat(source).catch((error: unknown) => {
    throw new Error(`No backup at ${source}`, { cause: error });
  });
  if ("dataDir" in target) {
    if (!isPgliteBackup(source)) {
      throw new Error(
        `${source} is not a backup of the embedded database (a .tar.gz); set DATABASE_URL to restore a .dump`,
      );
    }
    return restorePglite(source, target.dataDir);
  }
  if (isPgliteBackup(source)) {
    throw new Error(
      `${source} is a backup of the embedded database; unset DATABASE_URL to restore it into DATA_DIR`,
    );
  }
  return restorePostgres(source, target.databaseUrl);
}

/**
 * The uncompressed tar archive of a backup, checked here: PGlite, given a damaged file, fails
 * inside a stream nobody awaits (an unhandled rejection) instead of throwing.
 */
function readTarball(source: string, bytes: Buffer): Buffer {
  let tar: Buffer;
  try {
    tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  } catch (error) {
    throw new Error(
      `${source} could not be loaded: it is not a complete .tar.gz (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  // Every tar header block says "ustar" at offset 257.
  if (tar.length < 512 || tar.subarray(257, 262).toString("latin1") !== "ustar") {
    throw new Error(`${source} could not be loaded: it is not a tar archive of a data directory`);
  }
  return tar;
}

async function restorePglite(source: string, dataDir: string): Promise<{ leads: number }> {
  const dir = path.resolve(dataDir);
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new Error(
      `${dir} is not empty: a backup is only loaded into an empty directory. Move it aside (keep it) and run the restore again.`,
    );
  }
  const tar = readTarball(source, await readFile(source));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }),
    });
    const leads = (await client.query<{ count: number }>("select count(*)::int as count from leads")).rows[0]!
      .count;
    await client.close();
    client = undefined;
    assertUsablePgliteDir(dir);
    return { leads };
  } catch (error) {
    await client?.close().catch(() => undefined);
    // Leave the directory empty again, so a second attempt (or a first start) is not misled.
    for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true });
    throw new Error(`${source} could not be loaded: ${(error as Error).message}`, { cause: error });
  }
}

async function restorePostgres(source: string, databaseUrl: string): Promise<{ leads: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    if (rows[0]!.count > 0) {
      throw new Error(
        `The database ${new URL(databaseUrl).pathname.slice(1)} is not empty (${rows[0]!.count} tables, indexes or sequences): a backup is only restored into an empty database. Create one (createdb) and point DATABASE_URL at it.`,
      );
    }
  } finally {
    await client.end();
  }
  const { url, env } = clientToolArgs(databaseUrl);
  // One transaction: a failed restore leaves the database as empty as it was.
  await runClientTool(
    "pg_restore",
    ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", `--dbname=${url}`, source],
    env,
  );
  return { leads: await countLeads(databaseUrl) };
}

/** A backup now, into DATA_DIR/backups, of the database this server owns (POST /api/staff/backup). */
export function backupNow(ctx: ServiceContext): Promise<BackupResult> {
  return createBackup(ctx.database, {
    backupsDir: path.join(ctx.settings.dataDir, "backups"),
    databaseUrl: ctx.settings.databaseUrl,
    now: ctx.now(),
  });
}
