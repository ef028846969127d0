import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE, PRERENDER_SITE_URL } from "../app/context";
import { CURRENCY_ATTRIBUTE, currencyFromCookies } from "../app/lib/currency";

/**
 * A prerendered page (or its `.data` file) as bytes prepared once, when the server starts:
 * the running server's SITE_URL filled in, the build's placeholder nonces replaced by the
 * hashes of the inline scripts (so the bytes are the same for every visitor), compressed once
 * per encoding, with a strong ETag. docs/decisions/0005-prepared-pages.md says why.
 */
export interface PreparedFile {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** CSP sources for this page's inline scripts ('sha256-…'); none for data files. */
  scriptHashes: string[];
  /**
   * A page's variant for a visitor who chose pounds: the same bytes with data-currency="GBP" on
   * <html>, prepared (compressed, its own ETag) once too (docs/decisions/0020-currency-everywhere.md).
   */
  gbp?: PreparedFile;
}

/** The page as a visitor who chose pounds gets it: only the attribute on <html> differs. */
function inPounds(html: string): string {
  return html.replace(/<html(?=[\s>])/, `<html ${CURRENCY_ATTRIBUTE}="GBP"`);
}

const INLINE_SCRIPT = new RegExp(
  `<script([^>]*?) nonce="${PRERENDER_NONCE}"([^>]*)>([\\s\\S]*?)</script>`,
  "g",
);

/** Strips the placeholder nonces and returns the hash of each inline script they marked. */
export function hashInlineScripts(html: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const out = html.replace(INLINE_SCRIPT, (_match, before: string, after: string, body: string) => {
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    return `<script${before}${after}>${body}</script>`;
  });
  // Links (preloads, the stylesheet) carry the placeholder too; it means nothing there.
  return { html: out.replaceAll(` nonce="${PRERENDER_NONCE}"`, ""), hashes };
}

function prepare(text: string, contentType: string, scriptHashes: string[]): PreparedFile {
  const identity = Buffer.from(text, "utf8");
  return {
    contentType,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
    scriptHashes,
  };
}

/**
 * Reads every prerendered page (`<path>/index.html`) and its data file (`<path>.data`, what
 * React Router fetches on a client-side navigation) under build/client and prepares them.
 */
export function loadPrerenderedPages(clientDir: string, siteUrl: string): Map<string, PreparedFile> {
  const files = new Map<string, PreparedFile>();
  const fill = (text: string) => text.replaceAll(PRERENDER_SITE_URL, siteUrl);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
        continue;
      }
      const rel = path.relative(clientDir, full).split(path.sep).join("/");
      if (name === "index.html") {
        const page = path.posix.dirname(rel);
        const { html, hashes } = hashInlineScripts(fill(readFileSync(full, "utf8")));
        const prepared = prepare(html, "text/html; charset=utf-8", hashes);
        prepared.gbp = prepare(inPounds(html), "text/html; charset=utf-8", hashes);
        files.set(page === "." ? "/" : `/${page}`, prepared);
      } else if (name.endsWith(".data")) {
        files.set(`/${rel}`, prepare(fill(readFileSync(full, "utf8")), "text/x-script", []));
      }
    }
  };
  walk(clientDir);
  return files;
}

const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);

/** The best encoding the client accepts: brotli, then gzip, then none. */
function chooseEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  const offered = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** Answers a request from prepared bytes and headers if it is one; false means 'not mine'. */
export type PreparedPages = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Answers GET/HEAD for a prerendered page or its data from the prepared bytes and a prepared
 * header set (security headers, a CSP naming the page's inline scripts by hash, a strong ETag,
 * 304 when the client already has them), in the encoding the client takes. It is a plain Node
 * handler that runs before Express (server/app.ts), so a page costs a map lookup and one write.
 * /prices and /prices/ both 200.
 */
export function servePrerendered(
  files: Map<string, PreparedFile>,
  {
    csp,
    securityHeaders,
  }: { csp: (scriptSources: string[]) => string; securityHeaders: Record<string, string> },
): PreparedPages {
  // Every header of every answer, per encoding, prepared once as Node's flat [name, value, …]
  // list: a request then costs a map lookup and one writeHead (no per-request object spreads).
  const answers = new Map<PreparedFile, Record<"br" | "gzip" | "identity" | "notModified", string[]>>();
  const variants = [...files.values()].flatMap((file) => (file.gbp ? [file, file.gbp] : [file]));
  for (const file of variants) {
    const common = Object.entries({
      ...securityHeaders,
      ...(file.scriptHashes.length > 0 ? { "Content-Security-Policy": csp(file.scriptHashes) } : {}),
      "Content-Type": file.contentType,
      "Cache-Control": "no-cache",
      ETag: file.etag,
      // A page with a pound variant is chosen by the currency cookie.
      Vary: file.contentType.startsWith("text/html") ? "Accept-Encoding, Cookie" : "Accept-Encoding",
    }).flat();
    const encoded = (encoding: "br" | "gzip" | "identity") => [
      ...common,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(file[encoding].length),
    ];
    answers.set(file, {
      br: encoded("br"),
      gzip: encoded("gzip"),
      identity: encoded("identity"),
      notModified: common,
    });
  }
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    let pathname: string;
    try {
      pathname = decodeURIComponent(normalise(queryAt < 0 ? url : url.slice(0, queryAt)));
    } catch {
      return false;
    }
    const page = files.get(pathname);
    if (page === undefined) return false;
    const file = page.gbp && currencyFromCookies(req.headers.cookie) === "GBP" ? page.gbp : page;
    const prepared = answers.get(file)!;
    const known = req.headers["if-none-match"];
    if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
      res.writeHead(304, prepared.notModified).end();
      return true;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, prepared[encoding]);
    if (req.method === "HEAD") res.end();
    else res.end(encoding === "identity" ? file.identity : file[encoding]);
    return true;
  };
}

/**
 * Prerendered files are reachable at their clean paths only: /index.html and /x/index.html
 * answer 308 to / and /x.
 */
export const cleanPathRedirect: RequestHandler = (req, res, next) => {
  if (!/(^|\/)index\.html?$/i.test(req.path)) return next();
  const clean = req.path.replace(/\/?index\.html?$/i, "") || "/";
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(308, `${clean}${queryAt >= 0 ? req.originalUrl.slice(queryAt) : ""}`);
};
