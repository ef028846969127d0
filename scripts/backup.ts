// npm run backup: writes a backup of the whole database to DATA_DIR/backups, named with the
// time (dental-2026-11-23T013005Z.tar.gz for the embedded database, .dump for PostgreSQL).
// While the site runs, the embedded database belongs to it: the server makes the backup.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../app/db/client.server";
import { assertUsablePgliteDir } from "../app/db/pglite-guard.server";
import { getEnv } from "../app/env.server";
import { backupPglite, backupPostgres, type BackupResult } from "../app/services/platform/backup.server";
import { readServerInfo } from "../server/runtime-files";

/** Command-line output (the logger is for the server). */
const print = (text: string) => process.stdout.write(`${text}\n`);

/** What the staff endpoint answers: the file it wrote, or why it did not. */
async function throughServer(pid: number, port: number, token: string): Promise<BackupResult> {
  const refuse = (why: string) =>
    new Error(
      `The site is running (pid ${pid}) and owns the embedded database, and ${why}. ` +
        "Stop the site and run `npm run backup` again.",
    );
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/staff/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw refuse(`it could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw refuse(
      `it did not make the backup (it answered ${response.status}${body.error ? `: ${body.error}` : ""})`,
    );
  }
  return (await response.json()) as BackupResult;
}

async function directly(pgliteDir: string, backupsDir: string): Promise<BackupResult> {
  assertUsablePgliteDir(pgliteDir);
  // An absent or empty directory passes the guard, but opening it would create a database.
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${pgliteDir} to back up.`);
  }
  const client = await PGlite.create(pgliteDir, { extensions: pgliteExtensions });
  try {
    return await backupPglite(client, backupsDir);
  } finally {
    await client.close();
  }
}

async function main() {
  process.umask(0o077);
  const env = getEnv();
  const backupsDir = path.join(env.dataDir, "backups");
  let result: BackupResult;
  if (env.DATABASE_URL) {
    // PostgreSQL serves many clients: pg_dump takes its own consistent snapshot.
    result = await backupPostgres(env.DATABASE_URL, backupsDir);
  } else {
    const running = readServerInfo(env.dataDir);
    if (running) {
      const token = env.ADMIN_TOKEN ?? readFileSync(path.join(env.dataDir, "admin-token"), "utf8").trim();
      result = await throughServer(running.pid, running.port, token);
    } else {
      result = await directly(path.join(env.dataDir, "pglite"), backupsDir);
    }
  }
  const size =
    result.bytes >= 1024 * 1024
      ? `${(result.bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.ceil(result.bytes / 1024)} kB`;
  print(`Backup written: ${result.file} (${size}, ${result.leads} leads)`);
  print(
    "Copy it off this machine (encrypted); `npm run restore -- FILE` loads it into an empty data directory.",
  );
}

main().catch((error) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
