/**
 * The turn of the day for the visitor hash (decision 0028): within a minute of midnight no salt
 * of the day before exists, in the database or in a server's memory, whether or not a view
 * arrives, and no per-address count of it either. The scheduler's clock is Vitest's; the
 * service's clock is the test's own.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsAddressDays, analyticsSalts, pageViews } from "~/db/schema";
import {
  createTestDatabase,
  everythingStored,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { PHONE_BROWSER } from "../../../tests/support/browsers";
import { testContext } from "../../../tests/support/context";
import { backgroundJobs } from "../jobs.server";
import type { MailTransport } from "../mail/transport.server";
import { startJobs, type Scheduler } from "../platform/scheduler.server";
import { createPageViewRecorder, type PageViewRecorder } from "./recorder.server";

// 23:59:30 in Budapest on 14 June 2029 (CEST, UTC+2), then half a minute after midnight.
const evening = new Date("2029-06-14T21:59:30Z");
const afterMidnight = new Date("2029-06-14T22:00:30Z");
const hit = (at: Date) => ({
  at,
  path: "/",
  search: "",
  referer: undefined,
  userAgent: PHONE_BROWSER,
  address: "198.51.100.23",
  noTrack: false,
});

describe.each(testBackends())("the turn of the day, on %s", (backend) => {
  let database: TestDatabase;
  let clock: Date;
  let recorder: PageViewRecorder;
  let scheduler: Scheduler | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    clock = evening;
    recorder = createPageViewRecorder({
      db: database.db,
      siteUrl: "http://localhost:3000",
      flushMs: 60 * 60_000,
      now: () => clock,
    });
  });
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
    vi.useRealTimers();
    await recorder.stop();
  });

  /** The server's own "analytics salt" job, from the jobs' table, on a scheduler of its own. */
  function startSaltJob() {
    const ctx = testContext(database, { analytics: recorder, now: () => clock });
    const jobs = backgroundJobs(ctx, { kind: "file" } as MailTransport);
    scheduler = startJobs(jobs.filter((job) => job.name === "analytics salt"));
  }

  const saltDays = async () =>
    (await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((r) => r.day);

  it("deletes the day's salt and per-address counts within a minute of midnight, with no view after it", async () => {
    recorder.record(hit(evening));
    await recorder.flush();
    const [{ salt }] = await database.db.select().from(analyticsSalts);
    expect(await saltDays()).toEqual(["2029-06-14"]);
    expect(await database.db.$count(analyticsAddressDays)).toBe(2);
    const hashed = await recorder.hasher.hashIfSalted("2029-06-14", "198.51.100.23", PHONE_BROWSER);
    expect(hashed).toMatch(/^[0-9a-f]{32}$/);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    startSaltJob();
    // Its first run, a second after start and still before midnight, keeps today's salt.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(scheduler!.table()[0]!.lastRunEndedAt).not.toBeNull());
    expect(await saltDays()).toEqual(["2029-06-14"]);

    // Midnight passes and no view arrives; the job's next tick comes.
    clock = afterMidnight;
    await vi.advanceTimersByTimeAsync(60_000);
    // Stopping waits for the run in progress.
    await scheduler!.stop();

    expect(await saltDays()).toEqual([]);
    expect(await database.db.$count(analyticsAddressDays)).toBe(0);
    expect(await everythingStored(database)).not.toContain(salt);
    // Nor does this server hold it: yesterday's hash cannot be made again here either.
    expect(await recorder.hasher.hashIfSalted("2029-06-14", "198.51.100.23", PHONE_BROWSER)).toBeNull();
    // The view itself is still counted.
    expect(await database.db.$count(pageViews)).toBe(1);
  });

  it("makes no salt for a day that is over: a view written after midnight is counted without a hash", async () => {
    recorder.record(hit(evening));
    await recorder.flush();
    recorder.record(hit(new Date("2029-06-14T21:59:59Z")));
    // The batch is written after midnight, once the salt job has run.
    clock = afterMidnight;
    startSaltJob();
    await scheduler!.runNow("analytics salt");
    await recorder.flush();

    const views = await database.db.select().from(pageViews).orderBy(pageViews.id);
    expect(views.map((v) => [v.day, v.visitorHash === null])).toEqual([
      ["2029-06-14", false],
      ["2029-06-14", true],
    ]);
    // Its address was counted under the new day's salt, the only one there is.
    expect(await saltDays()).toEqual(["2029-06-15"]);
  });
});
