import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_NONCE, PRERENDER_SITE_URL } from "../app/context";
import { createTestDatabase, type TestDatabase } from "../tests/support/database";
import { startTestServer, type TestServer } from "../tests/support/http-server";
import { compressPrepared, hashInlineScripts, loadPrerenderedPages, servePrerendered } from "./prerendered";

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
    await server.compressed;
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
    await server.compressed;
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

describe("compressed forms made after the server listens, and kept for the next start", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "dental-compress-"));
  for (const name of ["prices", "gallery", "clinic"]) {
    mkdirSync(path.join(clientDir, name));
    writeFileSync(path.join(clientDir, name, "index.html"), page.replace("Prices ", `${name} `));
  }
  let listening: Server | undefined;
  afterAll(() => listening?.close());

  it("answers a page at once, uncompressed, before its brotli form is made, and in brotli after", async () => {
    const files = loadPrerenderedPages(clientDir, "https://www.clinic.example");
    const answer = servePrerendered(files, { csp: () => "default-src 'self'", securityHeaders: {} });
    listening = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(404).end();
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => listening!.once("listening", resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const accept = { "Accept-Encoding": "gzip, br" };

    const before = await get(base, "/gallery", accept);
    expect(before.status).toBe(200);
    expect(before.headers["content-encoding"]).toBeUndefined();
    expect(Number(before.headers["content-length"])).toBe(before.body.length);
    expect(before.body.toString()).toContain("<body>gallery Prices");

    await compressPrepared(files, undefined);
    const after = await get(base, "/gallery", accept);
    expect(after.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(after.body).equals(before.body)).toBe(true);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("keeps the forms on disk: the next start reads them, a damaged one is made again, old ones go", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), "dental-compressed-"));
    writeFileSync(path.join(cacheDir, "0000-old-page.br"), "left by an earlier build");
    const first = await compressPrepared(loadPrerenderedPages(clientDir, "https://a.example"), cacheDir);
    // Three pages, each in euros and pounds, each in brotli and gzip.
    expect(first).toEqual({ made: 12, read: 0 });
    const kept = readdirSync(cacheDir).sort();
    expect(kept).toHaveLength(12);
    expect(kept).not.toContain("0000-old-page.br");

    const again = loadPrerenderedPages(clientDir, "https://a.example");
    expect(await compressPrepared(again, cacheDir)).toEqual({ made: 0, read: 12 });
    expect(brotliDecompressSync(again.get("/clinic")!.br!).equals(again.get("/clinic")!.identity)).toBe(true);

    writeFileSync(path.join(cacheDir, kept.find((name) => name.endsWith(".br"))!), "not brotli");
    expect(await compressPrepared(loadPrerenderedPages(clientDir, "https://a.example"), cacheDir)).toEqual({
      made: 1,
      read: 11,
    });
    // Another SITE_URL makes other bytes: all made afresh, the first site's forms removed.
    expect(await compressPrepared(loadPrerenderedPages(clientDir, "https://b.example"), cacheDir)).toEqual({
      made: 12,
      read: 0,
    });
    expect(readdirSync(cacheDir)).toHaveLength(12);
  });
});
