/**
 * The shape of an endpoint's declaration (its pattern, route module, methods, body, cap, tier,
 * error shape, origin policy and schema), shared by the area files in this folder.
 */
import type * as z from "zod/mini";
import type { RateTier } from "./limits";

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
