// npm run health:rekey
// Rewrites every medical history version under the current (first) key of HEALTH_DATA_KEYS, so
// that the older keys can be removed from it: put a new key first, keep the old ones, restart the
// site, run this, then remove the old keys (app/services/health/README.md). Safe to run twice, and
// beside the site on PostgreSQL; with the embedded database, stop the site first (the data
// directory belongs to one process).
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { getEnv, healthKeySettingProblems } from "../app/env.server";
import { HealthDataKeyError } from "../app/services/health/errors.server";
import { reencryptHistories } from "../app/services/health/rekey.server";
import { createServices } from "../server/app";
import { readServerInfo } from "../server/runtime-files";

/** Command-line output (the logger is for the server). */
const print = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const env = getEnv();
  const problems = env.NODE_ENV === "production" ? healthKeySettingProblems(env) : [];
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  if (!env.DATABASE_URL && readServerInfo(env.dataDir)) {
    console.error(
      "The site is running and owns the embedded database. Stop it, run this again, then start it.",
    );
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  // The same service context the server builds (app/services/context.server.ts).
  const services = createServices({ env, database, staffToken: env.ADMIN_TOKEN ?? "" });
  try {
    const { reencrypted, keyId } = await reencryptHistories(services);
    print(
      `Re-encrypted ${reencrypted} medical history versions: every version is now under the key '${keyId}'. The other keys of HEALTH_DATA_KEYS can be removed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof HealthDataKeyError
      ? `${error.message}. Nothing after it was re-encrypted: add that key to HEALTH_DATA_KEYS (after the current one) and run this again.`
      : (error as Error).message,
  );
  process.exit(1);
});
