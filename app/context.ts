import type { Database } from "./db/client.server";
import type { Env } from "./env.server";
import type { PaymentProvider } from "./services/payments.server";

/** What every loader and action receives as `context` (set by server/app.ts). */
export interface AppContext {
  db: Database;
  env: Env;
  cspNonce: string;
  payments: PaymentProvider;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Partial<AppContext> {}
}

/** Loaders that need the database call this; prerendered pages never do. */
export function requireAppContext(context: Partial<AppContext> | undefined): AppContext {
  if (!context?.db || !context.env)
    throw new Error("This page needs the server's context (database, settings)");
  return context as AppContext;
}

/** Prerendered HTML carries this in place of a nonce; the server swaps in a fresh one per response. */
export const PRERENDER_NONCE = "__PRERENDER_CSP_NONCE__";
