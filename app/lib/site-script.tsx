import { createContext, useContext } from "react";
import { EARLY_TAPS_SCRIPT } from "./early-taps";

/**
 * The site script (app/site-script/index.ts, bundled at build: scripts/vite-site-script.ts),
 * written into every page as one inline module: it runs the chrome every page shares and, on a
 * static page, is the only script there is (docs/decisions/0012-static-pages.md). The server
 * provides the text (entry.server.tsx); in the browser the context is empty and React adopts the
 * script already in the page without running it again.
 */
const SiteScriptContext = createContext<string>("");

export const SiteScriptProvider = SiteScriptContext.Provider;

export function SiteScript({ nonce }: { nonce?: string }) {
  const text = useContext(SiteScriptContext);
  return (
    <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
  );
}

export function EarlyTaps({ nonce }: { nonce?: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
  );
}
