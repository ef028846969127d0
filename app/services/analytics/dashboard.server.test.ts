/** Tests of the analytics page's report: rolled-up and raw days alike, conversions, zeros. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, leads } from "~/db/schema";
import { expectedDaily, insertViews, viewsOn } from "../../../tests/support/analytics";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { analyticsReport } from "./dashboard.server";
import { OTHER_VALUE } from "~/lib/analytics-labels";
import { rollUpFinishedDays } from "./rollup.server";

// Noon in Budapest on 15 June 2029 (CEST, UTC+2).
const now = new Date("2029-06-15T10:00:00Z");
const week = { from: "2029-06-09", to: "2029-06-15" };

describe.each(testBackends())("the analytics report, on %s", (backend) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(() => truncateAll(database));

  it("gives the same figures for rolled-up days as the raw views gave, with today still raw", async () => {
    const views = [
      ...viewsOn("2029-06-08", 90), // before the period
      ...viewsOn("2029-06-10", 300),
      ...viewsOn("2029-06-12", 200),
      ...viewsOn("2029-06-14", 250),
      ...viewsOn("2029-06-15", 120),
    ];
    await insertViews(db(), views);
    const fromRaw = await analyticsReport(db(), week);

    expect(await rollUpFinishedDays(db(), now)).toHaveLength(4);
    const rolledUp = await analyticsReport(db(), week);
    expect(rolledUp).toEqual(fromRaw);

    // And both say what the views say.
    const expected = expectedDaily(views);
    expect(rolledUp.totals.views).toBe(870);
    expect(rolledUp.days).toEqual(
      ["2029-06-09", "2029-06-10", "2029-06-11", "2029-06-12", "2029-06-13", "2029-06-14", "2029-06-15"].map(
        (day) => ({
          day,
          views: expected.get(`${day}|total|`)?.views ?? 0,
          visitors: expected.get(`${day}|total|`)?.visitors ?? 0,
        }),
      ),
    );
    const inWeek = ["2029-06-10", "2029-06-12", "2029-06-14", "2029-06-15"];
    const sum = (dimension: string, value: string, field: "views" | "visitors" | "entrances") =>
      inWeek.reduce((n, day) => n + (expected.get(`${day}|${dimension}|${value}`)?.[field] ?? 0), 0);
    expect(rolledUp.sources.find((s) => s.value === "google")).toEqual({
      value: "google",
      views: sum("source", "google", "views"),
      visitors: sum("source", "google", "visitors"),
      entrances: sum("source", "google", "entrances"),
    });
    expect(rolledUp.campaigns.map((c) => c.value).sort()).toEqual(["june", "spring"]);
    expect(rolledUp.referrers.map((r) => r.value).sort()).toEqual([
      "forum.example",
      "l.facebook.com",
      "www.google.com",
    ]);
    expect(rolledUp.languages.map((l) => l.views).reduce((a, b) => a + b)).toBe(870);
    const entrances = rolledUp.sources.map((s) => s.entrances);
    expect(entrances).toEqual([...entrances].sort((a, b) => b - a));
    const pageViews = rolledUp.pages.map((p) => p.views);
    expect(pageViews).toEqual([...pageViews].sort((a, b) => b - a));
  });

  it("shows every day of the period, zeros included, even with no views at all", async () => {
    const empty = await analyticsReport(db(), { from: "2029-06-13", to: "2029-06-15" });
    expect(empty.days).toEqual([
      { day: "2029-06-13", views: 0, visitors: 0 },
      { day: "2029-06-14", views: 0, visitors: 0 },
      { day: "2029-06-15", views: 0, visitors: 0 },
    ]);
    expect(empty.totals).toEqual({ views: 0, visitors: 0, leads: 0, paidBookings: 0 });
    expect(empty.pages).toEqual([]);
    expect(empty.conversions).toEqual([]);

    await insertViews(db(), viewsOn("2029-06-13", 10));
    await rollUpFinishedDays(db(), now);
    const report = await analyticsReport(db(), { from: "2029-06-13", to: "2029-06-15" });
    expect(report.days.map((d) => d.views)).toEqual([10, 0, 0]);
  });

  it("lists at most 20 values, the largest first", async () => {
    const views = Array.from({ length: 25 }, (_, i) =>
      viewsOn("2029-06-14", i + 1, i).map((v) => ({ ...v, path: `/page-${i + 1}` })),
    ).flat();
    await insertViews(db(), views);
    await rollUpFinishedDays(db(), now);
    const report = await analyticsReport(db(), week);
    expect(report.pages).toHaveLength(20);
    expect(report.pages[0]).toMatchObject({ value: "/page-25", views: 25 });
    expect(report.pages[19]).toMatchObject({ value: "/page-6", views: 6 });
  });

  it("ranks a value by its whole period, rolled-up days and today's raw views together", async () => {
    const on = (day: string, path: string, count: number) =>
      viewsOn(day, count, count).map((v) => ({ ...v, path }));
    // '/steady' leads on no single day but has the most views over the period.
    await insertViews(db(), [
      ...on("2029-06-13", "/peak", 25),
      ...on("2029-06-13", "/steady", 15),
      ...on("2029-06-15", "/steady", 15),
      ...Array.from({ length: 24 }, (_, i) => on("2029-06-14", `/page-${i}`, 20)).flat(),
    ]);
    await rollUpFinishedDays(db(), now);
    const report = await analyticsReport(db(), week);
    expect(report.pages).toHaveLength(20);
    expect(report.pages.slice(0, 2).map((p) => [p.value, p.views])).toEqual([
      ["/steady", 30],
      ["/peak", 25],
    ]);
    // Equal counts are ordered by the value, the same way every time.
    expect(report.pages[2]).toMatchObject({ value: "/page-0", views: 20 });
  });

  it("shows a flooded day the same way before and after it is rolled up: the rarer values as one row", async () => {
    const usual = viewsOn("2029-06-14", 300);
    const flood = Array.from({ length: 800 }, (_, i) => ({
      ...usual[i % usual.length]!,
      source: "flood",
      medium: "cpc",
      campaign: `random-${i}`,
      referrerHost: null,
      visitorHash: `flood-${i}`,
    }));
    await insertViews(db(), [...usual, ...flood]);
    const fromRaw = await analyticsReport(db(), week);
    await rollUpFinishedDays(db(), now);
    const rolledUp = await analyticsReport(db(), week);
    expect(rolledUp).toEqual(fromRaw);
    expect(rolledUp.campaigns).toHaveLength(20);
    // 802 campaigns that day (the two real ones and 800 made up): 200 kept by name, 602 added up.
    expect(rolledUp.campaigns[0]).toMatchObject({ value: OTHER_VALUE, views: 602, entrances: 602 });
    expect(rolledUp.campaigns.map((c) => c.value)).toEqual(expect.arrayContaining(["spring", "june"]));
    expect(rolledUp.totals.views).toBe(1_100);
  });

  it("gives each source with leads its visitors, however far down the list of sources it is", async () => {
    const views = viewsOn("2029-06-14", 200);
    // 60 sources ranked before the one that brought a lead (as many entrances, earlier names).
    const busier = Array.from({ length: 60 }, (_, i) => ({
      ...views[0]!,
      source: `busy-${i}`,
      medium: "referral",
      visitorHash: `busy-${i}`,
    }));
    const quiet = { ...views[0]!, source: "quiet-partner", medium: "referral", visitorHash: "quiet-visitor" };
    await insertViews(db(), [...views, ...busier, quiet]);
    await rollUpFinishedDays(db(), now);
    await db()
      .insert(leads)
      .values({
        formId: "contact",
        name: "A Person",
        email: "person@example.com",
        consentVersion: "v1",
        visitSource: "quiet-partner",
        createdAt: new Date("2029-06-14T12:00:00Z"),
      });
    const report = await analyticsReport(db(), week);
    expect(report.sources.map((s) => s.value)).not.toContain("quiet-partner");
    expect(report.conversions.find((c) => c.source === "quiet-partner")).toEqual({
      source: "quiet-partner",
      visitors: 1,
      leads: 1,
      paidBookings: 0,
    });
  });

  it("counts leads and paid bookings of the period by the source that brought them", async () => {
    const views = [...viewsOn("2029-06-13", 200), ...viewsOn("2029-06-15", 100)];
    await insertViews(db(), views);
    await rollUpFinishedDays(db(), now);
    const lead = (visitSource: string | null, createdAt: string) => ({
      formId: "contact",
      name: "A Person",
      email: "person@example.com",
      consentVersion: "v1",
      visitSource,
      createdAt: new Date(createdAt),
    });
    await db()
      .insert(leads)
      .values([
        lead("google", "2029-06-13T09:00:00Z"),
        lead("google", "2029-06-15T08:00:00Z"),
        lead("facebook", "2029-06-14T12:00:00Z"),
        lead(null, "2029-06-11T12:00:00Z"),
        // 00:30 on the 13th in Budapest: inside a period starting on the 13th.
        lead("newsletter", "2029-06-12T22:30:00Z"),
        // 23:30 on the 12th in Budapest: outside it.
        lead("newsletter", "2029-06-12T21:30:00Z"),
      ]);
    const booking = (n: number, visitSource: string | null, paid: boolean, channel = "online" as const) => ({
      sessionId: `session-${n}`,
      provider: channel === "online" ? ("stripe" as const) : ("desk" as const),
      channel,
      status: paid ? ("paid" as const) : ("pending" as const),
      eventDate: "2029-07-02",
      amountCents: 5000,
      currency: "eur",
      visitSource,
      createdAt: new Date("2029-06-14T10:00:00Z"),
      paidAt: paid ? new Date("2029-06-14T10:05:00Z") : null,
    });
    await db()
      .insert(consultationBookings)
      .values([
        booking(1, "google", true),
        booking(2, "google", false),
        booking(3, "facebook", true),
        { ...booking(4, null, true), channel: "phone-desk", provider: "desk" },
      ]);

    const report = await analyticsReport(db(), { from: "2029-06-13", to: "2029-06-15" });
    const expected = expectedDaily(views);
    const visitors = (source: string) =>
      (expected.get(`2029-06-13|source|${source}`)?.visitors ?? 0) +
      (expected.get(`2029-06-15|source|${source}`)?.visitors ?? 0);
    const row = (source: string) => report.conversions.find((c) => c.source === source);
    expect(row("google")).toEqual({
      source: "google",
      visitors: visitors("google"),
      leads: 2,
      paidBookings: 1,
    });
    expect(row("facebook")).toEqual({
      source: "facebook",
      visitors: visitors("facebook"),
      leads: 1,
      paidBookings: 1,
    });
    expect(row("newsletter")).toEqual({
      source: "newsletter",
      visitors: visitors("newsletter"),
      leads: 1,
      paidBookings: 0,
    });
    expect(row("unknown")).toEqual({ source: "unknown", visitors: 0, leads: 0, paidBookings: 1 });
    expect(row("direct")?.visitors).toBe(visitors("direct"));
    expect(report.totals.leads).toBe(4);
    expect(report.totals.paidBookings).toBe(3);
    const order = report.conversions.map((c) => c.visitors);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });
});
