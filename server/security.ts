import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { isPublicPage } from "../app/lib/locale-path";
import type { Env } from "../app/env.server";

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** A fresh nonce for every response rendered now: React Router's inline scripts carry it. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64url");
  next();
};

/**
 * The Content-Security-Policy, enforced, with the page's own inline scripts named by a nonce
 * (pages rendered per request) or by their hashes (prerendered pages, whose bytes are the
 * same for every visitor): never 'unsafe-inline' in script-src.
 * See docs/decisions/0002-csp-and-prerendering.md and 0005-prepared-pages.md.
 */
export function contentSecurityPolicy(env: Env, { dev = false } = {}): (scriptSources: string[]) => string {
  const formOrigin = originOf(env.FORM_ENDPOINT);
  const schedulerOrigin = originOf(env.SCHEDULER_URL);
  const https = env.SITE_URL.startsWith("https://");
  return (scriptSources) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])].join(" "),
      // Style attributes and the small <style> elements UI libraries inject (scroll lock).
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      ["connect-src 'self'", ...(formOrigin ? [formOrigin] : []), ...(dev ? ["ws:"] : [])].join(" "),
      ["frame-src 'self'", ...(schedulerOrigin ? [schedulerOrigin] : [])].join(" "),
      ["form-action 'self'", ...(formOrigin ? [formOrigin] : [])].join(" "),
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      ...(https ? ["upgrade-insecure-requests"] : []),
    ].join("; ");
}

const helmetHeaders = () =>
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
    crossOriginEmbedderPolicy: false,
    // Set per page below: public pages go without (docs/decisions/0013-opener-policy.md).
    crossOriginOpenerPolicy: false,
  });

/**
 * `Cross-Origin-Opener-Policy: same-origin` puts a page in a browsing context group of its own,
 * out of reach of any window that opened it or that it opens. Every response has it except the
 * public pages (the same for every visitor, nothing of anyone's on them): there it protects
 * nothing, and the group switch it forces on arrival costs the first load ~200-300 ms of
 * Lighthouse's blocking time (decision 13).
 */
const OPENER_POLICY = ["Cross-Origin-Opener-Policy", "same-origin"] as const;

/**
 * Every security header but the CSP, as helmet sets them, read once: prerendered pages send
 * them from a prepared header set instead of running the middleware per request. Prerendered
 * pages are public pages, so there is no opener policy among them.
 */
export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmetHeaders()({} as never, res as never, () => undefined);
  return headers;
}

/**
 * Pages that are someone's own (the back office; a booking's manage page, confirmation and
 * scheduler, which show or carry its manage link; the test checkout; the newsletter's personal
 * links): never stored by a browser or a proxy, never indexed. By path prefix, at the edge, so a
 * page that forgets its own headers is still covered (decisions 0007 and 0008).
 */
const PRIVATE_PAGE_PREFIXES = [
  "/staff",
  "/booking/",
  "/consultation-success",
  "/consultation-scheduler",
  "/test-checkout/",
  "/newsletter/confirm/",
  "/newsletter/unsubscribe/",
  "/medical-history/",
] as const;

/**
 * A link that is the key to health data (app/services/health): not even our own pages learn it
 * as a referrer, whatever answers it (the form, a refusal, the 404 page, a redirect).
 */
const NO_REFERRER_PREFIX = "/medical-history/";

const isPrivatePage = (pathname: string) =>
  PRIVATE_PAGE_PREFIXES.some(
    (prefix) =>
      pathname === prefix ||
      (pathname.startsWith(prefix) && (prefix.endsWith("/") || /^[/.]/.test(pathname.slice(prefix.length)))),
  );

export const privatePageHeaders: RequestHandler = (req, res, next) => {
  if (isPrivatePage(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  if (req.path.startsWith(NO_REFERRER_PREFIX)) res.setHeader("Referrer-Policy", "no-referrer");
  next();
};

/** Security headers; the CSP carries this response's nonce (prerendered pages replace it with hashes). */
export function securityHeaders(env: Env, { dev = false } = {}): RequestHandler {
  const csp = contentSecurityPolicy(env, { dev });
  const others = helmetHeaders();
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", csp([`'nonce-${res.locals.cspNonce as string}'`]));
    if (!isPublicPage(req.path)) res.setHeader(...OPENER_POLICY);
    others(req, res, next);
  };
}
