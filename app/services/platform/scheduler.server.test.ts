/** Tests of the one background-job scheduler: failures recorded, no run overlapping itself, stop(). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { failureText, startJobs, type Job, type Scheduler } from "./scheduler.server";

let scheduler: Scheduler | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2027-03-01T09:00:00Z") });
});
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const row = (name: string) => scheduler!.table().find((job) => job.name === name)!;

describe("the background-job scheduler", () => {
  it("records a run that throws, logs it, and keeps running it and the other jobs", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let failing = 0;
    let fine = 0;
    scheduler = startJobs([
      {
        name: "failing",
        does: "always throws",
        intervalMs: 1000,
        run: async () => {
          failing += 1;
          throw new Error("could not reach patient@example.com");
        },
      },
      { name: "fine", does: "counts", intervalMs: 1000, run: async () => void (fine += 1) },
    ]);
    expect(row("failing")).toMatchObject({ runs: 0, lastRunAt: null, lastOutcome: null });

    await vi.advanceTimersByTimeAsync(1000);
    expect(row("failing")).toMatchObject({
      runs: 1,
      lastRunAt: "2027-03-01T09:00:01.000Z",
      lastRunEndedAt: "2027-03-01T09:00:01.000Z",
      lastOutcome: "error: Error: could not reach [email]",
    });
    expect(row("fine")).toMatchObject({ runs: 1, lastOutcome: "ok" });
    expect(error.mock.calls.some((call) => call.includes("failing failed"))).toBe(true);

    await vi.advanceTimersByTimeAsync(2000);
    expect([failing, fine]).toEqual([3, 3]);
    expect(row("failing").runs).toBe(3);
    expect(row("fine")).toMatchObject({ runs: 3, lastOutcome: "ok", intervalMs: 1000, does: "counts" });
  });

  it("never overlaps a run of a job with another of the same job", async () => {
    let running = 0;
    let most = 0;
    let finish: () => void = () => undefined;
    const slow: Job = {
      name: "slow",
      does: "takes longer than its interval",
      intervalMs: 100,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (finish = resolve));
        running -= 1;
      },
    };
    scheduler = startJobs([slow]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(row("slow").runs).toBe(1);
    // Asked to run now while a run is in progress: it waits for that run.
    const now = scheduler.runNow("slow");
    await vi.advanceTimersByTimeAsync(1000);
    expect(row("slow").runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(row("slow").runs).toBe(2);
    finish();
    await now;
    await vi.advanceTimersByTimeAsync(100);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(row("slow").runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it("keeps each job's first run and interval, and backs off where a job asks to", async () => {
    const starts: Record<string, number[]> = { soon: [], backoff: [] };
    const at = (name: string) => () => starts[name].push(Date.now() - Date.parse("2027-03-01T09:00:00Z"));
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    scheduler = startJobs([
      {
        name: "soon",
        does: "first run early",
        intervalMs: 1000,
        firstRunMs: 10,
        run: async () => void at("soon")(),
      },
      {
        name: "backoff",
        does: "fails, waiting longer each time",
        intervalMs: 100,
        firstRunMs: 0,
        nextDelayMs: (failures) => 100 * 2 ** failures,
        run: async () => {
          at("backoff")();
          throw new Error("down");
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(2100);
    expect(starts.soon).toEqual([10, 1010, 2010]);
    expect(starts.backoff).toEqual([0, 200, 600, 1400]);
  });

  it("stops every timer and waits for the run in progress", async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    scheduler = startJobs([
      {
        name: "one",
        does: "waits",
        intervalMs: 50,
        run: async () => {
          runs += 1;
          await new Promise<void>((resolve) => (finish = resolve));
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(50);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });

  it("refuses two jobs of one name", () => {
    const job: Job = { name: "twice", does: "", intervalMs: 10, run: async () => undefined };
    expect(() => startJobs([job, job])).toThrow(/twice/);
  });
});

describe("failureText", () => {
  it("says what failed without a query, its values or an address", () => {
    const query = new Error("Failed query: delete from leads where email = $1\nparams: jo@example.com");
    expect(failureText(query)).toBe("error: Error: a database query failed");
    const smtp = Object.assign(new Error("550 mailbox jo@example.com unknown\nmore"), { code: "EENVELOPE" });
    expect(failureText(smtp)).toBe("error: Error EENVELOPE: 550 mailbox [email] unknown");
  });
});
