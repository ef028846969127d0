import { request as httpRequest } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../../../app/context";
import {
  consultationBookings,
  leads,
  newsletterSubscribers,
  outbox,
  rateLimits,
} from "../../../app/db/schema";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { endpoints } from "../../../app/route-list";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import { fieldErrorSentence } from "../../../app/lib/field-errors";

const SITE = "http://localhost:3000";
const valid = { name: "Ann Patient", email: "ann@example.com", message: "Two implants, please." };

const send = rawRequest;

/**
 * Sends `megabytes` of body in 64 kB chunks with no Content-Length (chunked), and resolves with
 * the status as soon as the server answers, however much of the body it had read.
 */
function sendChunked(base: string, pathName: string, contentType: string, megabytes: number) {
  const url = new URL(base);
  return new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: pathName.startsWith("/api/consultation-bookings") ? "PATCH" : "POST",
        path: pathName,
        // From our own site: the back office's forms refuse a post that does not say so.
        headers: {
          "Content-Type": contentType,
          "Transfer-Encoding": "chunked",
          Accept: "application/json",
          Origin: SITE,
        },
      },
      (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sentBytes });
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const total = megabytes * 16;
    let written = 0;
    const pump = () => {
      while (!answered && written < total) {
        written += 1;
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("socket", () => pump());
  });
}

describe.each(testBackends())("the request pipeline on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    clientDir = mkdtempSync(path.join(tmpdir(), "dental-client-"));
    mkdirSync(path.join(clientDir, "prices"));
    const page = `<!doctype html><html><head><script nonce="${PRERENDER_NONCE}"></script></head><body>Prices</body></html>`;
    writeFileSync(path.join(clientDir, "index.html"), page);
    writeFileSync(path.join(clientDir, "prices", "index.html"), page);
    server = await startTestServer(database, { clientDir });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => truncateAll(database));

  const json = (pathName: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
    send(server.url, {
      method,
      path: pathName,
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("answers every guarded write with 413 for a 10 MB chunked body, without reading it all", async () => {
    const writes = Object.values(endpoints).filter((e) => e.methods.some((m) => m !== "GET"));
    expect(writes.length).toBeGreaterThanOrEqual(6);
    for (const endpoint of writes) {
      const pathName = endpoint.pattern
        .replace(":formId", "contact")
        .replace(":sessionId", "cs_test_abcdefghijkl")
        .replace(":leadId", "00000000-0000-4000-8000-000000000000")
        .replace(":date", "2030-01-01");
      const type = endpoint.body === "json" ? "application/json" : "application/x-www-form-urlencoded";
      const result = await sendChunked(server.url, pathName, type, 10);
      expect(result.status, endpoint.pattern).toBe(413);
      expect(result.sentBytes, endpoint.pattern).toBeLessThan(10 * 1024 * 1024);
    }
    expect(await database.db.$count(leads)).toBe(0);
  });

  it("answers a declared Content-Length over the cap with 413 before reading", async () => {
    const response = await send(server.url, {
      method: "POST",
      path: "/api/newsletter",
      headers: { "Content-Type": "application/json", "Content-Length": String(5 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toMatchObject({ code: "TOO_LARGE" });
  });

  it("does not believe X-Forwarded-For unless TRUST_PROXY says so: a rotating one is one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await json(
        "/f/contact",
        { ...valid, message: `Question ${i}` },
        { "X-Forwarded-For": `203.0.113.${i + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await database.db.$count(leads)).toBe(10);
  });

  it("limits newsletter and checkout bursts by their tiers, in the shape of the API", async () => {
    const newsletter = [];
    for (let i = 0; i < 7; i++)
      newsletter.push((await json("/api/newsletter", { email: `n${i}@example.com` })).status);
    expect(newsletter).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await database.db.$count(newsletterSubscribers)).toBe(5);

    const date = proposedEventDates()[0];
    const checkout = [];
    let last;
    for (let i = 0; i < 12; i++) {
      last = await json("/api/create-checkout-session", {
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
        event_date: date,
        name: "Ann Lee",
        phone: "+44 7700 900123",
      });
      checkout.push(last.status);
    }
    expect(checkout.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(checkout.slice(10)).toEqual([429, 429]);
    expect(last!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(last!.text)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await database.db.$count(consultationBookings)).toBe(10);
  });

  it("does not count input that fails validation against the visitor", async () => {
    for (let i = 0; i < 15; i++) {
      const refused = await json("/api/newsletter", { email: "not an address" });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({
        error: "Enter an email address like name@example.com.",
        code: "INVALID",
      });
    }
    expect((await json("/api/newsletter", { email: "real@example.com" })).status).toBe(202);
  });

  it("keeps the counters in the database: a second app server on it shares them", async () => {
    const other = await startTestServer(database);
    try {
      for (let i = 0; i < 5; i++) {
        const base = i % 2 === 0 ? server.url : other.url;
        expect(
          (
            await send(base, {
              method: "POST",
              path: "/api/newsletter",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ email: `s${i}@example.com` }),
            })
          ).status,
        ).toBe(202);
      }
      const refused = await send(other.url, {
        method: "POST",
        path: "/api/newsletter",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "s6@example.com" }),
      });
      expect(refused.status).toBe(429);
      expect(await database.db.$count(rateLimits)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("makes return URLs on SITE_URL's origin only, whatever Host says", async () => {
    const response = await json(
      "/api/create-checkout-session",
      {
        success_url: "http://evil.example/phish",
        cancel_url: "http://evil.example/phish",
        event_date: proposedEventDates()[0],
        name: "Ann Lee",
        phone: "+44 7700 900123",
      },
      { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ code: "FOREIGN_URL" });
    expect(await database.db.$count(consultationBookings)).toBe(0);
  });

  it("answers bad bytes as bad input, naming the field, and stores nothing", async () => {
    const nul = await json("/f/contact", { ...valid, name: "Ann\u0000Patient" });
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.text).errors).toEqual([
      { field: "name", code: "TYPE_TEXT", message: fieldErrorSentence("name", "unstorable") },
    ]);
    const surrogate = await send(server.url, {
      method: "POST",
      path: "/f/contact",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: '{"name":"Ann","email":"ann@example.com","message":"Hello \\ud800 there"}',
    });
    expect(surrogate.status).toBe(400);
    expect(JSON.parse(surrogate.text).errors[0]).toMatchObject({ field: "message", code: "TYPE_TEXT" });
    const extra = await json("/f/contact", { ...valid, company: "Acme\u0000" });
    expect(extra.status).toBe(400);
    expect(JSON.parse(extra.text).errors[0]).toMatchObject({ field: "company", code: "TYPE_TEXT" });
    const broken = await json("/f/contact", { ...valid, email: "ann@example.com\r\nBcc: x@example.com" });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text).errors[0]).toMatchObject({ field: "email" });
    const newsletter = await json("/api/newsletter", { email: "a\u0000@example.com" });
    expect(newsletter.status).toBe(400);
    expect(await database.db.$count(leads)).toBe(0);
    expect(await database.db.$count(newsletterSubscribers)).toBe(0);
  });

  it("removes bidi controls from every stored text, not only the name, before any reaches an email", async () => {
    const bidi = /\p{Bidi_Control}/u;
    expect(
      (
        await json("/f/contact", {
          ...valid,
          name: "Ann \u202Eetneitap\u202C",
          phone: "\u2066+44 7700 900123\u2069",
          message: "Two implants \u202Eplease\u202C, \u200Fthanks\u200E.",
          country: "\u2067UK\u2069",
        })
      ).status,
    ).toBe(200);
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      name: "Ann etneitap",
      phone: "+44 7700 900123",
      message: "Two implants please, thanks.",
      extra: { country: "UK" },
    });
    for (const email of await database.db.select().from(outbox)) {
      expect(email.subject).not.toMatch(bidi);
      expect(email.textBody).not.toMatch(bidi);
    }
  });

  it("answers malformed multipart with 400 in Formspree's shape", async () => {
    for (const contentType of ["multipart/form-data; boundary=xyz", "multipart/form-data"]) {
      const response = await send(server.url, {
        method: "POST",
        path: "/f/contact",
        headers: { "Content-Type": contentType, Accept: "application/json" },
        body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--abc--',
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({
        error: "The form data could not be read.",
        errors: [{ code: "UNSPECIFIED" }],
      });
    }
  });

  it("answers ids that cannot be sessions with 404, and unknown methods with 405", async () => {
    const patch = await json(
      "/api/consultation-bookings/%C3%A9",
      { appointment_date: "2027-01-01", appointment_time: "10:00" },
      {},
      "PATCH",
    );
    expect(patch.status).toBe(404);
    expect(JSON.parse(patch.text)).toMatchObject({ code: "NOT_FOUND" });
    for (const page of [
      "/consultation-success?session_id=%00",
      "/test-checkout/%C3%A9",
      "/consultation-scheduler?session_id=%00",
    ]) {
      expect((await send(server.url, { method: "GET", path: page })).status, page).toBe(404);
    }
    // A NUL in the path is no address at all (server/canonical-path.ts).
    expect((await send(server.url, { method: "GET", path: "/test-checkout/%00" })).status).toBe(400);
    expect((await send(server.url, { method: "GET", path: "/test-checkout/%FF" })).status).toBe(400);
    expect((await send(server.url, { method: "TRACE", path: "/" })).status).toBe(405);
    expect((await send(server.url, { method: "PUT", path: "/api/newsletter" })).status).toBe(405);
    const get = await send(server.url, { method: "GET", path: "/api/newsletter" });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect((await send(server.url, { method: "DELETE", path: "/prices" })).status).toBe(405);
    const proto = await json("/f/__proto__", valid);
    expect(proto.status).toBe(404);
    expect(JSON.parse(proto.text).errors[0].code).toBe("FORM_NOT_FOUND");
  });

  it("takes JSON only on the JSON API, and nothing from other sites", async () => {
    const plain = await send(server.url, {
      method: "POST",
      path: "/api/newsletter",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ email: "csrf@example.com" }),
    });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.text)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    const foreign = await json(
      "/api/newsletter",
      { email: "csrf@example.com" },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text)).toMatchObject({ code: "BLOCKED" });
    const own = await json("/api/newsletter", { email: "own@example.com" }, { Origin: SITE });
    expect(own.status).toBe(202);
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("serves prerendered files at their clean paths only", async () => {
    const index = await send(server.url, { method: "GET", path: "/index.html" });
    expect(index.status).toBe(308);
    expect(index.headers.location).toBe("/");
    const page = await send(server.url, { method: "GET", path: "/prices/index.html?x=1" });
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe("/prices?x=1");
    const clean = await send(server.url, { method: "GET", path: "/prices" });
    expect(clean.status).toBe(200);
    expect(clean.text).not.toContain(PRERENDER_NONCE);
  });

  it("counts a submission once: five at once with one key are one lead and two emails", async () => {
    const key = "k".repeat(12) + "0123456789abcdef";
    const results = await Promise.all(
      Array.from({ length: 5 }, () => json("/f/contact", { ...valid, _idempotency_key: key })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(outbox)).toBe(2);
  });

  it("without a key, the same words from the same address within ten minutes are one lead", async () => {
    await Promise.all(Array.from({ length: 5 }, () => json("/f/contact", valid)));
    expect(await database.db.$count(leads)).toBe(1);
    expect((await json("/f/contact", { ...valid, message: "Another question" })).status).toBe(200);
    expect(await database.db.$count(leads)).toBe(2);
    expect(await database.db.$count(outbox)).toBe(4);
  });
});

describe("TRUST_PROXY", () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database, { envOverrides: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("with one trusted proxy, X-Forwarded-For names the client", async () => {
    for (let i = 0; i < 7; i++) {
      const response = await send(server.url, {
        method: "POST",
        path: "/api/newsletter",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `p${i}@example.com` }),
      });
      expect(response.status).toBe(202);
    }
    expect(await database.db.$count(rateLimits)).toBe(7);
  });
});
