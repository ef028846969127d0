import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../app/lib/logger.server";
import { createFileTransport } from "../app/services/mail/transport.server";
import { ensureStaffToken, secureDataDir, writeServerInfo } from "./runtime-files";

const modeOf = (file: string) => statSync(file).mode & 0o777;

function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: createLogger({ destination, level: "info" }),
    records: () => lines.map((l) => JSON.parse(l) as { level: number; msg: string; changed?: number }),
  };
}

describe("DATA_DIR is readable by the server's user only", () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "data-modes-"));
    dataDir = path.join(root, "data");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Lays out what a server started under umask 022 leaves behind. */
  function looseDataDir() {
    const dirs = [dataDir, "pglite", "pglite/base", "pglite/base/5", "outbox", "backups"];
    const files = [
      "admin-token",
      "server.json",
      "pglite/PG_VERSION",
      "pglite/base/5/1259",
      "outbox/2026-11-23T01-30-00.000Z-ab12cd34.eml",
      "backups/dental-2026-11-23T013000Z.tar.gz",
    ];
    for (const dir of dirs) {
      const full = path.resolve(dataDir, dir);
      mkdirSync(full, { recursive: true });
      chmodSync(full, 0o755);
    }
    for (const file of files) {
      writeFileSync(path.join(dataDir, file), "x");
      chmodSync(path.join(dataDir, file), 0o644);
    }
    return {
      dirs: dirs.map((d) => path.resolve(dataDir, d)),
      files: files.map((f) => path.join(dataDir, f)),
    };
  }

  it("makes directories 0700 and files 0600, and warns with how many it changed", () => {
    const { dirs, files } = looseDataDir();
    const { logger, records } = capturedLogger();

    expect(secureDataDir(dataDir, logger)).toEqual({ changed: dirs.length + files.length });

    for (const dir of dirs) expect([dir, modeOf(dir).toString(8)]).toEqual([dir, "700"]);
    for (const file of files) expect([file, modeOf(file).toString(8)]).toEqual([file, "600"]);
    expect(records()).toEqual([
      expect.objectContaining({
        level: 40,
        changed: 12,
        msg: "12 entries in DATA_DIR were readable or writable by others; made them owner-only (directories 0700, files 0600)",
      }),
    ]);
  });

  it("says nothing when everything is already owner-only", () => {
    looseDataDir();
    secureDataDir(dataDir, capturedLogger().logger);
    const { logger, records } = capturedLogger();
    expect(secureDataDir(dataDir, logger)).toEqual({ changed: 0 });
    expect(records()).toEqual([]);
  });

  it("creates an absent DATA_DIR owner-only", () => {
    secureDataDir(dataDir, capturedLogger().logger);
    expect(modeOf(dataDir).toString(8)).toBe("700");
  });

  it("leaves alone what it did not write: other entries and the targets of symbolic links", () => {
    looseDataDir();
    const elsewhere = path.join(root, "elsewhere.txt");
    writeFileSync(elsewhere, "x");
    chmodSync(elsewhere, 0o644);
    symlinkSync(elsewhere, path.join(dataDir, "outbox", "link.eml"));
    const notOurs = path.join(dataDir, "notes");
    mkdirSync(notOurs);
    chmodSync(notOurs, 0o755);

    secureDataDir(dataDir, capturedLogger().logger);

    expect(modeOf(elsewhere).toString(8)).toBe("644");
    expect(modeOf(notOurs).toString(8)).toBe("755");
  });
});

describe("the staff token and server files", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "token-modes-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("rewrites a token file that is too short as 0600, even when the old file was 0644", () => {
    const file = path.join(dataDir, "admin-token");
    writeFileSync(file, "short\n");
    chmodSync(file, 0o644);
    const token = ensureStaffToken(dataDir);
    expect(token).toHaveLength(32);
    expect(readFileSync(file, "utf8")).toBe(`${token}\n`);
    expect(modeOf(file).toString(8)).toBe("600");
  });

  it("keeps a good token but makes its file 0600", () => {
    const file = path.join(dataDir, "admin-token");
    const saved = "a".repeat(40);
    writeFileSync(file, `${saved}\n`);
    chmodSync(file, 0o644);
    expect(ensureStaffToken(dataDir)).toBe(saved);
    expect(modeOf(file).toString(8)).toBe("600");
  });

  it("writes server.json as 0600 over an old 0644 file", () => {
    const file = path.join(dataDir, "server.json");
    writeFileSync(file, "{}");
    chmodSync(file, 0o644);
    writeServerInfo(dataDir, 3000);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ pid: process.pid, port: 3000 });
    expect(modeOf(file).toString(8)).toBe("600");
  });
});

describe("mail written to files", () => {
  it("is readable by the server's user only", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-modes-"));
    try {
      await createFileTransport(dir).send({
        from: "clinic@clinic.example",
        to: "patient@example.com",
        subject: "We've received your message",
        text: "Dear patient",
      });
      const [eml] = readdirSync(dir);
      expect(eml).toMatch(/\.eml$/);
      expect(modeOf(path.join(dir, eml!)).toString(8)).toBe("600");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
