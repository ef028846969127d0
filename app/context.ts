import type { EdgeDecision } from "./endpoints/definition";
import type { ServiceContext } from "./services/context.server";

/**
 * What every loader and action receives as `context` (set by server/app.ts): the one service
 * context (app/services/context.server.ts), with this request's address, and what the edge
 * decided about it. A loader hands it to a use case or a view; it reads no setting itself.
 */
export interface AppContext extends ServiceContext {
  cspNonce: string;
  /** What the edge decided about this request, when it was to a declared endpoint. */
  edge?: EdgeDecision;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Partial<AppContext> {}
}

/** Loaders that need the database call this; prerendered pages never do. */
export function requireAppContext(context: Partial<AppContext> | undefined): AppContext {
  if (!context?.db || !context.settings)
    throw new Error("This page needs the server's context (database, settings)");
  return context as AppContext;
}

/** Prerendered HTML carries this in place of a nonce; the server swaps in a fresh one per response. */
export const PRERENDER_NONCE = "__PRERENDER_CSP_NONCE__";
/**
 * Prerendered pages are built with this origin; the server fills in its own SITE_URL when it
 * loads them (server/prerendered.ts), so a build made anywhere serves the right canonical URLs.
 */
export const PRERENDER_SITE_URL = "https://prerender-site-url.invalid";
