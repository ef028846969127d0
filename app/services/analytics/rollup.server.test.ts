/** Tests of the daily rollup and of the raw views' retention, on PGlite and PostgreSQL. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsRollups, pageViews } from "~/db/schema";
import { expectedDaily, insertViews, viewsOn, type Counts } from "../../../tests/support/analytics";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { OTHER_VALUE } from "~/lib/analytics-labels";
import {
  analyticsRollupPass,
  deleteExpiredViews,
  rollUpFinishedDays,
  TOP_VALUES_PER_DAY,
} from "./rollup.server";

// Noon in Budapest on 15 June 2029 (CEST).
const now = new Date("2029-06-15T10:00:00Z");

describe.each(testBackends())("the analytics rollup, on %s", (backend) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(() => truncateAll(database));

  async function storedDaily(): Promise<Map<string, Counts>> {
    const rows = await db().select().from(analyticsDaily);
    return new Map(
      rows.map((r) => [
        `${r.day}|${r.dimension}|${r.value}`,
        { views: r.views, visitors: r.visitors, entrances: r.entrances },
      ]),
    );
  }
  const rolledDays = async () =>
    (await db().select({ day: analyticsRollups.day }).from(analyticsRollups)).map((r) => r.day).sort();
  const rawDays = async () =>
    (await db().selectDistinct({ day: pageViews.day }).from(pageViews)).map((r) => r.day).sort();

  it("counts each finished day by every dimension as the raw views say, and leaves today raw", async () => {
    const finished = [...viewsOn("2029-06-13", 400), ...viewsOn("2029-06-14", 300)];
    await insertViews(db(), [...finished, ...viewsOn("2029-06-15", 50)]);

    expect(await rollUpFinishedDays(db(), now)).toEqual(["2029-06-13", "2029-06-14"]);

    expect(await storedDaily()).toEqual(expectedDaily(finished));
    expect((await storedDaily()).get("2029-06-13|total|")?.views).toBe(400);
    expect(await rolledDays()).toEqual(["2029-06-13", "2029-06-14"]);
    // Raw views stay for the report's recent days until they expire.
    expect(await rawDays()).toEqual(["2029-06-13", "2029-06-14", "2029-06-15"]);
  });

  it("rolls a day up once, however often and however many servers run it", async () => {
    const views = [
      ...viewsOn("2029-06-12", 200),
      ...viewsOn("2029-06-13", 250),
      ...viewsOn("2029-06-14", 150),
    ];
    await insertViews(db(), views);

    const [first, second] = await Promise.all([rollUpFinishedDays(db(), now), rollUpFinishedDays(db(), now)]);
    expect([...first, ...second].sort()).toEqual(["2029-06-12", "2029-06-13", "2029-06-14"]);
    expect(await rollUpFinishedDays(db(), now)).toEqual([]);

    expect(await storedDaily()).toEqual(expectedDaily(views));
  });

  it("waits a few minutes after midnight before counting the day just ended", async () => {
    await insertViews(db(), viewsOn("2029-06-14", 20));
    // 00:02 in Budapest: a server may still hold views of the 14th in its buffer.
    expect(await rollUpFinishedDays(db(), new Date("2029-06-14T22:02:00Z"))).toEqual([]);
    expect(await rollUpFinishedDays(db(), new Date("2029-06-14T22:06:00Z"))).toEqual(["2029-06-14"]);
  });

  it("deletes raw views after 30 days, only of days already counted, and keeps their counts", async () => {
    // Today is the 15th of June: the 30 days kept are 17 May to 15 June.
    const expired = [...viewsOn("2029-05-01", 120), ...viewsOn("2029-05-16", 80)];
    const kept = [...viewsOn("2029-05-17", 60), ...viewsOn("2029-06-14", 40)];
    await insertViews(db(), [...expired, ...kept]);

    // Nothing counted yet: nothing may go.
    expect(await deleteExpiredViews(db(), now)).toBe(0);
    expect(await rawDays()).toEqual(["2029-05-01", "2029-05-16", "2029-05-17", "2029-06-14"]);

    const hashesKept = kept.filter((v) => v.visitorHash).length;
    expect(await analyticsRollupPass(db(), now)).toEqual({
      daysRolledUp: 4,
      hashesForgotten: hashesKept,
      viewsDeleted: 200,
    });
    expect(await rawDays()).toEqual(["2029-05-17", "2029-06-14"]);
    expect(await storedDaily()).toEqual(expectedDaily([...expired, ...kept]));

    // A later pass finds nothing more to do.
    expect(await analyticsRollupPass(db(), now)).toEqual({
      daysRolledUp: 0,
      hashesForgotten: 0,
      viewsDeleted: 0,
    });
  });

  it("removes a day's visitor hashes once the day is counted, and keeps today's for attribution", async () => {
    const finished = [...viewsOn("2029-06-13", 300), ...viewsOn("2029-06-14", 200)];
    const today = viewsOn("2029-06-15", 100);
    await insertViews(db(), [...finished, ...today]);
    const hashes = async (day: string) =>
      (
        await db()
          .select({ hash: pageViews.visitorHash })
          .from(pageViews)
          .where(sql`${pageViews.day} = ${day} and ${pageViews.visitorHash} is not null`)
      ).length;

    const result = await analyticsRollupPass(db(), now);
    expect(result).toEqual({
      daysRolledUp: 2,
      hashesForgotten: finished.filter((v) => v.visitorHash).length,
      viewsDeleted: 0,
    });
    expect([await hashes("2029-06-13"), await hashes("2029-06-14")]).toEqual([0, 0]);
    expect(await hashes("2029-06-15")).toBe(today.filter((v) => v.visitorHash).length);
    // The views stay, and the day's visitors were counted before their hashes went.
    expect(await rawDays()).toEqual(["2029-06-13", "2029-06-14", "2029-06-15"]);
    expect(await storedDaily()).toEqual(expectedDaily(finished));
  });

  it("keeps a day's top values of each dimension and folds a flood of rare ones into one row", async () => {
    const usual = viewsOn("2029-06-14", 600);
    // 1,500 views from a script, each with a campaign and referring site of its own.
    const flood = Array.from({ length: 1_500 }, (_, i) => ({
      ...usual[i % usual.length]!,
      source: "flood",
      medium: "cpc",
      campaign: `random-${i}`,
      referrerHost: `r${i}.flood.example`,
      visitorHash: `flood-${i}`,
    }));
    await insertViews(db(), [...usual, ...flood]);
    await rollUpFinishedDays(db(), now);

    const daily = await storedDaily();
    const expected = expectedDaily([...usual, ...flood]);
    for (const dimension of ["campaign", "referrer"]) {
      const rows = [...daily].filter(([key]) => key.startsWith(`2029-06-14|${dimension}|`));
      expect(rows.length).toBeLessThanOrEqual(TOP_VALUES_PER_DAY + 1);
      // Nothing is lost: the kept values and the folded row add up to every view of the dimension.
      const sum = (field: keyof Counts) => rows.reduce((n, [, counts]) => n + counts[field], 0);
      const all = [...expected].filter(([key]) => key.startsWith(`2029-06-14|${dimension}|`));
      expect(sum("views")).toBe(all.reduce((n, [, counts]) => n + counts.views, 0));
      expect(sum("entrances")).toBe(all.reduce((n, [, counts]) => n + counts.entrances, 0));
      expect(daily.get(`2029-06-14|${dimension}|${OTHER_VALUE}`)?.views).toBeGreaterThan(1_000);
    }
    // The real campaigns, seen many times, keep their names and exact counts.
    expect(daily.get("2029-06-14|campaign|spring")).toEqual(expected.get("2029-06-14|campaign|spring"));
    expect(daily.get("2029-06-14|campaign|june")).toEqual(expected.get("2029-06-14|campaign|june"));
    // Dimensions with few values are untouched.
    for (const dimension of ["total", "page", "language", "device", "medium"]) {
      for (const [key, counts] of expected) {
        if (key.startsWith(`2029-06-14|${dimension}|`)) expect(daily.get(key)).toEqual(counts);
      }
    }
  });

  it("gives a day without views no rows at all", async () => {
    await insertViews(db(), [...viewsOn("2029-06-10", 30), ...viewsOn("2029-06-14", 30)]);
    await rollUpFinishedDays(db(), now);
    expect(await rolledDays()).toEqual(["2029-06-10", "2029-06-14"]);
    const days = await db().execute(sql`select distinct day::text as day from analytics_daily order by 1`);
    expect((days as unknown as { rows: { day: string }[] }).rows.map((r) => r.day)).toEqual([
      "2029-06-10",
      "2029-06-14",
    ]);
  });
});
