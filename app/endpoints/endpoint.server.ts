import path from "node:path";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type * as z from "zod/mini";
import { requireAppContext, type AppContext } from "~/context";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { outage } from "~/content/outage";
import { endpoints, type EndpointName } from "~/route-list";
import type { EndpointDefinition } from "./definition";
import { httpErrorWords } from "~/content/http-errors";
import { logger } from "~/lib/logger.server";
import { formCode, type FormErrorItem } from "~/lib/formspree";
import { formBodyWords } from "~/content/form-errors";
import { refundRequest } from "~/services/platform/rate-limit.server";
import { formspreeError } from "~/services/platform/formspree.server";
import { uploadAllowance } from "~/services/uploads/allowance.server";
import { readMultipart, UploadRejected, type IncomingFile } from "~/services/uploads/incoming.server";

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
interface ApiError {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
}

interface EndpointArgs<S> {
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
    readonly status: UploadRejected["status"] = 400,
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
            path.join(context.settings.dataDir, "incoming"),
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

/** An error in the endpoint's own shape. */
function errorResponse(
  endpoint: EndpointDefinition,
  request: Request,
  status: number,
  body: ApiError,
  headers?: Record<string, string>,
): Result {
  if (endpoint.errors === "formspree") {
    const errors: FormErrorItem[] =
      body.code === "INVALID" ? [] : [{ code: formCode(body.code), message: body.error }];
    return formspreeError(request, status, body.error, errors, headers);
  }
  return data(body, { status, headers });
}

/** A JSON answer with cookies of its own (a passkey ceremony's steps set and end theirs). */
export function jsonAnswer(
  body: Record<string, unknown>,
  { status = 200, cookies = [] }: { status?: number; cookies?: string[] } = {},
): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify(body), { status, headers });
}
