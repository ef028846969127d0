/** Tests of the background jobs' table and of /readyz listing the jobs with their last runs. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { loader } from "~/routes/readyz";
import type { Route } from "../routes/+types/readyz";
import { testContext } from "../../tests/support/context";
import type { FileStore } from "./uploads/file-store.server";
import { backgroundJobs } from "./jobs.server";
import type { MailTransport } from "./mail/transport.server";
import type { PaymentProvider } from "./payments/providers.server";
import { startJobs, type Scheduler } from "./platform/scheduler.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the background jobs' table", () => {
  it("holds every periodic job with its interval and first run, as the server started them", () => {
    const jobs = backgroundJobs(
      testContext({} as Database, {
        payments: {} as PaymentProvider,
        files: {} as FileStore,
        settings: {
          mailFrom: "clinic@example.com",
          clinicInbox: "inbox@example.com",
          siteUrl: "https://example.com",
          dataDir: "/tmp/data",
        },
      }),
      { kind: "file" } as MailTransport,
    );
    expect(jobs.map(({ name, intervalMs, firstRunMs }) => ({ name, intervalMs, firstRunMs }))).toEqual([
      { name: "outbox", intervalMs: 5000, firstRunMs: 0 },
      { name: "hold sweep", intervalMs: MINUTE, firstRunMs: undefined },
      { name: "payment reconciliation", intervalMs: 24 * HOUR, firstRunMs: 10_000 },
      { name: "waiting list", intervalMs: MINUTE, firstRunMs: undefined },
      { name: "plan expiry", intervalMs: HOUR, firstRunMs: MINUTE },
      { name: "plan follow-ups", intervalMs: 5 * MINUTE, firstRunMs: MINUTE },
      { name: "medical history reminders", intervalMs: 5 * MINUTE, firstRunMs: MINUTE },
      { name: "unconfirmed sign-up purge", intervalMs: HOUR, firstRunMs: MINUTE },
      { name: "enquiry retention purge", intervalMs: 24 * HOUR, firstRunMs: MINUTE },
      { name: "medical history retention", intervalMs: 24 * HOUR, firstRunMs: MINUTE },
      { name: "analytics salt", intervalMs: MINUTE, firstRunMs: 1000 },
      { name: "analytics rollup", intervalMs: HOUR, firstRunMs: MINUTE },
      { name: "attachment sweep", intervalMs: 15 * MINUTE, firstRunMs: undefined },
    ]);
    for (const job of jobs) expect(job.does.length).toBeGreaterThan(10);
  });
});

describe("/readyz", () => {
  let scheduler: Scheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    vi.useRealTimers();
  });

  const ask = async (context: Record<string, unknown>) => {
    const response = await loader({
      context: {
        ...testContext({} as Database, { settings: { databaseDeadlineMs: 500 } }),
        cspNonce: "n",
        ...context,
      },
    } as unknown as Route.LoaderArgs);
    return { status: response.status, body: await response.json() };
  };

  it("lists the jobs with their last runs, and keeps its status and fields", async () => {
    vi.useFakeTimers({ now: new Date("2027-03-01T09:00:00Z") });
    scheduler = startJobs([
      { name: "fine", does: "works", intervalMs: 1000, run: async () => ({ done: 0 }) },
      {
        name: "broken",
        does: "throws",
        intervalMs: 60_000,
        firstRunMs: 0,
        run: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
        logFailure: () => undefined,
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    const jobs = () => scheduler!.table();

    const ready = await ask({ database: { ping: async () => undefined }, jobs });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: "ok",
      database: "ok",
      jobs: [
        {
          name: "fine",
          intervalMs: 1000,
          lastRunAt: null,
          lastRunEndedAt: null,
          lastOutcome: null,
          runs: 0,
        },
        {
          name: "broken",
          intervalMs: 60_000,
          lastRunAt: "2027-03-01T09:00:00.000Z",
          lastRunEndedAt: "2027-03-01T09:00:00.000Z",
          // The reason is in the log, not in a public answer.
          lastOutcome: "error",
          runs: 1,
        },
      ],
      // Every server counts page views (the service context always carries its recorder).
      pageViews: { written: 0, dropped: 0, capped: 0 },
    });

    const down = await ask({ database: { ping: () => Promise.reject(new Error("down")) }, jobs });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", database: "unreachable" });
    expect(down.body.jobs).toHaveLength(2);
  });

  it("says no jobs where the server runs none (most tests)", async () => {
    const ready = await ask({ database: { ping: async () => undefined } });
    expect(ready.body).toEqual({
      status: "ok",
      database: "ok",
      jobs: [],
      pageViews: { written: 0, dropped: 0, capped: 0 },
    });
  });
});
