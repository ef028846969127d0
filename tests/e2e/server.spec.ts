import { expect, test } from "@playwright/test";
import { get } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { HYDRATED_PAGE } from "../support/e2e";

/** A response's bytes as they travel (still compressed), with its headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

test.describe("server", () => {
  test("a prerendered page: the same bytes for everyone, its inline scripts named by hash", async ({
    request,
  }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"];
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await first.text();
    expect(html).toBe(await second.text());
    expect(html).not.toContain("__PRERENDER_CSP_NONCE__");
    expect(html).not.toContain("nonce=");
    const hashes = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1])
      .filter((body) => body.length > 0);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      const digest = Buffer.from(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)),
      ).toString("base64");
      expect(hashes).toContain(digest);
    }
    expect(first.headers().etag).toBe(second.headers().etag);
  });

  test("a page rendered per request: an enforced CSP whose script nonce changes per response", async ({
    request,
  }) => {
    const first = await request.get("/consultation-event");
    const second = await request.get("/consultation-event");
    const csp = first.headers()["content-security-policy"];
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    const otherNonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"])![1];
    expect(otherNonce).not.toBe(nonce);
  });

  test("sends the other security headers", async ({ request }) => {
    const headers = (await request.get("/")).headers();
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("public pages go without an opener policy; a visitor's own pages and the back office keep it", async ({
    request,
  }) => {
    // docs/decisions/0013-opener-policy.md
    for (const path of ["/", "/treatments/dental-implant", "/prices/", "/consultation-event"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
    for (const path of [
      "/booking/not-a-real-token",
      "/consultation-success?session_id=cs_test_unknown",
      "/consultation-scheduler?session_id=cs_test_unknown",
      "/newsletter/confirm/not-a-real-token",
      "/staff",
      "/treatments/no-such-treatment",
      "/no-such-page",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  });

  test("compresses HTML with brotli or gzip", async ({ request }) => {
    test.setTimeout(150_000);
    // The prepared pages are compressed after the server listens (decision 0027): a page asked
    // for in the first seconds may still go out whole.
    await expect
      .poll(
        async () =>
          (await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } })).headers()["content-encoding"],
        { timeout: 120_000 },
      )
      .toBe("br");
  });

  test("a page rendered per request is compressed as a whole, not block by block as React writes it", async ({
    baseURL,
  }) => {
    const { headers, body } = await rawGet(`${baseURL}/consultation-event`, { "Accept-Encoding": "gzip" });
    expect(headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(body);
    expect(html.toString()).toContain("</html>");
    // Flushed after each of React's chunks it was ~1.5x this (33 kB against 21.5 kB).
    expect(body.length).toBeLessThan(gzipSync(html, { level: 6 }).length * 1.1);
  });

  test("serves hashed assets with long immutable caching", async ({ request }) => {
    // A page React hydrates, so it names its scripts (the public pages are sent without React).
    const html = await (await request.get(HYDRATED_PAGE)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("answers an unknown path with a real 404 and a helpful page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/treatments/dental-implant"');
  });

  test("reports that it is alive (/healthz) and ready, with the database checked (/readyz)", async ({
    request,
  }) => {
    const alive = await request.get("/healthz");
    expect(alive.status()).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    const { jobs, pageViews, ...readiness } = await ready.json();
    expect(readiness).toEqual({ status: "ok", database: "ok" });
    // What this server's page-view counting has written and lost (decision 0024).
    expect(pageViews).toEqual({ written: expect.any(Number), dropped: 0, capped: 0 });
    // The background jobs, each with its last run (app/services/jobs.server.ts).
    expect(jobs.map((job: { name: string }) => job.name)).toEqual([
      "outbox",
      "hold sweep",
      "payment reconciliation",
      "waiting list",
      "plan expiry",
      "plan follow-ups",
      "medical history reminders",
      "unconfirmed sign-up purge",
      "enquiry retention purge",
      "medical history retention",
      "analytics salt",
      "analytics rollup",
      "attachment sweep",
    ]);
  });

  test("the newsletter endpoint answers a new and a known address alike, and rejects a bad one", async ({
    request,
  }) => {
    const email = `once-${Date.now()}@example.com`;
    const first = await request.post("/api/newsletter", { data: { email } });
    expect(first.status()).toBe(202);
    expect(await first.json()).toEqual({ ok: true });
    // Double opt-in: a second sign-up resends the link; the answer never tells who is on the list.
    const again = await request.post("/api/newsletter", { data: { email: email.toUpperCase() } });
    expect(again.status()).toBe(202);
    expect(await again.json()).toEqual({ ok: true });
    const bad = await request.post("/api/newsletter", { data: { email: "nope" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe("Enter an email address like name@example.com.");
  });
});
