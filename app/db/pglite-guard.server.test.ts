import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { assertUsablePgliteDir } from "./pglite-guard.server";
import { leads } from "./schema";

describe("the embedded database directory guard", () => {
  let root: string;
  let cluster: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "pglite-guard-"));
    cluster = path.join(root, "cluster");
    const handle = await openDatabase({ dataDir: cluster });
    await handle.db.execute(
      sql`insert into leads (form_id, name, email, consent_version) values ('contact', 'A', 'a@example.com', 'v1'), ('contact', 'B', 'b@example.com', 'v1')`,
    );
    await handle.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const copyWithout = (name: string, ...missing: string[]) => {
    const dir = path.join(root, name);
    cpSync(cluster, dir, { recursive: true });
    for (const entry of missing) rmSync(path.join(dir, entry), { recursive: true });
    return dir;
  };

  it("lets a first start through: an absent or empty directory", () => {
    expect(() => assertUsablePgliteDir(path.join(root, "absent"))).not.toThrow();
    const empty = path.join(root, "empty");
    mkdirSync(empty);
    expect(() => assertUsablePgliteDir(empty)).not.toThrow();
  });

  it("lets a complete cluster through", () => {
    expect(() => assertUsablePgliteDir(cluster)).not.toThrow();
  });

  it.each([
    ["PG_VERSION"],
    ["global"],
    [path.join("global", "pg_control")],
    ["base"],
    ["pg_wal"],
    ["pg_xact"],
    ["postgresql.conf"],
  ])("stops when %s is missing, naming the directory and how to restore", (missing) => {
    const dir = copyWithout(`without-${missing.replace(/\W/g, "_")}`, missing);
    let message = "";
    try {
      assertUsablePgliteDir(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${dir} is incomplete (missing: `);
    expect(message).toMatch(new RegExp(`missing: [^)]*\\b${missing.replace("/", "\\/")}\\b`));
    expect(message).toContain("`npm run restore -- FILE`");
  });

  it("stops on a directory holding anything but a cluster", () => {
    const dir = path.join(root, "stray");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "notes.txt"), "not a database\n");
    expect(() => assertUsablePgliteDir(dir)).toThrow(/is incomplete \(missing: PG_VERSION/);
  });

  it("keeps openDatabase from starting an empty database over a directory without PG_VERSION", async () => {
    const dir = copyWithout("opened-without-version", "PG_VERSION");
    const before = readdirSync(path.join(dir, "base")).sort();
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is incomplete \(missing: PG_VERSION\)/);
    // Nothing was written: no fresh cluster over the old files.
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(false);
    expect(readdirSync(path.join(dir, "base")).sort()).toEqual(before);

    // Put back, the same directory opens with its leads.
    cpSync(path.join(cluster, "PG_VERSION"), path.join(dir, "PG_VERSION"));
    const handle = await openDatabase({ dataDir: dir });
    try {
      const [row] = await handle.db.select({ count: count() }).from(leads);
      expect(row?.count).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
