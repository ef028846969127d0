/**
 * The shape of an endpoint's declaration (its pattern, route module, methods, body, cap, tier,
 * error shape, origin policy and schema), the helpers that declare the common kinds alike, and
 * what the edge decides about a request to one. The declarations are in app/route-list.ts.
 */
import type * as z from "zod/mini";
import { bodyLimits, type RateTier } from "./limits";

export type GuardedMethod = "GET" | "POST" | "PATCH";

export interface EndpointDefinition {
  /** URL pattern; `:name` matches one path segment. */
  pattern: string;
  /** Route module, relative to app/. */
  file: string;
  /** Methods the pipeline guards (GET is guarded only where listed: a page's own GET is not). */
  methods: readonly GuardedMethod[];
  /**
   * What the body may be: `json` (application/json only, 415 otherwise), `form` (Formspree's
   * JSON, urlencoded or multipart, no files), `files` (the same, and a multipart body may carry
   * files: streamed to temporary files rather than read into memory), `raw` (bytes as sent,
   * e.g. a signed webhook), `none`.
   */
  body: "json" | "form" | "files" | "raw" | "none";
  /** Largest body, counted in bytes received (chunked or not). */
  bodyLimit: number;
  /** Rate-limit tier: every endpoint has one, a signed webhook too (its signature is checked after). */
  tier: RateTier;
  /** How errors are told: Formspree's protocol, the API's JSON, or the page's own data. */
  errors: "formspree" | "json" | "page";
  /**
   * Cross-site policy: `same-site` refuses an Origin other than SITE_URL's (403); `formspree`
   * answers per Formspree's protocol (BLOCKED), with a CORS preflight for our own origin;
   * `any` for server-to-server callers (the payment provider, staff tools with a token);
   * `staff` (the back office's forms) requires the request to show it comes from SITE_URL: an
   * Origin, or failing that a Referer, of our own (403 otherwise, a missing one included).
   */
  origin: "same-site" | "formspree" | "any" | "staff";
  /** The one schema the input is parsed with (body for writes, query for reads). */
  schema: z.ZodMiniType;
  /** The route is also a page (its own GET renders it); otherwise only `methods` are answered. */
  page?: true;
  /** Mounted inside the back office's signed-in layout (app/routes/staff.tsx). */
  layout?: "staff";
}

/** Declares a group of endpoints, keeping each one's own schema type. */
export const define = <T extends Record<string, EndpointDefinition>>(endpoints: T) => endpoints;

type Declared<S extends z.ZodMiniType> = EndpointDefinition & { schema: S };

/** A visitor's form in Formspree's protocol (contact and quote requests), its own origin only. */
export const formspreeForm = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  body: Pick<EndpointDefinition, "body" | "bodyLimit">,
  schema: S,
): Declared<S> => ({
  pattern,
  file,
  methods: ["POST"],
  ...body,
  tier: "forms",
  errors: "formspree",
  origin: "formspree",
  schema,
});

/** Our own JSON API, from our own pages: a JSON body (a GET's query) checked by its schema. */
export const jsonApi = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  method: GuardedMethod,
  tier: RateTier,
  schema: S,
): Declared<S> => ({
  pattern,
  file,
  methods: [method],
  body: method === "GET" ? "none" : "json",
  bodyLimit: method === "GET" ? 0 : bodyLimits.json,
  tier,
  errors: "json",
  origin: "same-site",
  schema,
});

/**
 * A patient's page opened by a private link (their booking, their treatment plan): its own GET
 * renders it, and its forms post to it from our pages, on the booking tier, errors on the page.
 */
export const patientLinkForm = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
): Declared<S> => ({
  pattern,
  file,
  page: true,
  methods: ["POST"],
  body: "form",
  bodyLimit: bodyLimits.form,
  tier: "booking",
  errors: "page",
  origin: "same-site",
  schema,
});

/**
 * A back-office form: posted to its own page from our own origin only (`origin: "staff"`), on
 * the staff tier, its errors said on the page (docs/decisions/0007-staff-back-office.md).
 */
export const staffForm = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
  options: Pick<EndpointDefinition, "page" | "layout"> = {},
): Declared<S> => ({
  pattern,
  file,
  methods: ["POST"],
  body: "form",
  bodyLimit: bodyLimits.form,
  tier: "staff",
  errors: "page",
  origin: "staff",
  schema,
  ...options,
});

/**
 * A step of a passkey's ceremony in the back office: a form the page's own script posts from our
 * own origin (`origin: "staff"`), on the staff tier, answered in JSON, its errors too.
 */
export const staffJson = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
): Declared<S> => ({
  ...staffForm(pattern, file, schema),
  errors: "json",
});

/**
 * A back-office download (an export, an attachment): a GET its query's schema checks, on the
 * staff tier; a link or an image may open it, so any origin, and the route asks for a session.
 */
export const staffDownload = <S extends z.ZodMiniType>(
  pattern: string,
  file: string,
  schema: S,
): Declared<S> => ({
  pattern,
  file,
  methods: ["GET"],
  body: "none",
  bodyLimit: 0,
  tier: "staff",
  errors: "page",
  origin: "any",
  schema,
});

/**
 * What the edge decided about a request to a declared endpoint, handed to its route module
 * through the load context. The edge decides; the route says it in its endpoint's own error
 * shape (Formspree's, the API's JSON, the page's), so React Router's fetchers can read it too.
 */
export interface EdgeDecision {
  /** The endpoint's name in app/route-list.ts's `endpoints`. */
  name: string;
  /** The rate-limit counter this request was counted against (given back on invalid input). */
  rateKey?: string;
  rejection?: EdgeRejection;
  /**
   * Where the edge took the request as coming from, once it let it through: React Router is told
   * this origin instead of the request's own (null: none, where any origin will do), so its own
   * cross-site check cannot undo the edge's decision (a form of our no-referrer pages says
   * `Origin: null`; a mail provider's one-click unsubscribe names its own origin).
   */
  origin?: string | null;
}

export interface EdgeRejection {
  status: 403 | 408 | 413 | 415 | 429;
  code:
    | "BLOCKED"
    | "REQUEST_TIMEOUT"
    | "TOO_LARGE"
    | "FILES_TOO_BIG"
    | "UNSUPPORTED_MEDIA_TYPE"
    | "TOO_MANY_REQUESTS";
  message: string;
  headers?: Record<string, string>;
}
