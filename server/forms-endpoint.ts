import express, { type NextFunction, type Request, type Response, Router } from "express";
import { rateLimit } from "express-rate-limit";
import { forms } from "../app/content/forms";
import type { Database } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import type { FormErrorItem } from "../app/lib/contact-schema";
import { logger } from "../app/lib/logger.server";
import { createLead, recordSpam } from "../app/services/leads.server";

/**
 * POST /f/:formId: our own form endpoint speaking Formspree's submission protocol, so the
 * contact form (or the official @formspree clients) work with nothing hosted elsewhere.
 * JSON in or out, urlencoded and multipart in; a plain HTML post is redirected to /thank-you.
 */
export interface FormsEndpointOptions {
  db: Database;
  env: Env;
  /** Submissions allowed per client address per window. */
  rateLimit?: { windowMs: number; limit: number };
  /** Largest accepted body. */
  bodyLimit?: string;
}

export const THANK_YOU_PATH = "/thank-you";
const allowedHeaders = "Content-Type, Accept, Formspree-Client, Formspree-Session-Data";

export function formsEndpoint({
  db,
  env,
  rateLimit: limits,
  bodyLimit = "32kb",
}: FormsEndpointOptions): Router {
  const router = Router();
  const siteOrigin = new URL(env.SITE_URL).origin;

  /** Our own pages only: the site's public origin, or the origin the request was sent to. */
  const isOwnOrigin = (req: Request) => {
    const origin = req.get("origin");
    if (!origin || origin === "null") return !origin;
    try {
      return origin === siteOrigin || new URL(origin).host === req.get("host");
    } catch {
      return false;
    }
  };

  const cors = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (origin && isOwnOrigin(req)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
    }
    next();
  };

  router.options("/f/:formId", cors, (req, res) => {
    if (!isOwnOrigin(req)) return res.status(403).end();
    res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", allowedHeaders);
    res.setHeader("Access-Control-Max-Age", "600");
    res.status(204).end();
  });

  const wantsJson = (req: Request) =>
    req.accepts(["html", "json"]) === "json" || req.is("application/json") === "application/json";

  const fail = (req: Request, res: Response, status: number, error: string, errors: FormErrorItem[] = []) => {
    if (wantsJson(req)) return res.status(status).json({ error, errors });
    res
      .status(status)
      .type("html")
      .send(errorPage(error, errors, `${sourcePage(req, siteOrigin) ?? "/"}#contact`));
  };

  router.post(
    "/f/:formId",
    cors,
    rateLimit({
      windowMs: limits?.windowMs ?? 15 * 60_000,
      limit: limits?.limit ?? 20,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (req, res) =>
        fail(
          req,
          res,
          429,
          "Too many submissions from your connection. Please wait a few minutes and try again.",
          [{ code: "TOO_MANY_REQUESTS", message: "too many submissions" }],
        ),
    }),
    express.json({ limit: bodyLimit }),
    express.urlencoded({ limit: bodyLimit, extended: false }),
    express.raw({ limit: bodyLimit, type: "multipart/form-data" }),
    async (req, res, next) => {
      try {
        const form = forms[String(req.params.formId)];
        if (!form)
          return fail(req, res, 404, "Form not found", [
            { code: "FORM_NOT_FOUND", message: "form not found" },
          ]);
        if (!form.active)
          return fail(req, res, 403, "Form not active", [{ code: "INACTIVE", message: "form not active" }]);
        if (!isOwnOrigin(req))
          return fail(req, res, 403, "Submission blocked", [
            { code: "BLOCKED", message: "submission blocked" },
          ]);

        const parsed = await readFields(req);
        if (parsed === "file") {
          return fail(req, res, 400, "This form does not accept files", [
            { code: "NO_FILE_UPLOADS", message: "file uploads not allowed" },
          ]);
        }
        const fields = parsed;
        const visible = Object.entries(fields).filter(([key]) => !key.startsWith("_"));
        if (
          visible.length === 0 ||
          visible.every(([, value]) => typeof value === "string" && value.trim() === "")
        ) {
          return fail(req, res, 400, "Empty form", [{ code: "EMPTY", message: "empty form" }]);
        }

        if (typeof fields._gotcha === "string" && fields._gotcha.trim() !== "") {
          await recordSpam(db, form.id, stringFields(fields));
          logger.info({ formId: form.id }, "honeypot submission stored as spam");
          return succeed(req, res);
        }

        const checked = form.validate(fields);
        if (!checked.ok) return fail(req, res, 400, "Validation errors", checked.errors);

        const known = new Set(["name", "email", "phone", "treatment", "message"]);
        const extra = Object.fromEntries(
          Object.entries(stringFields(fields)).filter(([key]) => !key.startsWith("_") && !known.has(key)),
        );
        const lead = await createLead(
          db,
          { formId: form.id, submission: checked.data, extra, sourcePage: sourcePage(req, siteOrigin) },
          { clinicInbox: env.CLINIC_INBOX, siteUrl: env.SITE_URL },
        );
        logger.info({ formId: form.id, leadId: lead.id }, "lead stored");
        return succeed(req, res);
      } catch (error) {
        next(error);
      }
    },
  );

  const succeed = (req: Request, res: Response) => {
    const next = `${env.SITE_URL}${THANK_YOU_PATH}`;
    if (wantsJson(req)) return res.status(200).json({ ok: true, next });
    res.redirect(303, THANK_YOU_PATH);
  };

  // Body parser failures: too large, malformed JSON.
  router.use(
    "/f/:formId",
    (error: { type?: string; status?: number }, req: Request, res: Response, _next: NextFunction) => {
      if (error.type === "entity.too.large") {
        return fail(req, res, 413, "The submission is too large", [
          { code: "TOO_LARGE", message: "submission too large" },
        ]);
      }
      if (error.type === "entity.parse.failed") {
        return fail(req, res, 400, "The submission could not be read", [
          { code: "UNSPECIFIED", message: "malformed body" },
        ]);
      }
      logger.error({ err: error }, "form submission failed");
      return fail(req, res, 500, "We could not save your message. Please try again, or call us.", [
        { code: "UNSPECIFIED", message: "server error" },
      ]);
    },
  );

  return router;
}

async function readFields(req: Request): Promise<Record<string, unknown> | "file"> {
  if (Buffer.isBuffer(req.body)) {
    const data = await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" },
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of data.entries()) {
      if (typeof value !== "string") return "file";
      fields[key] = value;
    }
    return fields;
  }
  return req.body && typeof req.body === "object" && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};
}

function stringFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
}

/** The page the form was sent from (our own pages only). */
function sourcePage(req: Request, siteOrigin: string): string | undefined {
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === siteOrigin || url.host === req.get("host") ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const labels: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  treatment: "Treatment",
  message: "Message",
};

/** What a visitor without JavaScript sees when the form has a problem. */
function errorPage(error: string, errors: FormErrorItem[], backTo: string): string {
  const items = errors
    .map((e) => `<li>${escapeHtml(e.field ? `${labels[e.field] ?? e.field} ${e.message}` : e.message)}</li>`)
    .join("");
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please check the form</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1c2a30;background:#fbf8f3;margin:0;padding:3rem 1.25rem}main{max-width:36rem;margin:auto}h1{color:#082a34}a{color:#0f4c5c}</style></head>
<body><main><h1>Please check the form</h1><p>${escapeHtml(error)}.</p><ul>${items}</ul><p><a href="${escapeHtml(backTo)}">Go back to the form</a> or <a href="/">return to the home page</a>.</p></main></body></html>`;
}
