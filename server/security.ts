import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "../app/env.server";

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** A fresh nonce for every response: React Router's inline scripts carry it. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64url");
  next();
};

/**
 * Security headers. The CSP is enforced; script-src allows our own files and the
 * per-request nonce only, never 'unsafe-inline'. See docs/decisions/0002-csp-and-prerendering.md.
 */
export function securityHeaders(env: Env, { dev = false } = {}): RequestHandler {
  const formOrigin = originOf(env.FORM_ENDPOINT);
  const schedulerOrigin = originOf(env.SCHEDULER_URL);
  const https = env.SITE_URL.startsWith("https://");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...(dev ? ["'unsafe-eval'"] : []),
        ],
        // Style attributes and the small <style> elements UI libraries inject (scroll lock).
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(formOrigin ? [formOrigin] : []), ...(dev ? ["ws:"] : [])],
        "frame-src": ["'self'", ...(schedulerOrigin ? [schedulerOrigin] : [])],
        "form-action": ["'self'", ...(formOrigin ? [formOrigin] : [])],
        "frame-ancestors": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
    crossOriginEmbedderPolicy: false,
  });
}
