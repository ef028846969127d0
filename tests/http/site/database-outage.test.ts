import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outage } from "../../../app/content/outage";
import { site } from "../../../app/content/site";
import { leads } from "../../../app/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { startTcpProxy, type TcpProxy, type ProxyMode } from "../../support/tcp-proxy";

/*
 * The whole server (edge, React Router, real routes) in front of a PostgreSQL reached through a
 * TCP proxy the test breaks. Only with TEST_DATABASE_URL: PGlite runs inside this process, so
 * there is no connection to cut or stall.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const DEADLINE_MS = 1000;

const contact = {
  name: "Ann Patient",
  email: "ann@example.com",
  treatment: "Dental Implants",
  message: "Two implants, please.",
};

async function timedFetch(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

async function eventually(condition: () => Promise<boolean>, withinMs: number, what: string) {
  const until = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(adminUrl)("the site while PostgreSQL is away", () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let server: TestServer;

  const postContact = (n: number) =>
    timedFetch(`${server.url}/f/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...contact, email: `patient${n}@example.com` }),
    });

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase("postgres", { deadlineMs: DEADLINE_MS, viaPort: proxy.port });
    server = await startTestServer(database, {
      envOverrides: { DB_DEADLINE_MS: String(DEADLINE_MS) },
      rateLimits: { forms: { windowMs: 60_000, limit: 1000 } },
    });
  });
  afterEach(async () => proxy.setMode("pass"));
  afterAll(async () => {
    await server?.close();
    await proxy?.setMode("pass");
    await database?.dispose();
    await proxy?.close();
  });

  it.each<ProxyMode>(["cut", "hang"])(
    "%s: the site stays up and says so honestly, then serves again by itself",
    async (mode) => {
      // Leads count once per person and message: each run writes as different people.
      const n = mode === "cut" ? 0 : 10;
      // Open pooled connections first, so there are some to lose.
      expect((await postContact(n)).response.status).toBe(200);
      const before = await database.db.$count(leads);

      await proxy.setMode(mode);

      const health = await timedFetch(`${server.url}/healthz`);
      expect(health.response.status).toBe(200);

      const ready = await timedFetch(`${server.url}/readyz`);
      expect(ready.response.status).toBe(503);
      expect(ready.ms).toBeLessThan(DEADLINE_MS + 1000);

      const page = await timedFetch(`${server.url}/consultation-event`);
      expect(page.response.status).toBe(503);
      expect(page.response.headers.get("Retry-After")).toBe("30");
      expect(page.body).toContain(outage.title);
      expect(page.body).toContain(`href="${site.phone.href}"`);
      expect(page.ms).toBeLessThan(10_000);

      // The places left the event page asks for every minute: an honest 503 the page keeps its
      // numbers on (app/parts/booking/send.ts), never a hang.
      const seats = await timedFetch(`${server.url}/api/event-seats`);
      expect(seats.response.status).toBe(503);
      expect(seats.response.headers.get("Retry-After")).toBe("30");
      expect(JSON.parse(seats.body)).toHaveProperty("error");
      expect(seats.ms).toBeLessThan(10_000);

      const form = await postContact(n + 1);
      expect(form.response.status).toBe(503);
      expect(form.response.headers.get("Retry-After")).toBe("30");
      expect(form.body).toContain(site.phone.display);
      expect(form.ms).toBeLessThan(10_000);

      await proxy.setMode("pass");

      await eventually(
        async () => (await fetch(`${server.url}/readyz`)).status === 200,
        5000,
        "/readyz says 200 again",
      );
      expect((await timedFetch(`${server.url}/consultation-event`)).response.status).toBe(200);
      expect((await timedFetch(`${server.url}/api/event-seats`)).response.status).toBe(200);
      expect((await postContact(n + 2)).response.status).toBe(200);
      expect(await database.db.$count(leads)).toBe(before + 1);
    },
  );
});
