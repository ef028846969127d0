import path from "node:path";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type * as z from "zod/mini";
import { requireAppContext, type AppContext } from "~/context";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { outage } from "~/content/outage";
import { endpoints, type EndpointName } from "~/endpoints";
import type { EndpointDefinition } from "~/endpoints/definition";
import { httpErrorWords } from "~/content/http-errors";
import { logger } from "~/lib/logger.server";
import { fieldErrorText, type FormErrorItem } from "~/lib/contact-fields";
import { formBodyWords, formErrorPage, formErrorWords } from "~/content/form-errors";
import { refundRequest } from "./rate-limit.server";
import { uploadAllowance } from "./upload-allowance.server";
import { readMultipart, UploadRejected, type IncomingFile } from "./uploads.server";

/**
 * The one way an endpoint's route module is written (docs/decisions/0004-request-pipeline.md):
 *
 *   export const action = endpointAction("newsletter", async ({ input, context }) => …);
 *
 * The edge (server/edge.ts) has already checked method, origin, content type, rate limit and
 * body size; here the edge's refusal is said in the endpoint's own error shape, the body is
 * parsed and validated with the endpoint's one schema (invalid input gives back its rate-limit
 * count), and a failure becomes an honest answer: 503 while the database is away, 500 otherwise.
 */

export const ENDPOINT_NAME = Symbol.for("dental.endpoint-name");

/** One JSON error shape for the whole API. */
export interface ApiError {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
}

export interface EndpointArgs<S> {
  /** The body (or, for reads, the query) parsed with the endpoint's schema. */
  input: S;
  /** The body as parsed, before validation (Formspree endpoints validate themselves). */
  raw: unknown;
  /** Files received in a multipart body, in private temporary files (`files` endpoints only). */
  files: IncomingFile[];
  request: Request;
  params: Record<string, string | undefined>;
  context: AppContext;
  /** Gives back this request's rate-limit count (for input the handler found invalid). */
  refundLimit(): Promise<void>;
}

type Result = Response | ReturnType<typeof data> | Record<string, unknown>;
type Handler<S> = (args: EndpointArgs<S>) => Promise<Result>;
type Marked<F> = F & { [ENDPOINT_NAME]: EndpointName };

class InputError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues?: ApiError["issues"],
    readonly status: 400 | 413 | 429 = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A write endpoint's action. */
export function endpointAction<N extends EndpointName>(
  name: N,
  handler: Handler<z.output<(typeof endpoints)[N]["schema"]>>,
): Marked<(args: ActionFunctionArgs) => Promise<Result>> {
  return mark(name, (args: ActionFunctionArgs) => run(name, args, handler));
}

/** A read endpoint's loader (its query is the input). */
export function endpointLoader<N extends EndpointName>(
  name: N,
  handler: Handler<z.output<(typeof endpoints)[N]["schema"]>>,
): Marked<(args: LoaderFunctionArgs) => Promise<Result>> {
  return mark(name, (args: LoaderFunctionArgs) => run(name, args, handler));
}

function mark<F extends object>(name: EndpointName, fn: F): Marked<F> {
  return Object.assign(fn, { [ENDPOINT_NAME]: name });
}

async function run<S>(
  name: EndpointName,
  { request, params, context: loadContext }: ActionFunctionArgs | LoaderFunctionArgs,
  handler: Handler<S>,
): Promise<Result> {
  const endpoint: EndpointDefinition = endpoints[name];
  const context = requireAppContext(loadContext);
  const decision = context.edge?.name === name ? context.edge : undefined;
  const refundLimit = async () => {
    if (decision?.rateKey) await refundRequest(context.db, decision.rateKey).catch(() => undefined);
  };

  if (decision?.rejection) {
    const { status, code, message, headers } = decision.rejection;
    return errorResponse(endpoint, request, status, { error: message, code }, headers);
  }

  let raw: unknown;
  let input: unknown;
  let files: IncomingFile[] = [];
  let cleanup = async () => {};
  try {
    try {
      if (endpoint.body === "files" && isMultipart(request)) {
        try {
          const received = await readMultipart(
            request.body,
            request.headers.get("content-type") ?? "",
            path.join(context.env.dataDir, "incoming"),
            // Each file counts against its sender as it arrives, whatever becomes of it.
            { fileReceived: uploadAllowance(context).fileReceived },
          );
          ({ files, cleanup } = received);
          raw = received.fields;
        } catch (error) {
          if (!(error instanceof UploadRejected)) throw error;
          const retry = error.retryAfterSeconds;
          throw new InputError(error.code, error.message, undefined, error.status, retry);
        }
      } else raw = await readInput(endpoint, request);
      if (endpoint.errors !== "formspree" && endpoint.body !== "raw") {
        const result = endpoint.schema.safeParse(raw);
        if (!result.success) {
          // The schemas' messages are written for people ('Enter an email address like name@example.com.').
          const first = result.error.issues[0];
          throw new InputError(
            "INVALID",
            first
              ? first.path.length > 0 && !/^[A-Z]/.test(first.message)
                ? `${first.path.join(".")} ${first.message}`
                : first.message
              : formBodyWords.invalid,
            result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
          );
        }
        input = result.data;
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      // A limit reached is not a mistake to forgive: only invalid input gives its count back.
      if (error.status !== 429) await refundLimit();
      return errorResponse(
        endpoint,
        request,
        error.status,
        { error: error.message, code: error.code, issues: error.issues },
        error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
      );
    }

    return await handler({ input: input as S, raw, files, request, params, context, refundLimit });
  } catch (error) {
    // A thrown Response is an answer (the back office's redirect to its sign-in page, a 403).
    if (error instanceof Response) throw error;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ endpoint: name, code: (error as { code?: string }).code }, "database unavailable");
      return errorResponse(
        endpoint,
        request,
        503,
        { error: outage.sentence, code: "SERVICE_UNAVAILABLE" },
        { "Retry-After": String(RETRY_AFTER_SECONDS) },
      );
    }
    logger.error({ err: error, endpoint: name }, "endpoint failed");
    return errorResponse(endpoint, request, 500, {
      error: httpErrorWords.endpointError,
      code: "SERVER_ERROR",
    });
  } finally {
    // Received files live only as long as the request: what is kept was copied to the store.
    await cleanup();
  }
}

/** The body as the endpoint accepts it; malformed bytes are the client's error (400), never a 500. */
async function readInput(endpoint: EndpointDefinition, request: Request): Promise<unknown> {
  if (endpoint.body === "none") return Object.fromEntries(new URL(request.url).searchParams);
  const text = endpoint.body === "raw" || !isMultipart(request) ? await request.text() : undefined;
  if (endpoint.body === "raw") return text;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || (endpoint.body === "json" && text !== undefined)) {
    if (!text?.trim()) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new InputError("MALFORMED", formBodyWords.notJson);
    }
  }
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  if (isMultipart(request)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new InputError("MALFORMED", formBodyWords.malformed);
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value !== "string") throw new InputError("NO_FILE_UPLOADS", formBodyWords.noFiles);
      fields[key] = value;
    }
    return fields;
  }
  return text ? { body: text } : {};
}

const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Does the caller want JSON (fetch, Formspree's clients) or a page (a plain HTML form post)? */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const type = request.headers.get("content-type") ?? "";
  return accept.includes("application/json") || type.startsWith("application/json");
}

/** An error in the endpoint's own shape. */
export function errorResponse(
  endpoint: EndpointDefinition,
  request: Request,
  status: number,
  body: ApiError,
  headers?: Record<string, string>,
): Result {
  if (endpoint.errors === "formspree") {
    const errors: FormErrorItem[] =
      body.code === "INVALID" ? [] : [{ code: formspreeCode(body.code), message: body.error }];
    return formspreeError(request, status, body.error, errors, headers);
  }
  return data(body, { status, headers });
}

const formspreeCode = (code: string) =>
  ({ TOO_LARGE: "TOO_LARGE", MALFORMED: "UNSPECIFIED", SERVER_ERROR: "UNSPECIFIED" })[code] ?? code;

/** Formspree's failure answer: JSON for scripts, a plain page for a browser without JavaScript. */
export function formspreeError(
  request: Request,
  status: number,
  error: string,
  errors: FormErrorItem[],
  headers?: Record<string, string>,
): Response {
  if (wantsJson(request)) {
    return Response.json({ error, errors }, { status, headers });
  }
  return new Response(errorPage(error, errors, backTo(request)), {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The page the form was sent from, on our own site only. */
export function sourcePage(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

const backTo = (request: Request) => `${sourcePage(request) ?? "/"}#contact`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** What a visitor without JavaScript sees when a form post has a problem. */
function errorPage(error: string, errors: FormErrorItem[], back: string): string {
  const words = formErrorPage;
  const fields = errors.filter((e) => e.field);
  // Field errors are sentences saying what to do (~/lib/field-errors.ts), said as the form says them.
  const fieldItems = fields.map((e) => `<li>${escapeHtml(fieldErrorText([e]))}</li>`).join("");
  const formItems = errors
    .filter((e) => !e.field)
    .map((e) => `<p>${escapeHtml(formErrorWords[e.code] ?? e.message)}</p>`)
    .join("");
  const lead = fields.length > 0 ? `<p>${escapeHtml(words.fieldsIntro)}</p><ul>${fieldItems}</ul>` : "";
  const summary = formItems || lead ? "" : `<p>${escapeHtml(error.replace(/\.$/, ""))}.</p>`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1c2a30;background:#fbf8f3;margin:0;padding:3rem 1.25rem}main{max-width:36rem;margin:auto}h1{color:#082a34}a{color:#0f4c5c}</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1>${summary}${formItems}${lead}<p><a href="${escapeHtml(back)}">${escapeHtml(words.back)}</a> ${escapeHtml(words.or)} <a href="/">${escapeHtml(words.home)}</a>.</p></main></body></html>`;
}
