import net, { type AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  describeUnavailable,
  isDatabaseUnavailable,
  withDeadline,
} from "./availability.server";
import { openDatabase } from "./client.server";
import { createTestDatabase, testBackends, type TestDatabase } from "../../tests/support/database";

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );

describe("isDatabaseUnavailable", () => {
  it("is true when nothing listens where the database should be", async () => {
    const port = await closedPort();
    const error = await rejectionOf(
      openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, deadlineMs: 1000 }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeUnavailable(error)).toEqual({ code: "ECONNREFUSED", reason: "unreachable" });
  });

  it("is true for PostgreSQL's 'not now' codes and node-postgres's timeouts, wherever they sit in the cause chain", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "57014", "53300"])
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code })), code).toBe(true);
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Query read timeout",
    ])
      expect(
        isDatabaseUnavailable(new Error("Failed query: insert …", { cause: new Error(message) })),
        message,
      ).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError("no answer"))).toBe(true);
    const lockTimeout = Object.assign(new Error("canceling statement due to lock timeout"), {
      code: "55P03",
    });
    expect(isDatabaseUnavailable(lockTimeout)).toBe(true);
  });

  it("is false for errors about the request, and for things that are not errors", () => {
    const nowait = Object.assign(new Error('could not obtain lock on row in relation "holds"'), {
      code: "55P03",
    });
    expect(isDatabaseUnavailable(nowait)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Unexpected Server Error"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});

describe.each(testBackends())("errors from a live database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  let disposed = false;
  afterAll(async () => {
    if (!disposed) await database?.dispose();
  });

  it("a query's own failure (division by zero, duplicate key) is not unavailability", async () => {
    const division = await rejectionOf(database.db.execute(sql`select 1 / 0`));
    expect(isDatabaseUnavailable(division)).toBe(false);
    await database.db.execute(sql`create temporary table once (id int primary key)`);
    await database.db.execute(sql`insert into once values (1)`);
    const duplicate = await rejectionOf(database.db.execute(sql`insert into once values (1)`));
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });

  it("once closed, it is unavailable, and what is logged about it names no one", async () => {
    disposed = true;
    await database.dispose();
    const error = await rejectionOf(
      database.db.execute(sql`select ${"Ann Patient"}::text as name, ${"ann@example.com"}::text as email`),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const described = JSON.stringify(describeUnavailable(error));
    expect(described).not.toContain("ann@example.com");
    expect(described).not.toContain("Ann Patient");
  });
});

describe("withDeadline", () => {
  it("passes on the answer when it comes in time", async () => {
    await expect(withDeadline(Promise.resolve(42), 1000)).resolves.toBe(42);
  });

  it("gives up after the deadline with DatabaseUnavailableError when there is no answer", async () => {
    const started = performance.now();
    const error = await rejectionOf(withDeadline(new Promise(() => undefined), 200, "database ping"));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toBe("database ping gave no answer within 200 ms");
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1000);
  });

  it("passes on the operation's own failure", async () => {
    const failure = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(withDeadline(Promise.reject(failure), 1000)).rejects.toBe(failure);
  });
});
