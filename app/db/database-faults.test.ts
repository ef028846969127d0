import { readdirSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkReadiness } from "~/services/platform/readiness.server";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy";
import { logger } from "~/lib/logger.server";
import { createLead, type LeadInput } from "~/services/leads/leads.server";
import { createFileTransport } from "~/services/mail/transport.server";
import { startOutboxWorker } from "~/services/mail/outbox-worker.server";
import { isDatabaseUnavailable } from "./availability.server";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "./client.server";
import { leads, outbox } from "./schema";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import type { ServiceContext } from "~/services/context.server";

/*
 * Faults are injected between the app and PostgreSQL with a TCP proxy. These tests run only
 * when TEST_DATABASE_URL is set: PGlite runs inside this process, so there is no connection
 * to cut or stall.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Small deadline so a stall is noticed quickly; the app's default is 5 s. */
const DEADLINE_MS = 1000;
/** Room for a busy 2-core machine on top of a deadline. */
const SLACK_MS = 750;

const settings = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };
const lead = (n: number): LeadInput => ({
  formId: "contact",
  submission: { name: `Patient ${n}`, email: `patient${n}@example.com`, message: "A quote for two implants" },
  sourcePage: "/",
});

/** Settles the promise and says how long it took. */
async function timed<T>(operation: () => Promise<T>) {
  const started = performance.now();
  const outcome = await operation().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { ...outcome, ms: performance.now() - started };
}

/** Polls `condition` until it holds, failing after `withinMs`. */
async function eventually(condition: () => Promise<boolean> | boolean, withinMs: number, what: string) {
  const until = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const leadCount = async (database: DatabaseHandle) =>
  (await database.db.select({ n: count() }).from(leads))[0].n;

/** Opens `n` pooled connections at once, so there are idle ones to lose. */
const warmPool = (database: DatabaseHandle, n: number) =>
  Promise.all(Array.from({ length: n }, () => database.db.execute(sql`select pg_sleep(0.05)`)));

function warnings() {
  const spy = vi.spyOn(logger, "warn");
  return {
    texts: () => spy.mock.calls.map((call) => call.find((arg) => typeof arg === "string") as string),
    restore: () => spy.mockRestore(),
  };
}

describe.runIf(adminUrl)("PostgreSQL through a proxy that fails", () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let ctx: ServiceContext;

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase("postgres", { deadlineMs: DEADLINE_MS, viaPort: proxy.port });
    ctx = testContext(database, { settings });
  });
  afterEach(async () => {
    await proxy.setMode("pass");
  });
  afterAll(async () => {
    await proxy?.setMode("pass");
    await database?.dispose();
    await proxy?.close();
  });

  it("cut: stays up, is unready within the deadline, refuses a lead fast, then serves again by itself", async () => {
    const log = warnings();
    try {
      await warmPool(database, 4);
      const before = await leadCount(database);

      await proxy.setMode("cut");

      // Idle pooled connections that lost the server are logged and dropped, not fatal.
      await eventually(
        () => log.texts().some((text) => /database connection lost while idle/.test(text)),
        2000,
        "the pool logs its lost idle connections",
      );

      const readiness = await timed(() => checkReadiness(database, 500));
      expect(readiness.ok && readiness.value).toEqual({ ready: false, database: "unreachable" });
      expect(readiness.ms).toBeLessThan(500 + SLACK_MS);

      const refused = await timed(() => createLead(ctx, lead(1)));
      expect(refused.ok).toBe(false);
      expect(isDatabaseUnavailable(!refused.ok && refused.error)).toBe(true);
      expect(refused.ms).toBeLessThan(10_000);

      await proxy.setMode("pass");

      await eventually(async () => (await checkReadiness(database, 500)).ready, 5000, "ready again");
      const saved = await createLead(ctx, lead(2));
      expect(saved.id).toBeTruthy();
      expect(await leadCount(database)).toBe(before + 1);
    } finally {
      log.restore();
    }
  });

  it("hang: leads, ping and readiness all give up within the deadline, then it serves again", async () => {
    // Every pooled connection is open, and stalls: none may be lost for good.
    await warmPool(database, 10);
    const before = await leadCount(database);

    await proxy.setMode("hang");

    // More at once than the pool holds (10): a stalled connection must not keep its slot.
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => timed(() => createLead(ctx, lead(100 + i)))),
    );
    for (const attempt of attempts) {
      expect(attempt.ok).toBe(false);
      expect(isDatabaseUnavailable(!attempt.ok && attempt.error)).toBe(true);
      expect(attempt.ms).toBeLessThan(10_000);
    }

    const ping = await timed(() => database.ping());
    expect(ping.ok).toBe(false);
    expect(isDatabaseUnavailable(!ping.ok && ping.error)).toBe(true);
    expect(ping.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);

    const readiness = await timed(() => checkReadiness(database, 300));
    expect(readiness.ok && readiness.value).toEqual({ ready: false, database: "unreachable" });
    expect(readiness.ms).toBeLessThan(300 + SLACK_MS);

    await proxy.setMode("pass");

    await eventually(async () => (await checkReadiness(database, 500)).ready, 5000, "ready again");
    const saved = await timed(() =>
      Promise.all(Array.from({ length: 12 }, (_, i) => createLead(ctx, lead(200 + i)))),
    );
    expect(saved.ok).toBe(true);
    expect(saved.ms).toBeLessThan(DEADLINE_MS);
    expect(await leadCount(database)).toBe(before + 12);
  });

  it("the outbox worker backs off while the database is cut, and sends what was queued once it is back", async () => {
    const log = warnings();
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-faults-"));
    await database.db.delete(outbox);
    await createLead(ctx, lead(300)); // queues two emails
    await proxy.setMode("cut");
    const worker = startOutboxWorker({
      db: database.db,
      transport: createFileTransport(dir),
      from: "Budapest Dental Clinic <no-reply@clinic.example>",
      intervalMs: 20,
      maxBackoffMs: 200,
    });
    try {
      const failedRuns = () =>
        log.texts().filter((text) => /outbox run failed: database unavailable/.test(text));
      await eventually(() => failedRuns().length >= 3, 5000, "three failed runs, logged as warnings");
      expect(await readdir(dir)).toEqual([]);

      await proxy.setMode("pass");

      await eventually(async () => (await readdir(dir)).length === 2, 5000, "both emails written");
      // A file is written before its row is marked sent: on a busy machine the second mark came
      // after the files were counted (CI: [false, true]).
      await eventually(
        async () => (await database.db.select().from(outbox)).every((row) => row.sentAt !== null),
        5000,
        "both rows marked sent",
      );
      expect(await database.db.select().from(outbox)).toHaveLength(2);
    } finally {
      await worker.stop();
      log.restore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a slow statement is cancelled by the server before the deadline, and its connection stays usable", async () => {
    const slow = await timed(() => database.db.execute(sql`select pg_sleep(5)`));
    expect(slow.ok).toBe(false);
    expect(isDatabaseUnavailable(!slow.ok && slow.error)).toBe(true);
    expect(JSON.stringify(!slow.ok && (slow.error as { cause?: unknown }).cause, ["code"])).toContain(
      "57014",
    );
    expect(slow.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

describe.runIf(adminUrl)("PostgreSQL connections ended by the server", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { deadlineMs: DEADLINE_MS });
  });
  afterAll(async () => database?.dispose());

  it("an idle pooled connection terminated by an administrator (57P01) is logged, and the next query works", async () => {
    const log = warnings();
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await warmPool(database, 3);
      const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const [{ name }] = current.rows;
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'budapest-dental-clinic'",
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);

      const lost = () =>
        log.texts().filter((text) => /database connection lost while idle/.test(text)).length;
      await eventually(
        () => lost() >= terminated.rowCount!,
        2000,
        "the pool logs every terminated connection",
      );
      await expect(database.ping()).resolves.toBeUndefined();
      expect(await leadCount(database)).toBe(0);
    } finally {
      await admin.end();
      log.restore();
    }
  });
});

describe.runIf(adminUrl)("migrations when several app servers start together", () => {
  it("are applied once, under an advisory lock, and every server opens", async () => {
    const name = `test_migrate_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const handles: DatabaseHandle[] = [];
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), deadlineMs: 5000 })),
      );
      for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
      expect(opened.map((result) => result.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);

      const files = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
      const applied = (await handles[0].db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(files.length);
      // The lock is released: nobody is left holding it.
      const held = await admin.query(
        "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = $1",
        [name],
      );
      expect(held.rows[0].n).toBe(0);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
