/**
 * Every endpoint of the site, declared once: the route table (app/routes.ts) mounts them, the
 * edge (server/edge.ts) enforces their method, content type, origin, rate-limit tier and body
 * cap before a byte of the body is read, and their route modules parse input with the schema
 * named here (app/services/platform/endpoint.server.ts). docs/decisions/0004-request-pipeline.md says why.
 * A new endpoint is a line in its area's file (app/endpoints/forms.ts, bookings.ts, staff.ts) plus
 * a route module whose action is `endpointAction(name, …)`; tests/http/site/route-inventory.test.ts fails
 * when a route takes input without both. This file composes the registry and matches paths to it;
 * the tiers and caps are in app/endpoints/limits.ts, the declaration's shape in definition.ts.
 */
import { bookingEndpoints } from "./endpoints/bookings";
import { define, type EndpointDefinition } from "./endpoints/definition";
import { formEndpoints } from "./endpoints/forms";
import { staffEndpoints } from "./endpoints/staff";

/** In matching order: the first whose pattern fits a path is its endpoint. */
export const endpoints = define({ ...formEndpoints, ...bookingEndpoints, ...staffEndpoints });

export type EndpointName = keyof typeof endpoints;

/**
 * What the edge decided about a request to a declared endpoint, handed to its route module
 * through the load context. The edge decides; the route says it in its endpoint's own error
 * shape (Formspree's, the API's JSON, the page's), so React Router's fetchers can read it too.
 */
export interface EdgeDecision {
  name: EndpointName;
  /** The rate-limit counter this request was counted against (given back on invalid input). */
  rateKey?: string;
  rejection?: EdgeRejection;
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

/** Which endpoint a path belongs to, and its parameters. React Router's `.data` requests count as the path. */
export function matchEndpoint(
  pathname: string,
): { name: EndpointName; endpoint: EndpointDefinition; params: Record<string, string> } | null {
  const path = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  const segments = path.split("/").filter(Boolean);
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, EndpointDefinition][]) {
    const parts = endpoint.pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(":")) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { name, endpoint, params };
  }
  return null;
}
