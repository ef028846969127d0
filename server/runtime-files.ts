import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { logger as defaultLogger } from "../app/lib/logger.server";

/**
 * Files the running server leaves in DATA_DIR for local tools (npm run leads):
 * `admin-token` (the staff token, readable by this user only) and `server.json` (pid and
 * port), so a tool knows the embedded database is in use and goes through the server.
 */
export function ensureStaffToken(dataDir: string, configured?: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "admin-token");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) {
      chmodSync(file, 0o600);
      return saved;
    }
  }
  const token = randomBytes(24).toString("base64url");
  writeOwnerOnly(file, `${token}\n`);
  return token;
}

/** `mode` on writeFileSync applies only when the file is created; an old 0644 file would stay 0644. */
function writeOwnerOnly(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

const serverInfoFile = (dataDir: string) => path.join(dataDir, "server.json");

export function writeServerInfo(dataDir: string, port: number): void {
  mkdirSync(dataDir, { recursive: true });
  writeOwnerOnly(serverInfoFile(dataDir), JSON.stringify({ pid: process.pid, port }));
}

export function removeServerInfo(dataDir: string): void {
  rmSync(serverInfoFile(dataDir), { force: true });
}

/** The running server's pid and port, or null when no live server owns this directory. */
export function readServerInfo(dataDir: string): { pid: number; port: number } | null {
  try {
    const info = JSON.parse(readFileSync(serverInfoFile(dataDir), "utf8")) as { pid: number; port: number };
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

/**
 * What the server writes in DATA_DIR. Only these are walked: DATA_DIR may have been pointed
 * at a directory that also holds other things, whose modes are not ours to change.
 */
const serverWrittenEntries = ["pglite", "outbox", "backups", "admin-token", "server.json"];

/**
 * Makes DATA_DIR and what the server wrote in it readable by this user only (directories
 * 0700, files 0600): it holds patients' enquiries, their emails and the staff token.
 * Symbolic links are not followed. Logs a warning naming how many entries were changed.
 */
export function secureDataDir(dataDir: string, log = defaultLogger): { changed: number } {
  let changed = 0;
  const secure = (entry: string) => {
    let stats;
    try {
      stats = lstatSync(entry);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o7777) !== wanted) {
      chmodSync(entry, wanted);
      changed += 1;
    }
    if (stats.isDirectory() && entry !== dataDir) {
      for (const child of readdirSync(entry)) secure(path.join(entry, child));
    }
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  secure(dataDir);
  for (const name of serverWrittenEntries) secure(path.join(dataDir, name));
  if (changed > 0) {
    log.warn(
      { dataDir, changed },
      `${changed} entries in DATA_DIR were readable or writable by others; made them owner-only (directories 0700, files 0600)`,
    );
  }
  return { changed };
}
