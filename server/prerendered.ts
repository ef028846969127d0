import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE, PRERENDER_SITE_URL } from "../app/context";
import { CURRENCY_ATTRIBUTE, currencyFromCookies } from "../app/lib/currency";
import { logger } from "../app/lib/logger.server";

type Encoding = "br" | "gzip" | "identity";

/**
 * A prerendered page (or its `.data` file) as bytes prepared once, when the server starts:
 * the running server's SITE_URL filled in, the build's placeholder nonces replaced by the
 * hashes of the inline scripts (so the bytes are the same for every visitor), with a strong
 * ETag. Its brotli and gzip forms are made later, off the request path (`compressPrepared`),
 * and kept on disk for the next start: until they exist the page goes out in the best form
 * already made. docs/decisions/0005-prepared-pages.md and 0027 say why.
 */
export interface PreparedFile {
  contentType: string;
  identity: Buffer;
  /** Filled in by `compressPrepared`; absent until then. */
  gzip?: Buffer;
  br?: Buffer;
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
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
    scriptHashes,
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every prepared file, the pound variants too. */
const variantsOf = (files: Map<string, PreparedFile>) =>
  [...files.values()].flatMap((file) => (file.gbp ? [file, file.gbp] : [file]));

/** A compressed form read back from the cache, if it is whole and unpacks to these bytes. */
function cached(file: string, identity: Buffer, unpack: (bytes: Buffer) => Buffer): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    return unpack(bytes).equals(identity) ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes every prepared file's brotli (highest quality) and gzip forms, one file at a time in
 * zlib's thread pool, so the server answers requests meanwhile. Each form is kept in `cacheDir`
 * under the hash of its bytes (written aside and renamed, read back only when it unpacks to the
 * same bytes), so a restart, or the next start of the same build, reads them instead of
 * compressing again; forms no page uses any more are removed. Resolves when all are made.
 */
export async function compressPrepared(
  files: Map<string, PreparedFile>,
  cacheDir: string | undefined,
): Promise<{ made: number; read: number }> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const kept = new Set<string>();
  let made = 0;
  let read = 0;
  for (const file of variantsOf(files)) {
    const key = createHash("sha256").update(file.identity).digest("hex");
    for (const encoding of ["br", "gzip"] as const) {
      const name = `${key}.${encoding === "br" ? "br" : "gz"}`;
      kept.add(name);
      const where = cacheDir && path.join(cacheDir, name);
      const unpack = encoding === "br" ? brotliDecompressSync : gunzipSync;
      let bytes = where ? cached(where, file.identity, unpack) : undefined;
      if (bytes) read++;
      else {
        bytes =
          encoding === "br"
            ? await brotli(file.identity, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: file.identity.length,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                },
              })
            : await gzipAsync(file.identity, { level: 9 });
        made++;
        if (where) {
          try {
            const partial = `${where}.${process.pid}.partial`;
            writeFileSync(partial, bytes);
            renameSync(partial, where);
          } catch (error) {
            logger.warn({ err: error }, "a compressed page could not be kept on disk");
          }
        }
      }
      file[encoding] = bytes;
    }
  }
  if (cacheDir) {
    for (const name of readdirSync(cacheDir)) {
      if (!kept.has(name) && !name.endsWith(".partial")) rmSync(path.join(cacheDir, name), { force: true });
    }
  }
  return { made, read };
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

/**
 * The encoding to send: brotli, then gzip, as the client accepts them and as far as they are
 * made yet (`compressPrepared`); else none.
 */
function chooseEncoding(file: PreparedFile, accept: string | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: "br" | "gzip") => (offered.get(name) ?? offered.get("*") ?? 0) > 0 && file[name];
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
  // A compressed form's list is made the first time it is sent (its length is known only then).
  const common = new Map<PreparedFile, string[]>();
  for (const file of variantsOf(files)) {
    common.set(
      file,
      Object.entries({
        ...securityHeaders,
        ...(file.scriptHashes.length > 0 ? { "Content-Security-Policy": csp(file.scriptHashes) } : {}),
        "Content-Type": file.contentType,
        "Cache-Control": "no-cache",
        ETag: file.etag,
        // A page with a pound variant is chosen by the currency cookie.
        Vary: file.contentType.startsWith("text/html") ? "Accept-Encoding, Cookie" : "Accept-Encoding",
      }).flat(),
    );
  }
  const answers = new Map<PreparedFile, Partial<Record<Encoding, string[]>>>();
  const headersOf = (file: PreparedFile, encoding: Encoding): string[] => {
    const known = answers.get(file) ?? {};
    answers.set(file, known);
    return (known[encoding] ??= [
      ...common.get(file)!,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(file[encoding]!.length),
    ]);
  };
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
    const known = req.headers["if-none-match"];
    if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
      res.writeHead(304, common.get(file)!).end();
      return true;
    }
    const encoding = chooseEncoding(file, req.headers["accept-encoding"]);
    res.writeHead(200, headersOf(file, encoding));
    if (req.method === "HEAD") res.end();
    else res.end(file[encoding]);
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
