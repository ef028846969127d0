import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What a PostgreSQL data directory must hold before PGlite may open it. PGlite (0.5) decides
 * whether to run initdb by PG_VERSION alone: without it, it writes a fresh cluster over the
 * directory and starts empty, silently. The other entries are what PostgreSQL reads first;
 * without them PGlite fails with "Aborted()" or "failed to initialize properly".
 */
const requiredEntries: { name: string; kind: "file" | "directory" }[] = [
  { name: "PG_VERSION", kind: "file" },
  { name: "postgresql.conf", kind: "file" },
  { name: "global", kind: "directory" },
  { name: path.join("global", "pg_control"), kind: "file" },
  { name: "base", kind: "directory" },
  { name: "pg_wal", kind: "directory" },
  { name: "pg_xact", kind: "directory" },
];

/** The entries a non-empty PGlite directory lacks; empty when it is complete. */
function missingClusterEntries(dir: string): string[] {
  return requiredEntries
    .filter(({ name, kind }) => {
      try {
        const stats = statSync(path.join(dir, name));
        return kind === "file" ? !stats.isFile() : !stats.isDirectory();
      } catch {
        return true;
      }
    })
    .map(({ name }) => name);
}

/**
 * Stops before PGlite opens a directory it would re-create over data. An absent or empty
 * directory is a first start and passes; anything else must be a complete cluster.
 */
export function assertUsablePgliteDir(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (entries.length === 0) return;
  const missing = missingClusterEntries(dir);
  if (missing.length === 0) return;
  const resolved = path.resolve(dir);
  throw new Error(
    [
      `The embedded database in ${resolved} is incomplete (missing: ${missing.join(", ")}).`,
      "The server stops here rather than start an empty database over what is left of it.",
      `To restore: move ${resolved} aside (keep it), then load the latest backup into the now empty`,
      "directory with `npm run restore -- FILE` (FILE: a DATA_DIR/backups/dental-….tar.gz), and start again.",
    ].join("\n"),
  );
}
