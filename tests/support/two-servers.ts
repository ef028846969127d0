// Two app servers over one database, as two processes behind a load balancer would be: on
// PostgreSQL each has its own connection pool; PGlite belongs to one process, so there the two
// share its handle (the app-level guarantees still have to hold). Hooks for a Vitest describe.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { createTestDatabase, truncateAll, type TestDatabase } from "./database";
import { startTestServer, type TestServer } from "./http-server";

export interface TwoServers {
  database: TestDatabase;
  /** The second server's database handle: its own pool on PostgreSQL, the same PGlite otherwise. */
  second: DatabaseHandle;
  one: TestServer;
  two: TestServer;
}

/**
 * Starts the database and both servers before the describe's tests, empties the tables before
 * each test and closes everything after. The returned object is filled in by `beforeAll`.
 */
export function useTwoServers(
  backend: "pglite" | "postgres",
  options: Parameters<typeof startTestServer>[1] = {},
): TwoServers {
  const servers = {} as TwoServers;
  beforeAll(async () => {
    servers.database = await createTestDatabase(backend);
    if (backend === "postgres") {
      const pool = (servers.database.db as unknown as { $client: { options: { connectionString: string } } })
        .$client;
      servers.second = await openDatabase({ databaseUrl: pool.options.connectionString });
    } else {
      servers.second = servers.database;
    }
    servers.one = await startTestServer(servers.database, options);
    servers.two = await startTestServer({ ...servers.second, dispose: async () => undefined }, options);
  });
  afterAll(async () => {
    await servers.one?.close();
    await servers.two?.close();
    if (servers.second && servers.second !== servers.database) await servers.second.close();
    await servers.database?.dispose();
  });
  beforeEach(async () => truncateAll(servers.database));
  return servers;
}
