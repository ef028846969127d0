import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  analyticsAddressDays,
  analyticsDaily,
  analyticsRollups,
  analyticsSalts,
  pageViews,
} from "~/db/schema";
import {
  createTestDatabase,
  openPgliteOnDisk,
  testBackends,
  type TestDatabase,
} from "../../../tests/support/database";
import { testContext } from "../../../tests/support/context";
import { backupFileName, createBackup, restoreBackup, type RestoreTarget } from "./backup.server";
import { createLead, listLeads } from "../leads/leads.server";
import { subscribeToNewsletter } from "../newsletter/newsletter.server";

const settings = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };
const patients = ["ann@example.com", "ben@example.com", "cleo@example.com"];

async function addLead(database: TestDatabase, email: string) {
  await createLead(testContext(database, { settings }), {
    formId: "contact",
    submission: {
      name: email.split("@")[0]!,
      email,
      phone: undefined,
      treatment: "Cosmetic Dentistry",
      message: "Hello",
    },
  });
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("backup file names", () => {
  it("carry the date and time, without colons", () => {
    const now = new Date("2026-11-23T01:30:05.123Z");
    expect(backupFileName("pglite", now)).toBe("dental-2026-11-23T013005Z.tar.gz");
    expect(backupFileName("postgres", now)).toBe("dental-2026-11-23T013005Z.dump");
  });
});

// Test code only: the app reads settings through env.server.ts.
const adminUrl = process.env.TEST_DATABASE_URL;

/** Where each backend's backup comes from and goes to: a fresh, empty place every time. */
function places(kind: "pglite" | "postgres", root: string) {
  const made: string[] = [];
  let count = 0;
  return {
    async source(): Promise<TestDatabase> {
      if (kind === "postgres") return createTestDatabase("postgres");
      // On disk, as the server holds it; a new one each time.
      count += 1;
      const handle = await openPgliteOnDisk(path.join(root, `source-${count}`, "pglite"));
      return { ...handle, dispose: () => handle.close() };
    },
    async emptyTarget(): Promise<RestoreTarget> {
      count += 1;
      if (kind === "pglite") return { dataDir: path.join(root, `restored-${count}`, "pglite") };
      const name = `restore_${Date.now()}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      made.push(name);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString() };
    },
    open: (target: RestoreTarget) =>
      openDatabase("dataDir" in target ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl }),
    async dispose() {
      if (made.length === 0) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

// Opening, dumping and loading an embedded database is slow on a busy two-core machine.
describe.each(testBackends())("backup and restore on %s", { timeout: 120_000 }, (kind) => {
  let root: string;
  let place: ReturnType<typeof places>;
  const extension = kind === "pglite" ? ".tar.gz" : ".dump";

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), `backup-${kind}-`));
    place = places(kind, root);
  });
  afterAll(async () => {
    await place?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("round-trips every lead, backed up while the database is open (as the server holds it)", async () => {
    const source = await place.source();
    const backupsDir = path.join(root, "backups");
    let file: string;
    try {
      for (const email of patients) await addLead(source, email);
      await subscribeToNewsletter(testContext(source, { settings }), { email: "reader@example.com" });

      const result = await createBackup(source, { backupsDir, now: new Date("2026-11-23T01:30:05Z") });
      file = result.file;
      expect(result).toEqual({
        file: path.join(backupsDir, `dental-2026-11-23T013005Z${extension}`),
        bytes: statSync(file).size,
        leads: 3,
      });
      expect(readdirSync(backupsDir)).toEqual([`dental-2026-11-23T013005Z${extension}`]);
      expect(modeOf(file)).toBe("600");
      expect(modeOf(backupsDir)).toBe("700");
      // Written after the backup: must not be in it.
      await addLead(source, "late@example.com");
    } finally {
      await source.dispose();
    }

    const target = await place.emptyTarget();
    await expect(restoreBackup(file, target)).resolves.toEqual({ leads: 3 });
    const restored = await place.open(target);
    try {
      const { leads, subscribers } = await listLeads(restored.db);
      expect(leads.map((l) => l.email).sort()).toEqual(patients);
      expect(subscribers.map((s) => s.email)).toEqual(["reader@example.com"]);
    } finally {
      await restored.close();
    }

    // Never over data: the restored place is no longer empty.
    await expect(restoreBackup(file, target)).rejects.toThrow(
      kind === "pglite"
        ? `${"dataDir" in target && target.dataDir} is not empty: a backup is only loaded into an empty directory`
        : /is not empty \(\d+ tables, indexes or sequences\): a backup is only restored into an empty database/,
    );
  });

  it("holds no salt, no visitor hash and no address key, not even a deleted one, and still restores", async () => {
    const source = await place.source();
    const secret = () => randomBytes(16).toString("hex");
    const [salt, deletedSalt, visitorHash, addressKey] = [secret(), secret(), secret(), secret()];
    let file: string;
    try {
      await addLead(source, "dora@example.com");
      await source.db.insert(analyticsSalts).values([
        { day: "2026-11-22", salt: deletedSalt },
        { day: "2026-11-23", salt },
      ]);
      // Yesterday's salt, deleted as the salt job deletes it: gone from the tables, but not
      // necessarily from the files of a database that has not reused its space yet.
      await source.db.delete(analyticsSalts).where(sql`${analyticsSalts.day} = '2026-11-22'`);
      await source.db.insert(pageViews).values({
        at: new Date("2026-11-23T00:30:00Z"),
        day: "2026-11-23",
        path: "/prices",
        language: "en",
        device: "phone",
        source: "google",
        medium: "organic",
        visitorHash,
      });
      await source.db.insert(analyticsAddressDays).values({ day: "2026-11-23", key: addressKey, views: 3 });
      await source.db.insert(analyticsRollups).values({ day: "2026-11-21" });
      await source.db.insert(analyticsDaily).values({
        day: "2026-11-21",
        dimension: "total",
        value: "",
        views: 812,
        visitors: 240,
        entrances: 300,
      });
      ({ file } = await createBackup(source, {
        backupsDir: path.join(root, "private-backups"),
        now: new Date("2026-11-23T01:31:00Z"),
      }));
    } finally {
      await source.dispose();
    }

    // The backup's bytes as they would be read by whoever holds the file.
    const bytes =
      kind === "pglite"
        ? gunzipSync(readFileSync(file)).toString("latin1")
        : execFileSync("pg_restore", ["--file=-", file], { maxBuffer: 256 * 1024 * 1024 }).toString("latin1");
    // What it must hold is there (so what it must not hold would be found if it were)…
    const holds = (text: string) => bytes.includes(text);
    expect(holds("dora@example.com")).toBe(true);
    // …and what would let a visitor hash be made again, or tie a hash to an address, is not.
    expect({
      salt: holds(salt),
      deletedSalt: holds(deletedSalt),
      visitorHash: holds(visitorHash),
      addressKey: holds(addressKey),
    }).toEqual({ salt: false, deletedSalt: false, visitorHash: false, addressKey: false });

    const target = await place.emptyTarget();
    await expect(restoreBackup(file, target)).resolves.toEqual({ leads: 1 });
    const restored = await place.open(target);
    try {
      const { leads } = await listLeads(restored.db);
      expect(leads.map((l) => l.email)).toEqual(["dora@example.com"]);
      // The counts of finished days are kept; the raw views, salts and address counts are not.
      expect(await restored.db.select({ views: analyticsDaily.views }).from(analyticsDaily)).toEqual([
        { views: 812 },
      ]);
      expect(await restored.db.$count(analyticsRollups)).toBe(1);
      expect(await restored.db.$count(pageViews)).toBe(0);
      expect(await restored.db.$count(analyticsSalts)).toBe(0);
      expect(await restored.db.$count(analyticsAddressDays)).toBe(0);
      // New rows carry on after the restored ones.
      await addLead(restored as TestDatabase, "eve@example.com");
      expect((await listLeads(restored.db)).leads).toHaveLength(2);
    } finally {
      await restored.close();
    }
  });

  it("refuses the other kind's backup, a damaged file and a missing one, and leaves the target empty", async () => {
    const target = await place.emptyTarget();
    const other = path.join(root, `dental-2026-11-23T013005Z${kind === "pglite" ? ".dump" : ".tar.gz"}`);
    writeFileSync(other, "x");
    await expect(restoreBackup(other, target)).rejects.toThrow(
      kind === "pglite"
        ? /is not a backup of the embedded database \(a \.tar\.gz\); set DATABASE_URL/
        : /is a backup of the embedded database; unset DATABASE_URL/,
    );

    const damaged = path.join(root, `damaged${extension}`);
    writeFileSync(damaged, randomBytes(2048));
    await expect(restoreBackup(damaged, target)).rejects.toThrow(
      kind === "pglite" ? /damaged\.tar\.gz could not be loaded/ : /pg_restore failed/,
    );
    await expect(restoreBackup(path.join(root, `absent${extension}`), target)).rejects.toThrow(
      `No backup at ${path.join(root, `absent${extension}`)}`,
    );

    if ("dataDir" in target) {
      expect(existsSync(target.dataDir) ? readdirSync(target.dataDir) : []).toEqual([]);
    } else {
      const restored = new pg.Client({ connectionString: target.databaseUrl });
      await restored.connect();
      const { rows } = await restored.query(
        "select count(*)::int as count from pg_tables where schemaname = 'public'",
      );
      await restored.end();
      expect(rows[0].count).toBe(0);
    }
  });
});
