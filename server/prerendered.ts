import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "../app/context";

/** Reads every prerendered page under build/client into memory: URL path → HTML. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, readFileSync(full, "utf8"));
      }
    }
  };
  walk(clientDir);
  return pages;
}

const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);

/**
 * Answers GET/HEAD for a prerendered page from memory, with this response's nonce
 * swapped in for the build-time placeholder. Both /prices and /prices/ answer 200.
 */
export function servePrerendered(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(normalise(req.path));
    } catch {
      return next();
    }
    const html = pages.get(pathname);
    if (html === undefined) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(html.replaceAll(PRERENDER_NONCE, res.locals.cspNonce as string));
  };
}
