import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE, PRERENDER_SITE_URL } from "../app/context";
import { PRERENDER_FORM_KEY } from "../app/lib/form-key";

export interface PrerenderedFile {
  body: string;
  contentType: string;
}

/**
 * Reads every prerendered page (`<path>/index.html`) and its data file (`<path>.data`, what
 * React Router fetches on a client-side navigation) under build/client into memory, with the
 * running server's SITE_URL filled in where the build wrote a placeholder origin: a build
 * made anywhere serves canonical URLs of the site it runs as.
 */
export function loadPrerenderedPages(clientDir: string, siteUrl: string): Map<string, PrerenderedFile> {
  const files = new Map<string, PrerenderedFile>();
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
        files.set(page === "." ? "/" : `/${page}`, {
          body: fill(readFileSync(full, "utf8")),
          contentType: "text/html; charset=utf-8",
        });
      } else if (name.endsWith(".data")) {
        files.set(`/${rel}`, { body: fill(readFileSync(full, "utf8")), contentType: "text/x-script" });
      }
    }
  };
  walk(clientDir);
  return files;
}

const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);

/**
 * Answers GET/HEAD for a prerendered page or its data from memory, with this response's nonce
 * (and a fresh form key) in place of the build-time placeholders. /prices and /prices/ both 200.
 */
export function servePrerendered(files: Map<string, PrerenderedFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(normalise(req.path));
    } catch {
      return next();
    }
    const file = files.get(pathname);
    if (file === undefined) return next();
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "no-cache");
    if (file.contentType.startsWith("text/html")) {
      res.send(
        file.body
          .replaceAll(PRERENDER_NONCE, res.locals.cspNonce as string)
          .replaceAll(PRERENDER_FORM_KEY, randomUUID()),
      );
    } else {
      res.send(file.body);
    }
  };
}

/**
 * Prerendered files are reachable at their clean paths only: /index.html and /x/index.html
 * answer 308 to / and /x (the file itself carries placeholders no visitor should get).
 */
export const cleanPathRedirect: RequestHandler = (req, res, next) => {
  if (!/(^|\/)index\.html?$/i.test(req.path)) return next();
  const clean = req.path.replace(/\/?index\.html?$/i, "") || "/";
  const query = req.originalUrl.slice(
    req.originalUrl.indexOf("?") >= 0 ? req.originalUrl.indexOf("?") : req.originalUrl.length,
  );
  res.redirect(308, `${clean}${query}`);
};
