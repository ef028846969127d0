import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

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
    if (saved.length >= 32) return saved;
  }
  const token = randomBytes(24).toString("base64url");
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export const serverInfoFile = (dataDir: string) => path.join(dataDir, "server.json");

export function writeServerInfo(dataDir: string, port: number): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(serverInfoFile(dataDir), JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
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
