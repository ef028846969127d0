import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookings } from "../../../app/db/schema";
import { canonicalPath, canonicalVerdict } from "../../../server/canonical-path";
import { createTestDatabase, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";

const SITE = "http://localhost:3000";

describe("one canonical spelling of a path", () => {
  it("decodes unreserved escapes, capitalises the others, drops empty and dot segments", () => {
    expect(canonicalPath("/st%61ff/leads")).toBe("/staff/leads");
    expect(canonicalPath("/%73%74%61%66%66")).toBe("/staff");
    expect(canonicalPath("//staff///leads")).toBe("/staff/leads");
    expect(canonicalPath("/x/../staff/./leads")).toBe("/staff/leads");
    expect(canonicalPath("/x/%2e%2e/staff")).toBe("/staff");
    expect(canonicalPath("/staff\\leads")).toBe("/staff/leads");
    expect(canonicalPath("/treatments/caf%c3%a9")).toBe("/treatments/caf%C3%A9");
    expect(canonicalPath("/prices/")).toBe("/prices/");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/../..")).toBe("/");
  });

  it("refuses what cannot be a path: a broken escape, an encoded slash, backslash or NUL", () => {
    for (const path of [
      "/staff%2Fleads",
      "/staff%5cleads",
      "/a%00b",
      "/a%zz",
      "/a%4",
      "/a%",
      "/a%FF",
      "/a%C3",
    ])
      expect(canonicalPath(path), path).toBeNull();
  });

  it("leaves a canonical path, its query and a token's capitals alone", () => {
    expect(canonicalVerdict("GET", "/booking/AbC-123_x?x=%41")).toEqual({ kind: "canonical" });
    expect(canonicalVerdict("GET", "/st%61ff?next=%2Fstaff")).toEqual({
      kind: "redirect",
      location: "/staff?next=%2Fstaff",
      status: 308,
    });
    // A public page typed in capitals is found; anything else in other capitals is not a route.
    expect(canonicalVerdict("GET", "/Prices?c=gbp")).toEqual({
      kind: "redirect",
      location: "/prices?c=gbp",
      status: 301,
    });
    expect(canonicalVerdict("POST", "/Prices")).toEqual({ kind: "canonical" });
    expect(canonicalVerdict("GET", "/STAFF/leads")).toEqual({ kind: "canonical" });
    expect(canonicalVerdict("GET", "http://evil.example/staff")).toEqual({ kind: "refuse" });
  });
});

describe("path variants and slow connections at a real server", () => {
  let database: TestDatabase;
  let server: TestServer;
  const get = (path: string, method = "GET") => rawRequest(server.url, { method, path });

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database, {
      rateLimits: { seats: { limit: 3, windowMs: 60_000 }, webhook: { limit: 3, windowMs: 60_000 } },
      bodyDeadlines: { webhook: 500, other: 500 },
      connections: { headersTimeoutMs: 800, requestTimeoutMs: 3_000, checkEveryMs: 100 },
      envOverrides: { STRIPE_WEBHOOK_SECRET: "whsec_edge_hardening_test" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => truncateAll(database));

  it("an encoded or dotted spelling of a staff page is sent to the canonical one, which is no-store and noindex", async () => {
    for (const variant of [
      "/st%61ff/leads",
      "/%73taff/leads",
      "//staff/leads",
      "/x/../staff/leads",
      "/staff\\leads",
    ]) {
      const answer = await get(variant);
      expect(answer.status, variant).toBe(308);
      expect(answer.headers.location, variant).toBe("/staff/leads");
    }
    const canonical = await get("/staff/leads");
    expect(canonical.status).toBe(302); // to the sign-in page
    expect(canonical.headers["cache-control"]).toBe("no-store");
    expect(canonical.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("a staff page in other capitals is no page at all: 404, nothing of the back office", async () => {
    for (const variant of ["/STAFF/leads", "/Staff/leads", "/staff/LEADS"]) {
      const answer = await get(variant);
      expect(answer.status, variant).toBe(404);
      expect(answer.headers.location, variant).toBeUndefined();
      expect(answer.text, variant).not.toContain("sign-in");
    }
  });

  it("an API endpoint's variants meet its rate-limit tier or no route: never the route without its tier", async () => {
    for (let i = 0; i < 3; i += 1) expect((await get("/api/event-seats")).status).toBe(200);
    expect((await get("/api/event-seats")).status).toBe(429);
    // The encoded spelling is sent to the canonical one, where the tier is already spent.
    const encoded = await get("/api/event-%73eats");
    expect(encoded).toMatchObject({ status: 308, headers: { location: "/api/event-seats" } });
    expect((await get(encoded.headers.location as string)).status).toBe(429);
    // Other capitals reach nothing: no places, no loader.
    const cased = await get("/API/Event-Seats");
    expect(cased.status).toBe(404);
    expect(cased.text).not.toContain('"seats"');
    const post = await rawRequest(server.url, {
      method: "POST",
      path: "/API/create-checkout-session",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: "{}",
    });
    expect([404, 405]).toContain(post.status);
    expect(await database.db.$count(consultationBookings)).toBe(0);
  });

  it("a public page typed in capitals is found (301), and malformed paths are a 400", async () => {
    expect(await get("/Travel-Info")).toMatchObject({ status: 301, headers: { location: "/travel-info" } });
    expect((await get("/staff%2Fleads")).status).toBe(400);
    expect((await get("/a%zz")).status).toBe(400);
  });

  it("/consultation-success, which shows a manage link, is no-store and noindex, as is a manage page", async () => {
    for (const path of ["/consultation-success?session_id=cs_test_unknown", "/booking/not-a-real-token"]) {
      const answer = await get(path);
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
  });

  it("the Stripe webhook has its own tier, a small body cap and a short body deadline", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      rawRequest(server.url, {
        method: "POST",
        path: "/api/stripe/webhook",
        headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=0", ...headers },
        body,
      });
    const tooBig = await post("x".repeat(64 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    // A body announced and never sent whole: 408 after the deadline, not a connection held.
    const started = Date.now();
    const slow = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
      socket.write(
        "POST /api/stripe/webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
    });
    expect(slow).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The tier: three from this address in the window (two were counted above), then 429.
    expect((await post("{}")).status).toBe(400); // a bad signature, but counted
    expect((await post("{}")).status).toBe(429);
  });

  it("a slow-loris connection (headers a line at a time) is closed after the headers deadline", async () => {
    const started = Date.now();
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Drip-${Date.now()}: a\r\n`);
    }, 200);
    const closed = await new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(text));
    });
    clearInterval(drip);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(700);
    expect(elapsed).toBeLessThan(3_000);
    expect(closed === "" || closed.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("one address holds at most the cap of connections: the next is closed at once, and room is made as they close", async () => {
    // A server of its own: the test's HTTP client keeps connections to the other one open.
    const capped = await startTestServer(database, { connections: { perAddress: 3 } });
    const port = Number(new URL(capped.url).port);
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => resolve(socket));
        socket.on("error", reject);
      });
    /** True when the server closes the connection instead of answering a request on it. */
    const refused = (socket: Socket) =>
      new Promise<boolean>((resolve) => {
        socket.on("error", () => undefined);
        if (socket.destroyed) return resolve(true);
        socket.once("close", () => resolve(true));
        socket.once("data", () => resolve(false));
        socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
      });
    try {
      const held = [await open(), await open(), await open()];
      expect(await refused(await open())).toBe(true);
      for (const socket of held) expect(await refused(socket)).toBe(false);
      // One goes away: the next connection is served again (once the server has seen it close).
      await new Promise((resolve) => {
        held[1].once("close", resolve);
        held[1].destroy();
      });
      await expect
        .poll(async () => {
          const socket = await open();
          const answer = await refused(socket);
          socket.destroy();
          return answer;
        })
        .toBe(false);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.close();
    }
  });
});
