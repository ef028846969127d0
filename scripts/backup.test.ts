import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../app/db/client.server";
import {
  createTestDatabase,
  openPgliteOnDisk,
  testBackends,
  type TestDatabase,
} from "../tests/support/database";
import { testContext } from "../tests/support/context";
import { createBackup } from "../app/services/platform/backup.server";
import { createLead, listLeads } from "../app/services/leads/leads.server";
import { writeServerInfo } from "../server/runtime-files";

const TOKEN = "test-staff-token-0123456789abcdef";
const settings = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };

/** Runs an npm script's file as `npm run` would, and what a person sees: exit code, stdout, stderr. */
function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    // tsx itself, not npx: npm's own warnings would mix into stderr.
    execFile(
      path.resolve("node_modules/.bin/tsx"),
      [`scripts/${script}.ts`, ...args],
      // Test code only: the scripts read their settings through env.server.ts.
      { env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

async function addLeads(database: DatabaseHandle, emails: string[]) {
  for (const email of emails) {
    await createLead(testContext(database, { settings }), {
      formId: "contact",
      submission: { name: "Patient", email, phone: undefined, treatment: undefined, message: undefined },
    });
  }
}

/** The staff endpoint's contract, as the lead routes it: POST /api/staff/backup with the token. */
function standInServer(handle: DatabaseHandle | null, backupsDir: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (!handle || req.method !== "POST" || req.url !== "/api/staff/backup") {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res
        .writeHead(401, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: "A valid staff token is required" }));
      return;
    }
    createBackup(handle, { backupsDir }).then(
      (result) => res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify(result)),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

// Each run starts a process and an embedded database: slow on a busy two-core machine.
describe("npm run backup and npm run restore with the embedded database", { timeout: 120_000 }, () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "backup-cli-"));
    dataDir = path.join(root, "data");
    const database = await openPgliteOnDisk(path.join(dataDir, "pglite"));
    await addLeads(database, ["ann@example.com", "ben@example.com"]);
    await database.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("backs up a stopped site's database to a dated file, and restores it into an empty directory only", async () => {
    const backup = await cli("backup", [], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const [name] = readdirSync(path.join(dataDir, "backups"));
    expect(name).toMatch(/^dental-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    const file = path.join(dataDir, "backups", name!);
    expect(backup.stdout).toMatch(new RegExp(`^Backup written: ${file} \\([\\d.]+ (kB|MB), 2 leads\\)\\n`));

    const elsewhere = path.join(root, "elsewhere");
    const restore = await cli("restore", [file], { DATA_DIR: elsewhere });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toBe(
      `Restored ${file} into ${path.join(elsewhere, "pglite")}: 2 leads. Start the site as usual.\n`,
    );
    const restored = await openDatabase({ dataDir: path.join(elsewhere, "pglite") });
    try {
      expect((await listLeads(restored.db)).leads.map((l) => l.email)).toEqual([
        "ann@example.com",
        "ben@example.com",
      ]);
    } finally {
      await restored.close();
    }

    const again = await cli("restore", [file], { DATA_DIR: elsewhere });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Restore failed: ${path.join(elsewhere, "pglite")} is not empty: a backup is only loaded into an empty directory. Move it aside (keep it) and run the restore again.\n`,
    );
  });

  it("asks the running site for the backup, and refuses clearly when the site cannot make it", async () => {
    const handle = await openPgliteOnDisk(path.join(root, "live", "pglite"));
    const liveDir = path.join(root, "live");
    await addLeads(handle, ["cleo@example.com"]);
    writeFileSync(path.join(liveDir, "admin-token"), `${TOKEN}\n`);
    const server = await standInServer(handle, path.join(liveDir, "backups"));
    try {
      writeServerInfo(liveDir, (server.address() as AddressInfo).port);
      const backup = await cli("backup", [], { DATA_DIR: liveDir });
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(
        /^Backup written: .*\/live\/backups\/dental-.*\.tar\.gz \([\d.]+ (kB|MB), 1 leads\)/,
      );

      // A server without the endpoint (or with another token): nothing is opened behind its back.
      await close(server);
      const without = await standInServer(null, path.join(liveDir, "backups"));
      writeServerInfo(liveDir, (without.address() as AddressInfo).port);
      const refused = await cli("backup", [], { DATA_DIR: liveDir });
      await close(without);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Backup failed: The site is running (pid ${process.pid}) and owns the embedded database, and it did not make the backup (it answered 404: Not found). Stop the site and run \`npm run backup\` again.\n`,
      );
      expect(readdirSync(path.join(liveDir, "backups"))).toHaveLength(1);

      const restore = await cli("restore", [path.join(root, "whatever.tar.gz")], { DATA_DIR: liveDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toBe(
        `Restore failed: The site is running (pid ${process.pid}) on ${liveDir}: stop it before restoring.\n`,
      );
    } finally {
      if (server.listening) await close(server);
      await handle.close();
    }
  });

  it("says so when there is nothing to back up, without creating a database", async () => {
    const empty = path.join(root, "never-started");
    const result = await cli("backup", [], { DATA_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Backup failed: There is no embedded database in ${path.join(empty, "pglite")} to back up.\n`,
    );
    expect(existsSync(path.join(empty, "pglite"))).toBe(false);
  });

  it("explains how to call restore without a file", async () => {
    const result = await cli("restore", [], { DATA_DIR: path.join(root, "x") });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run restore -- FILE/);
  });
});

// Runs only where the data-layer tests run on PostgreSQL too (TEST_DATABASE_URL).
describe.each(testBackends().filter((kind) => kind === "postgres"))(
  "npm run backup and npm run restore with %s",
  { timeout: 120_000 },
  (kind) => {
    let source: TestDatabase;
    let target: TestDatabase;
    let root: string;

    beforeAll(async () => {
      source = await createTestDatabase(kind);
      // Migrated by createTestDatabase; emptied so the restore has an empty database to go into.
      target = await createTestDatabase(kind);
      await target.db.execute(
        sql`drop schema public cascade; create schema public; drop schema drizzle cascade`,
      );
      root = mkdtempSync(path.join(tmpdir(), "backup-cli-pg-"));
    });
    afterAll(async () => {
      await source?.dispose();
      await target?.dispose();
      rmSync(root, { recursive: true, force: true });
    });

    it("dumps with pg_dump to a dated .dump and restores it into an empty database", async () => {
      await addLeads(source, ["dora@example.com", "emil@example.com", "fay@example.com"]);
      const sourceUrl = (source.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;
      const targetUrl = (target.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;

      const backup = await cli("backup", [], { DATA_DIR: root, DATABASE_URL: sourceUrl });
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(
        /^Backup written: .*\/backups\/dental-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump \([\d.]+ kB, 3 leads\)/,
      );
      const file = path.join(root, "backups", readdirSync(path.join(root, "backups"))[0]!);

      const restore = await cli("restore", [file], { DATA_DIR: root, DATABASE_URL: targetUrl });
      expect(restore.stderr).toBe("");
      expect(restore.stdout).toBe(`Restored ${file} into the PostgreSQL database: 3 leads.\n`);
      expect((await listLeads(target.db)).leads.map((l) => l.email)).toEqual([
        "dora@example.com",
        "emil@example.com",
        "fay@example.com",
      ]);
    });
  },
);
