import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsSalts, pageViews } from "../../../app/db/schema";
import {
  createPageViewRecorder,
  VIEWS_PER_ADDRESS_PER_MINUTE,
  type PageViewRecorder,
} from "../../../app/services/analytics/recorder.server";
import {
  createTestDatabase,
  everythingStored,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../support/database";
import { DESKTOP_BROWSER, PHONE_BROWSER, testRecorder } from "../../support/browsers";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";
import { startTcpProxy, type ProxyMode, type TcpProxy } from "../../support/tcp-proxy";

/*
 * Page views as the server counts them (decision 0024): through the real edge and React Router,
 * with the server's own recorder flushed by the test instead of its two-second timer.
 */

describe.each(testBackends())("page views on %s", (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let analytics: PageViewRecorder;

  const visit = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    rawRequest(server.url, { method, path, headers: { "User-Agent": PHONE_BROWSER, ...headers } });
  const views = async () => {
    await analytics.flush();
    return database.db.select().from(pageViews).orderBy(pageViews.id);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    analytics = testRecorder(database.db);
    server = await startTestServer(database, { analytics });
  });
  beforeEach(() => truncateAll(database));
  afterAll(async () => {
    await server?.close();
    await analytics?.stop();
    await database?.dispose();
  });

  it("counts a visit with campaign parameters as one view with its source, language and device", async () => {
    const answer = await visit(
      "/de/preise?utm_source=Partner-Site&utm_medium=cpc&utm_campaign=Spring-Implants",
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const [view, ...more] = await views();
    expect(more).toEqual([]);
    expect(view).toMatchObject({
      path: "/de/preise",
      language: "de",
      device: "phone",
      source: "partner-site",
      medium: "cpc",
      campaign: "spring-implants",
      referrerHost: null,
    });
    expect(view.visitorHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("names the referring site by its host alone, and a click inside the site is no entrance", async () => {
    await visit("/", { Referer: "https://www.google.co.uk/search?q=dental+implants+budapest" });
    await visit("/prices", { Referer: "http://localhost:3000/" });
    await visit("/fr/tarifs", { Referer: "https://l.facebook.com/l.php?u=x", "User-Agent": DESKTOP_BROWSER });
    const [search, inside, social] = await views();
    expect(search).toMatchObject({
      source: "google.co.uk",
      medium: "organic",
      referrerHost: "www.google.co.uk",
    });
    expect(inside).toMatchObject({ path: "/prices", source: null, medium: null, referrerHost: null });
    expect(social).toMatchObject({
      source: "facebook.com",
      medium: "social",
      device: "desktop",
      language: "fr",
    });
    expect(await everythingStored(database)).not.toContain("dental+implants");
  });

  it("does not count bots, automated browsers, staff pages, health checks, files, endpoints, HEAD or prefetches", async () => {
    await visit("/", {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await visit("/", { "User-Agent": DESKTOP_BROWSER.replace("Chrome/", "HeadlessChrome/") });
    await visit("/", { "User-Agent": "" });
    await visit("/", {}, "HEAD");
    await visit("/", { "Sec-Purpose": "prefetch" });
    for (const path of [
      "/staff",
      "/staff/sign-in",
      "/staff/leads",
      "/healthz",
      "/readyz",
      "/robots.txt",
      "/sitemap.xml",
      "/api/event-seats",
      "/no-such-page",
      "/favicon.ico",
    ])
      await visit(path);
    expect(await views()).toEqual([]);
    // The same request from a person's phone is counted: the exclusions above are what made 0.
    await visit("/");
    expect(await views()).toHaveLength(1);
  });

  it("counts a client-side navigation's data request once, and not a page refreshing its own data", async () => {
    await visit("/prices.data", { Referer: "http://localhost:3000/consultation-event" });
    await visit("/consultation-event.data", { Referer: "http://localhost:3000/consultation-event" });
    const rows = await views();
    expect(rows.map((row) => row.path)).toEqual(["/prices"]);
  });

  it("gives one browser one hash for the day, another browser another, and none when it asks not to be tracked", async () => {
    await visit("/");
    await visit("/travel-info");
    await visit("/", { "User-Agent": DESKTOP_BROWSER });
    await visit("/", { "Sec-GPC": "1" });
    await visit("/", { DNT: "1", "User-Agent": DESKTOP_BROWSER });
    const [first, second, other, gpc, dnt] = await views();
    expect(second.visitorHash).toBe(first.visitorHash);
    expect(other.visitorHash).not.toBe(first.visitorHash);
    expect([gpc.visitorHash, dnt.visitorHash]).toEqual([null, null]);
  });

  it("stores neither the address nor the browser string anywhere", async () => {
    await visit("/?utm_source=x", { "X-Forwarded-For": "203.0.113.77" });
    await visit("/de", { "User-Agent": DESKTOP_BROWSER });
    expect(await views()).toHaveLength(2);
    const stored = await everythingStored(database);
    expect(stored).not.toContain("Pixel 8");
    expect(stored).not.toContain("Windows NT");
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("203.0.113.77");
  });

  it("makes a new salt for a new day, destroys the old one, and the same browser gets a different hash", async () => {
    let now = new Date("2026-11-26T22:30:00Z"); // 23:30 in Budapest
    const recorder = createPageViewRecorder({
      db: database.db,
      siteUrl: "http://localhost:3000",
      flushMs: 60_000,
      now: () => now,
    });
    const hit = {
      path: "/",
      search: "",
      referer: undefined,
      userAgent: PHONE_BROWSER,
      address: "198.51.100.7",
      noTrack: false,
    };
    recorder.record({ ...hit, at: now });
    await recorder.flush();
    const [{ salt: oldSalt }] = await database.db.select().from(analyticsSalts);

    now = new Date("2026-11-26T23:30:00Z"); // 00:30 the next day in Budapest
    recorder.record({ ...hit, at: now });
    await recorder.flush();
    await recorder.stop();

    const [yesterday, today] = await database.db.select().from(pageViews).orderBy(pageViews.id);
    expect([yesterday.day, today.day]).toEqual(["2026-11-26", "2026-11-27"]);
    expect(today.visitorHash).not.toBe(yesterday.visitorHash);
    const salts = await database.db.select().from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual(["2026-11-27"]);
    expect(await everythingStored(database)).not.toContain(oldSalt);
  });
});

describe("one address asking for pages in a loop", () => {
  it("is counted up to its limit in a minute, and others still are", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const recorder = testRecorder(database.db);
      const at = new Date("2026-11-26T10:00:05Z");
      const hit = { at, path: "/", search: "", referer: undefined, userAgent: PHONE_BROWSER, noTrack: false };
      for (let i = 0; i < VIEWS_PER_ADDRESS_PER_MINUTE + 30; i++)
        recorder.record({ ...hit, address: "203.0.113.5" });
      recorder.record({ ...hit, address: "203.0.113.6" });
      // The next minute, the address is counted again.
      recorder.record({ ...hit, at: new Date("2026-11-26T10:01:00Z"), address: "203.0.113.5" });
      await recorder.flush();
      expect(recorder.counts).toEqual({ written: VIEWS_PER_ADDRESS_PER_MINUTE + 2, dropped: 0, capped: 30 });
      expect(await database.db.$count(pageViews)).toBe(VIEWS_PER_ADDRESS_PER_MINUTE + 2);
      await recorder.stop();
    } finally {
      await database.dispose();
    }
  });
});

describe("page views while the database does not answer", () => {
  let database: TestDatabase;
  let server: TestServer;

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("answers pages as fast as ever, drops the views it cannot write and holds no more than its limit", async () => {
    database = await createTestDatabase("pglite");
    // A database whose every write hangs: the recorder's insert never returns.
    // The views' insert (one statement of raw SQL) hangs; the day's salt is still made.
    const stalled = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === "execute" ? () => new Promise(() => {}) : Reflect.get(target, property, receiver),
    });
    const analytics = createPageViewRecorder({
      db: stalled,
      siteUrl: "http://localhost:3000",
      flushMs: 20,
      maxPending: 50,
    });
    // Each request from an address of its own (through a trusted proxy): none is capped. The
    // page is a prerendered one, answered from prepared bytes, so that what is timed is the
    // counting and not React rendering /terms 200 times on a busy machine.
    const clientDir = mkdtempSync(path.join(tmpdir(), "dental-counting-"));
    mkdirSync(path.join(clientDir, "terms"));
    writeFileSync(
      path.join(clientDir, "terms", "index.html"),
      "<!doctype html><html><body>Terms</body></html>",
    );
    server = await startTestServer(database, { analytics, clientDir, envOverrides: { TRUST_PROXY: "1" } });

    const timings: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const answer = await rawRequest(server.url, {
        method: "GET",
        path: "/terms",
        headers: { "User-Agent": PHONE_BROWSER, "X-Forwarded-For": `198.51.100.${i}` },
      });
      timings.push(performance.now() - started);
      expect(answer.status).toBe(200);
    }
    // The write under way holds one batch; everything beyond the limit is dropped, not queued.
    expect(analytics.counts.dropped).toBeGreaterThan(100);
    expect(analytics.counts.written).toBe(0);
    expect(analytics.counts.capped).toBe(0);
    // No page waited for the stalled write (a page that did would never have been answered).
    expect(Math.max(...timings)).toBeLessThan(5_000);
    // Shutting down does not wait for it either.
    const stopping = performance.now();
    await analytics.stop();
    expect(performance.now() - stopping).toBeLessThan(5_000);
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("page views while PostgreSQL is cut off and back", () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let server: TestServer;
  let analytics: PageViewRecorder;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase("postgres", { deadlineMs: 1000, viaPort: proxy.port });
    analytics = testRecorder(database.db);
    server = await startTestServer(database, { analytics, envOverrides: { DB_DEADLINE_MS: "1000" } });
  });
  afterAll(async () => {
    await server?.close();
    await analytics?.stop();
    await proxy?.setMode("pass");
    await database?.dispose();
    await proxy?.close();
  });

  it.each<ProxyMode>(["cut", "hang"])(
    "%s: pages are answered, that batch is dropped, counting resumes",
    async (mode) => {
      const get = (path: string) =>
        rawRequest(server.url, { method: "GET", path, headers: { "User-Agent": PHONE_BROWSER } });
      const before = await database.db.$count(pageViews);
      await proxy.setMode(mode);
      const started = performance.now();
      for (const path of ["/", "/prices", "/terms"]) expect((await get(path)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      const dropped = analytics.counts.dropped;
      await analytics.flush();
      expect(analytics.counts.dropped).toBe(dropped + 3);
      // The operator sees it: /readyz counts what this server has lost.
      const ready = await rawRequest(server.url, { method: "GET", path: "/readyz" });
      expect(JSON.parse(ready.text).pageViews.dropped).toBe(dropped + 3);

      await proxy.setMode("pass");
      expect((await get("/travel-info")).status).toBe(200);
      await analytics.flush();
      const rows = await database.db.select({ path: pageViews.path }).from(pageViews).orderBy(pageViews.id);
      expect(rows.filter((row) => row.path === "/travel-info")).toHaveLength(mode === "cut" ? 1 : 2);
      // Cut: the three are gone. Hung: the insert that timed out on our side may still reach the
      // database when the line comes back; it is never sent twice.
      if (mode === "cut") expect(rows.length).toBe(before + 1);
      else expect(rows.length).toBeLessThanOrEqual(before + 4);
    },
  );
});
