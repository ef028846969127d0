import http, { type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { createShutdown } from "./shutdown";

/** A server with one slow endpoint, held open until the test lets it answer. */
async function startServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let slowStarted: () => void = () => undefined;
  const slowHasStarted = new Promise<void>((resolve) => (slowStarted = resolve));
  const server: Server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      slowStarted();
      void released.then(() => res.end("finished"));
      return;
    }
    res.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, release, slowHasStarted };
}

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

/** Resolves with the error code of a fresh connection attempt ('ECONNREFUSED' once closed). */
function connectOutcome(port: number) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

/** Stand-ins for the worker, sweeper and database that write down when they were stopped. */
function recorder() {
  const events: string[] = [];
  let exited: (code: number) => void = () => undefined;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  return {
    events,
    exit,
    deps: {
      workers: [
        { name: "outbox worker", stop: async () => void events.push("outbox worker stopped") },
        { name: "hold sweeper", stop: async () => void events.push("hold sweeper stopped") },
      ],
      database: { close: async () => void events.push("database closed") },
      cleanup: () => void events.push("cleaned up"),
      exit: (code: number) => {
        events.push(`exit ${code}`);
        exited(code);
      },
    },
  };
}

describe("shutting down on SIGTERM", () => {
  const agents: http.Agent[] = [];
  const servers: Server[] = [];
  const keepAlive = () => {
    const agent = new http.Agent({ keepAlive: true });
    agents.push(agent);
    return agent;
  };
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
    for (const server of servers.splice(0)) server.closeAllConnections();
  });

  it("refuses new connections, finishes the request in flight, then stops the workers, closes the database and exits 0", async () => {
    const { server, port, release, slowHasStarted } = await startServer();
    servers.push(server);
    const { events, exit, deps } = recorder();
    const agent = keepAlive();
    // An idle keep-alive connection: it must not hold the shutdown for its 5 s timeout.
    expect((await get(port, "/fast", agent)).body).toBe("fast");
    const inFlight = get(port, "/slow", agent);
    await slowHasStarted;

    const shutdown = createShutdown({ server, ...deps, forceAfterMs: 10_000 });
    const done = shutdown("SIGTERM");

    expect(await connectOutcome(port)).toBe("ECONNREFUSED");
    // The request is still being answered: nothing has been stopped yet.
    expect(events).toEqual([]);

    const started = performance.now();
    release();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: "finished" });
    expect(await exit).toBe(0);
    await done;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(events).toEqual([
      "outbox worker stopped",
      "hold sweeper stopped",
      "database closed",
      "cleaned up",
      "exit 0",
    ]);
  });

  it("exits 1 after the bound when a request never finishes, and a second signal starts nothing new", async () => {
    const { server, port, release, slowHasStarted } = await startServer();
    servers.push(server);
    const { events, exit, deps } = recorder();
    const inFlight = get(port, "/slow", keepAlive()).catch(() => undefined);
    await slowHasStarted;

    const shutdown = createShutdown({ server, ...deps, forceAfterMs: 300 });
    const started = performance.now();
    const first = shutdown("SIGTERM");
    expect(shutdown("SIGINT")).toBe(first);

    expect(await exit).toBe(1);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    expect(events).toEqual(["exit 1"]);

    release();
    await inFlight;
  });

  it("still closes the database when stopping a worker fails, and exits 1", async () => {
    const { server } = await startServer();
    servers.push(server);
    const { events, exit, deps } = recorder();
    deps.workers[0] = {
      name: "outbox worker",
      stop: async () => {
        throw new Error("worker would not stop");
      },
    };

    await createShutdown({ server, ...deps })("SIGTERM");

    expect(await exit).toBe(1);
    expect(events).toEqual(["hold sweeper stopped", "database closed", "cleaned up", "exit 1"]);
  });
});
