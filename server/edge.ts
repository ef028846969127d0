import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { EdgeDecision, EdgeRejection } from "../app/endpoints/definition";
import { matchEndpoint } from "../app/route-list";
import type { EndpointDefinition } from "../app/endpoints/definition";
import { bodyDeadlines, bodyLimits, type BodyDeadlines, type RateTier } from "../app/endpoints/limits";
import { httpErrorWords } from "../app/content/http-errors";
import { uploadMessages } from "../app/lib/upload-rules";
import { withDeadline } from "../app/db/availability.server";
import type { Database } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import { clientKey, countRequest, type RateLimit } from "../app/services/platform/rate-limit.server";

export interface EdgeOptions {
  db: Database;
  env: Env;
  /** Every tier's limit (app/endpoints.ts, as server/app.ts scales or replaces them). */
  tiers: Record<RateTier, RateLimit>;
  /** How long a body may take to arrive (tests shorten it). */
  deadlines?: Partial<BodyDeadlines>;
}

const FORM_TYPES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];
const ALLOWED_HEADERS = "Content-Type, Accept, Formspree-Client, Formspree-Session-Data";

const mediaType = (req: Request) => (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * The request pipeline's edge, in front of React Router: unknown methods are 405; a declared
 * endpoint's method, origin, content type, rate-limit tier and body cap are checked here, in
 * that order, before its body is read; the body is then read into memory counting the bytes
 * actually received (chunked or not), and a body over the cap is a 413 without reading the rest.
 */
export function edge({ db, env, tiers, deadlines = {} }: EdgeOptions): RequestHandler {
  const siteOrigin = new URL(env.SITE_URL).origin;
  const bodyDeadline = { ...bodyDeadlines, ...deadlines };

  return async (req: Request, res: Response, next: NextFunction) => {
    const method = req.method;
    const match = matchEndpoint(req.path);
    const reading = method !== "GET" && method !== "HEAD";

    if (!match) {
      // Pages answer GET and HEAD only; anything else (TRACE, PUT, a POST to a page…) is not ours.
      if (!reading) return next();
      return methodNotAllowed(res, "GET, HEAD");
    }
    const { name, endpoint } = match;

    if (method === "OPTIONS" && endpoint.origin === "formspree") return preflight(req, res, siteOrigin);
    const guarded = (endpoint.methods as readonly string[]).includes(method);
    if (!guarded) {
      if (!reading && endpoint.page) return next(); // the page's own GET (e.g. /test-checkout/:id)
      return methodNotAllowed(
        res,
        [...(endpoint.page ? ["GET", "HEAD"] : []), ...endpoint.methods].join(", "),
      );
    }

    const decision: EdgeDecision = { name };
    res.locals.edge = decision;
    if (endpoint.origin === "formspree") allowOwnOrigin(req, res, siteOrigin);

    const refuse = (rejection: EdgeRejection) => {
      decision.rejection = rejection;
      // The route answers in its own shape; the body, if any, is never read: close afterwards.
      if (reading) res.setHeader("Connection", "close");
      // The back office's refusals are answered here, in plain words: React Router would refuse
      // a foreign Origin on a page's form post itself (400, before the action), and would send
      // a visitor without a session to the sign-in page instead of saying what was wrong.
      if (endpoint.origin === "staff") {
        return res
          .status(rejection.status)
          .set(rejection.headers ?? {})
          .type("text/plain")
          .send(rejection.message);
      }
      next();
    };

    const origin = ownPageWithoutReferrer(req) ? siteOrigin : req.get("origin");
    if (endpoint.origin === "staff" && requestOrigin(req) !== siteOrigin) {
      return refuse({ status: 403, code: "BLOCKED", message: httpErrorWords.crossSite });
    }
    if (endpoint.origin !== "any" && origin !== undefined && origin !== siteOrigin) {
      return refuse({ status: 403, code: "BLOCKED", message: httpErrorWords.crossSite });
    }
    decision.origin = endpoint.origin === "any" ? null : (origin ?? null);
    if (reading && endpoint.body !== "raw" && hasBody(req)) {
      const type = mediaType(req);
      const accepted = endpoint.body === "json" ? ["application/json"] : FORM_TYPES;
      if (!accepted.includes(type)) {
        return refuse({
          status: 415,
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: httpErrorWords.unsupportedType(accepted),
        });
      }
    }

    const key = `${endpoint.tier}:${clientKey(req.ip)}`;
    try {
      // A short deadline of its own: a hung database must not eat the request's whole budget
      // here before the route gets to say so honestly.
      const result = await withDeadline(
        countRequest(db, key, tiers[endpoint.tier]),
        Math.min(1000, env.DB_DEADLINE_MS),
        "rate limit",
      );
      decision.rateKey = key;
      const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      res.setHeader(
        "RateLimit-Policy",
        `${result.limit};w=${Math.round(tiers[endpoint.tier].windowMs / 1000)}`,
      );
      if (!result.allowed) {
        return refuse({
          status: 429,
          code: "TOO_MANY_REQUESTS",
          message: httpErrorWords.tooManyRequests,
          headers: { "Retry-After": String(retryAfter) },
        });
      }
    } catch (error) {
      // The limiter's table is in the database: when that is away the route answers 503
      // itself; refusing here would turn every database hiccup into a 429.
      logger.warn({ code: (error as { code?: string }).code, tier: endpoint.tier }, "rate limit not counted");
    }

    if (!reading) return next();
    // Files (the quote form's multipart body) are streamed by the route to temporary files,
    // counted on the way (server/request-handler.ts); anything else is small and read here.
    const streamed = endpoint.body === "files" && mediaType(req) === "multipart/form-data";
    const limit = endpoint.body === "files" && !streamed ? bodyLimits.form : endpoint.bodyLimit;
    const declared = Number(req.get("content-length") ?? "");
    if (Number.isFinite(declared) && declared > limit) return refuse(tooLarge(endpoint, limit));
    if (streamed) {
      res.locals.streamBodyLimit = limit;
      return next();
    }
    const body = await readCapped(
      req,
      limit,
      name === "stripeWebhook" ? bodyDeadline.webhook : bodyDeadline.other,
    );
    if (body === "too-large") return refuse(tooLarge(endpoint, limit));
    if (body === "too-slow")
      return refuse({
        status: 408,
        code: "REQUEST_TIMEOUT",
        message: httpErrorWords.tooSlow,
      });
    if (body === "aborted") return; // the client went away
    res.locals.body = body;
    next();
  };
}

/**
 * A form posted from one of our own pages whose referrer policy is `no-referrer` (the manage
 * link's and the plan link's: the link is their key): the browser sends `Origin: null` then, and
 * says where the request comes from in Fetch Metadata instead (`Sec-Fetch-Site`, a header no page
 * can set). A sandboxed frame on another site also sends `null`, but with `cross-site`.
 */
function ownPageWithoutReferrer(req: Request): boolean {
  return req.get("origin") === "null" && req.get("sec-fetch-site") === "same-origin";
}

/**
 * Where a state-changing request says it comes from: its Origin (browsers send one with every
 * POST), else its Referer's origin (some privacy tools strip Origin). Neither: unknown.
 */
function requestOrigin(req: Request): string | undefined {
  const origin = req.get("origin");
  if (origin !== undefined) return origin;
  try {
    return new URL(req.get("referer") ?? "").origin;
  } catch {
    return undefined;
  }
}

const tooLarge = (endpoint: EndpointDefinition, limit: number): EdgeRejection =>
  endpoint.body === "files" && limit === endpoint.bodyLimit
    ? { status: 413, code: "FILES_TOO_BIG", message: uploadMessages.FILES_TOO_BIG }
    : {
        status: 413,
        code: "TOO_LARGE",
        message: httpErrorWords.tooLarge(Math.round(limit / 1024)),
      };

const hasBody = (req: Request) =>
  req.get("transfer-encoding") !== undefined || Number(req.get("content-length") ?? "0") > 0;

/**
 * Reads the body into memory, stopping as soon as more than `limit` bytes have arrived, or when
 * the whole of it has not arrived within `deadlineMs` (a trickle that would hold the connection).
 */
function readCapped(
  req: Request,
  limit: number,
  deadlineMs: number,
): Promise<Buffer | "too-large" | "too-slow" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const deadline = setTimeout(() => {
      req.pause();
      finish("too-slow");
    }, deadlineMs);
    const finish = (result: Buffer | "too-large" | "too-slow" | "aborted") => {
      clearTimeout(deadline);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading: the rest is never buffered, and the connection closes after the 413.
        req.pause();
        finish("too-large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onError = () => finish("aborted");
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onError);
  });
}

function methodNotAllowed(res: Response, allow: string) {
  res.status(405).setHeader("Allow", allow).type("text/plain").send(httpErrorWords.methodNotAllowed);
}

function allowOwnOrigin(req: Request, res: Response, siteOrigin: string) {
  if (req.get("origin") === siteOrigin) {
    res.setHeader("Access-Control-Allow-Origin", siteOrigin);
    res.setHeader("Vary", "Origin");
  }
}

/** Formspree's clients may send a CORS preflight; our own origin only. */
function preflight(req: Request, res: Response, siteOrigin: string) {
  if (req.get("origin") !== siteOrigin) return res.status(403).end();
  allowOwnOrigin(req, res, siteOrigin);
  res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
  res.setHeader("Access-Control-Max-Age", "600");
  res.status(204).end();
}
