// npm run restore -- FILE: loads a backup made by `npm run backup` into an EMPTY place: a
// .tar.gz into DATA_DIR/pglite (absent or empty, and no site running on it), a .dump into the
// PostgreSQL database at DATABASE_URL (which must have no tables). It never merges or overwrites.
import path from "node:path";
import { getEnv } from "../app/env.server";
import { restoreBackup } from "../app/services/platform/backup.server";
import { readServerInfo, secureDataDir } from "../server/runtime-files";

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  if (!file) {
    console.error(
      "Usage: npm run restore -- FILE   (a DATA_DIR/backups/dental-….tar.gz, or a .dump with DATABASE_URL)",
    );
    process.exit(2);
  }
  process.umask(0o077);
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { leads } = await restoreBackup(file, { databaseUrl: env.DATABASE_URL });
    print(`Restored ${path.resolve(file)} into the PostgreSQL database: ${leads} leads.`);
    return;
  }
  const running = readServerInfo(env.dataDir);
  if (running) {
    throw new Error(`The site is running (pid ${running.pid}) on ${env.dataDir}: stop it before restoring.`);
  }
  const dataDir = path.join(env.dataDir, "pglite");
  const { leads } = await restoreBackup(file, { dataDir });
  secureDataDir(env.dataDir);
  print(`Restored ${path.resolve(file)} into ${dataDir}: ${leads} leads. Start the site as usual.`);
}

main().catch((error) => {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
