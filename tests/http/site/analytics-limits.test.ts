import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsAddressDays, analyticsSalts, pageViews } from "../../../app/db/schema";
import { logger } from "../../../app/lib/logger.server";
import { createPageViewRecorder } from "../../../app/services/analytics/recorder.server";
import {
  createTestDatabase,
  everythingStored,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../support/database";
import { DESKTOP_BROWSER, PHONE_BROWSER, testRecorder } from "../../support/browsers";
import { expectedDaily } from "../../support/analytics";
import { analyticsReport } from "../../../app/services/analytics/dashboard.server";

/*
 * The limits on counting that servers share through the database (decision 0028): two servers
 * counting one day, visitors written at once, the per-address cap and the day's ceiling.
 */

describe.each(testBackends())("two servers counting on one %s database", (kind) => {
  it("make one salt between them, so a browser has the same hash on either", async () => {
    const database = await createTestDatabase(kind);
    try {
      const servers = [1, 2].map(() => testRecorder(database.db));
      const hit = {
        at: new Date(),
        path: "/",
        search: "",
        referer: undefined,
        userAgent: PHONE_BROWSER,
        address: "198.51.100.9",
        noTrack: false,
      };
      // Both reach the new day at the same moment.
      servers.forEach((server) => server.record(hit));
      await Promise.all(servers.map((server) => server.flush()));
      const rows = await database.db.select().from(pageViews);
      expect(rows).toHaveLength(2);
      expect(rows[0].visitorHash).toBe(rows[1].visitorHash);
      expect(await database.db.$count(analyticsSalts)).toBe(1);
      await Promise.all(servers.map((server) => server.stop()));
    } finally {
      await database.dispose();
    }
  });
});

describe.each(testBackends())("visitors counted by servers writing at once on one %s database", (kind) => {
  it("count each browser once a day, and once per page, source or language it saw", async () => {
    const database = await createTestDatabase(kind);
    try {
      const servers = [1, 2, 3].map(() => testRecorder(database.db));
      const at = new Date();
      const browsers = [PHONE_BROWSER, DESKTOP_BROWSER];
      const pages = ["/", "/prices", "/de/preise", "/fr/tarifs"];
      // Three rounds; in each, every server writes a batch at the same moment, and the same
      // browsers appear on every server (a load balancer sends a visitor anywhere).
      for (let round = 0; round < 3; round++) {
        servers.forEach((server, s) => {
          for (let i = 0; i < 12; i++) {
            server.record({
              at,
              path: pages[(i + s + round) % pages.length]!,
              search: i % 3 === 0 ? `utm_source=partner-${i % 2}` : "",
              referer: undefined,
              userAgent: browsers[i % 2]!,
              address: `198.51.100.${i % 3}`,
              noTrack: false,
            });
          }
        });
        await Promise.all(servers.map((server) => server.flush()));
      }
      const views = await database.db.select().from(pageViews);
      expect(views).toHaveLength(108);
      const day = views[0]!.day;
      const report = await analyticsReport(database.db, { from: day, to: day });
      // What the stored hashes say, worked out by hand.
      const truth = expectedDaily(views);
      expect(report.totals).toMatchObject({ views: 108, visitors: truth.get(`${day}|total|`)!.visitors });
      expect(report.totals.visitors).toBe(6);
      for (const page of report.pages)
        expect(page.visitors).toBe(truth.get(`${day}|page|${page.value}`)!.visitors);
      for (const source of report.sources)
        expect(source.visitors).toBe(truth.get(`${day}|source|${source.value}`)!.visitors);
      for (const language of report.languages)
        expect(language.visitors).toBe(truth.get(`${day}|language|${language.value}`)!.visitors);
      await Promise.all(servers.map((server) => server.stop()));
    } finally {
      await database.dispose();
    }
  });
});

describe.each(testBackends())("the day's limits, shared by servers on one %s database", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(() => truncateAll(database));
  afterAll(async () => database?.dispose());

  // 10:00 in Budapest; each view a minute apart, so the per-minute cap never decides.
  const start = new Date("2026-11-26T09:00:00Z").getTime();
  const hit = (address: string, minute: number) => ({
    at: new Date(start + minute * 60_000),
    path: "/",
    search: "",
    referer: undefined,
    userAgent: PHONE_BROWSER,
    address,
    noTrack: false,
  });
  const servers = (limits: { viewsPerAddressPerDay: number; viewsPerDay?: number }, now = new Date(start)) =>
    [1, 2].map(() =>
      createPageViewRecorder({
        db: database.db,
        siteUrl: "http://localhost:3000",
        flushMs: 60_000,
        now: () => now,
        ...limits,
      }),
    );
  const written = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(pageViews))[0]!.n;

  it("count one address for at most its day's limit on all servers together; others still count", async () => {
    const [one, two] = servers({ viewsPerAddressPerDay: 50 });
    for (let minute = 0; minute < 40; minute++) {
      one!.record(hit("203.0.113.5", minute));
      two!.record(hit("203.0.113.5", minute));
    }
    one!.record(hit("203.0.113.6", 0));
    two!.record(hit("2001:db8:1:2::", 0));
    // Both servers write at the same moment.
    await Promise.all([one!.flush(), two!.flush()]);
    expect(await written()).toBe(52);
    expect(one!.counts.capped + two!.counts.capped).toBe(30);
    expect(one!.counts.written + two!.counts.written).toBe(52);
    // And later in the day too.
    one!.record(hit("203.0.113.5", 300));
    await one!.flush();
    expect(await written()).toBe(52);
    // No address is stored: the counts are under keys made with the day's salt.
    const stored = await everythingStored(database);
    expect(stored).not.toContain("203.0.113.5");
    expect(stored).not.toContain("2001:db8");
    const keys = await database.db.select({ key: analyticsAddressDays.key }).from(analyticsAddressDays);
    const names = keys.map((k) => k.key);
    expect(names.filter((key) => key !== "day")).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}$/),
      expect.stringMatching(/^[0-9a-f]{32}$/),
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ]);
    expect(names).toContain("day");
    await Promise.all([one!.stop(), two!.stop()]);
  });

  it("stop counting for the day at its ceiling, counting only the views each address was allowed", async () => {
    const warn = vi.spyOn(logger, "warn");
    try {
      const [one, two] = servers({ viewsPerAddressPerDay: 10, viewsPerDay: 100 });
      // One address's 50 views: 10 count, and the 40 refused do not use up the day's ceiling.
      for (let minute = 0; minute < 50; minute++) one!.record(hit("198.51.100.1", minute));
      await one!.flush();
      expect(await written()).toBe(10);
      // Then 30 addresses, 5 views each, on both servers: 90 more reach the ceiling of 100.
      for (let i = 0; i < 30; i++) {
        for (let minute = 0; minute < 5; minute++) (i % 2 ? one : two)!.record(hit(`192.0.2.${i}`, minute));
      }
      await Promise.all([one!.flush(), two!.flush()]);
      expect(await written()).toBe(100);
      // Past it, nothing more is counted that day, on either server.
      for (const server of [one!, two!]) {
        server.record(hit("192.0.2.200", 100));
        await server.flush();
      }
      expect(await written()).toBe(100);
      expect(one!.counts.written + two!.counts.written).toBe(100);
      expect(one!.counts.capped + two!.counts.capped).toBe(40 + 60 + 2);
      // Each server says so once, with nothing about any visitor.
      const said = warn.mock.calls.filter(([, message]) => String(message).includes("ceiling"));
      expect(said.length).toBeGreaterThanOrEqual(1);
      expect(said.length).toBeLessThanOrEqual(2);
      expect(JSON.stringify(said)).not.toMatch(/192\.0\.2|198\.51/);
      await Promise.all([one!.stop(), two!.stop()]);

      // The next day counts again.
      const [tomorrow] = servers(
        { viewsPerAddressPerDay: 10, viewsPerDay: 100 },
        new Date(start + 86_400_000),
      );
      tomorrow!.record({ ...hit("198.51.100.1", 0), at: new Date(start + 86_400_000) });
      await tomorrow!.flush();
      expect(await written()).toBe(101);
      await tomorrow!.stop();
    } finally {
      warn.mockRestore();
    }
  });
});
