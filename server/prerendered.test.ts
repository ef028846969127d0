import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_NONCE, PRERENDER_SITE_URL } from "../app/context";
import { createTestDatabase, type TestDatabase } from "../tests/support/database";
import { startTestServer, type TestServer } from "../tests/support/http-server";
import { hashInlineScripts } from "./prerendered";

const inline = 'window.__reactRouterContext = {"url":"/prices"};';
// The site script: its nonce is not its first attribute.
const siteScript = "document.documentElement.dataset.ready = 'yes';";
const page = `<!doctype html><html><head><link nonce="${PRERENDER_NONCE}" rel="modulepreload" href="/assets/entry.js"/><link rel="canonical" href="${PRERENDER_SITE_URL}/prices"><script nonce="${PRERENDER_NONCE}">${inline}</script><script nonce="${PRERENDER_NONCE}" type="module" async="">import("/assets/entry.js");</script><script type="module" nonce="${PRERENDER_NONCE}">${siteScript}</script><script type="application/ld+json">{"url":"${PRERENDER_SITE_URL}/"}</script></head><body>${"Prices ".repeat(2000)}</body></html>`;

function get(base: string, pathName: string, headers: Record<string, string> = {}) {
  const url = new URL(base);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathName, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("prerendered pages as bytes prepared once", () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const clientDir = mkdtempSync(path.join(tmpdir(), "dental-prepared-"));
    mkdirSync(path.join(clientDir, "prices"));
    writeFileSync(path.join(clientDir, "prices", "index.html"), page);
    writeFileSync(path.join(clientDir, "prices.data"), `[{"url":"${PRERENDER_SITE_URL}/prices"}]`);
    server = await startTestServer(database, {
      clientDir,
      envOverrides: { SITE_URL: "https://www.clinic.example" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("names each inline script by its hash and removes the placeholder nonces", () => {
    const { html, hashes } = hashInlineScripts(page);
    expect(html).not.toContain(PRERENDER_NONCE);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
    expect(hashes[2]).toBe(`'sha256-${createHash("sha256").update(siteScript).digest("base64")}'`);
    expect(html).toContain(`<script type="module">${siteScript}</script>`);
  });

  it("sends the same bytes to everyone, with the running server's SITE_URL and a CSP of hashes", async () => {
    const [a, b] = await Promise.all([get(server.url, "/prices"), get(server.url, "/prices")]);
    expect(a.status).toBe(200);
    expect(a.body.equals(b.body)).toBe(true);
    const html = a.body.toString("utf8");
    expect(html).toContain('<link rel="canonical" href="https://www.clinic.example/prices">');
    expect(html).not.toContain(PRERENDER_SITE_URL);
    expect(html).not.toContain("nonce=");
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("unsafe-inline' 'sha256");
    expect(a.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it("sends brotli or gzip as the client takes them, prepared once, and 304 for a known ETag", async () => {
    const plain = await get(server.url, "/prices");
    const br = await get(server.url, "/prices", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(server.url, "/prices", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 5);
    expect(gz.headers.vary).toContain("Accept-Encoding");
    const again = await get(server.url, "/prices", { "If-None-Match": String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("has a pound variant chosen by the currency cookie: only <html>'s attribute differs, prepared too", async () => {
    const euros = await get(server.url, "/prices");
    const pounds = await get(server.url, "/prices", { Cookie: "theme=x; currency=GBP" });
    const other = await get(server.url, "/prices", { Cookie: "currency=EUR" });
    expect(euros.body.toString()).toMatch(/^<!doctype html><html><head>/);
    expect(pounds.body.toString()).toBe(
      euros.body.toString().replace("<html>", '<html data-currency="GBP">'),
    );
    expect(other.body.equals(euros.body)).toBe(true);
    expect(pounds.headers.etag).not.toBe(euros.headers.etag);
    expect(pounds.headers["content-security-policy"]).toBe(euros.headers["content-security-policy"]);
    for (const answer of [euros, pounds]) expect(answer.headers.vary).toBe("Accept-Encoding, Cookie");
    const gz = await get(server.url, "/prices", { Cookie: "currency=GBP", "Accept-Encoding": "gzip" });
    expect(gunzipSync(gz.body).equals(pounds.body)).toBe(true);
    // The euro page's ETag is not the pound page's: a visitor who switched gets the new bytes.
    const switched = await get(server.url, "/prices", {
      Cookie: "currency=GBP",
      "If-None-Match": String(euros.headers.etag),
    });
    expect(switched.status).toBe(200);
    const same = await get(server.url, "/prices", {
      Cookie: "currency=GBP",
      "If-None-Match": String(pounds.headers.etag),
    });
    expect(same.status).toBe(304);
  });

  it("prepares the page's data file the same way", async () => {
    const data = await get(server.url, "/prices.data");
    expect(data.status).toBe(200);
    expect(data.body.toString()).toContain("https://www.clinic.example/prices");
    expect(data.headers["content-type"]).toBe("text/x-script");
  });
});
