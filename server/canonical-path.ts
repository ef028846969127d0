import type { IncomingMessage, ServerResponse } from "node:http";
import { httpErrorWordsIn } from "../app/content/in/http-errors";
import { isPublicPage, localeOfPath } from "../app/lib/locale-path";

/**
 * One spelling of every path, decided once, in front of everything else (the prepared pages, the
 * edge's guards, React Router), so that every guard sees the path the router sees
 * (docs/decisions/0016-one-canonical-path.md):
 *
 * - percent-encoded unreserved characters (RFC 3986: letters, digits, `-._~`) are decoded, other
 *   escapes written in capitals; a run of slashes is one slash; backslashes are slashes; `.` and
 *   `..` segments are resolved. A request spelt otherwise is redirected (308) to the canonical
 *   spelling, its query kept.
 * - Routes are case-sensitive everywhere (Express, the edge's endpoint table, React Router), so a
 *   path in other capitals reaches no route (404) and no guard is skipped. A GET for a public page
 *   in other capitals is sent to it (301): people type addresses.
 * - What cannot be a path (a malformed escape, escapes that are not UTF-8, an encoded NUL, slash
 *   or backslash, a control character) is a 400.
 */

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
/** An encoded slash or backslash would be a segment boundary to some readers and not others. */
const REFUSED_ESCAPES = new Set(["%00", "%2F", "%5C"]);

export type CanonicalVerdict =
  | { kind: "canonical" }
  | { kind: "redirect"; location: string; status: 301 | 308 }
  | { kind: "refuse" };

/** The canonical spelling of a path (no query), or null when it cannot be a path. */
export function canonicalPath(path: string): string | null {
  let malformed = false;
  const decoded = path.replace(/%(..)?/g, (escape: string, hex: string | undefined) => {
    if (!hex || !/^[0-9A-Fa-f]{2}$/.test(hex)) {
      malformed = true;
      return escape;
    }
    const upper = `%${hex.toUpperCase()}`;
    if (REFUSED_ESCAPES.has(upper)) malformed = true;
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : upper;
  });
  if (malformed || !decoded.startsWith("/") || /\p{Cc}/u.test(decoded) || !isUtf8(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.replaceAll("\\", "/").split("/").slice(1)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  // A trailing slash stays (pages answer /prices/ as /prices); empty segments go.
  const trailing = segments.length > 0 && /[/\\]\.{0,2}$/.test(decoded);
  return `/${segments.join("/")}${trailing ? "/" : ""}`;
}

/** Escapes that decode to UTF-8 text: anything else is bytes no route can be named by. */
function isUtf8(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** What to do with a request's target: go on, redirect to its canonical spelling, or refuse. */
export function canonicalVerdict(method: string, target: string): CanonicalVerdict {
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? "" : target.slice(queryAt);
  // An absolute-form target (a proxy request) is no page of ours.
  if (!path.startsWith("/")) return { kind: "refuse" };
  const canonical = canonicalPath(path);
  if (canonical === null) return { kind: "refuse" };
  if (canonical !== path) return { kind: "redirect", location: `${canonical}${query}`, status: 308 };
  const lower = canonical.toLowerCase();
  if (lower !== canonical && (method === "GET" || method === "HEAD") && isPublicPage(lower))
    return { kind: "redirect", location: `${lower}${query}`, status: 301 };
  return { kind: "canonical" };
}

/**
 * Answers a request that is not spelt canonically (a redirect, or a 400) and returns true; false
 * for a canonical one, which goes on to the site. A plain Node handler, first of all.
 */
export function answerNonCanonical(req: IncomingMessage, res: ServerResponse): boolean {
  const verdict = canonicalVerdict(req.method ?? "GET", req.url ?? "/");
  if (verdict.kind === "canonical") return false;
  const headers = {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  // In the language the address is in (/de/…, /fr/…), as far as it can be read.
  const httpErrorWords =
    httpErrorWordsIn[localeOfPath(verdict.kind === "redirect" ? verdict.location : (req.url ?? "/"))];
  if (verdict.kind === "redirect") {
    res.writeHead(verdict.status, { ...headers, Location: verdict.location });
    res.end(req.method === "HEAD" ? undefined : `${httpErrorWords.movedTo(verdict.location)}\n`);
  } else {
    res.writeHead(400, { ...headers, Connection: "close" });
    res.end(req.method === "HEAD" ? undefined : `${httpErrorWords.invalidAddress}\n`);
  }
  return true;
}
