import { createContext, useContext } from "react";

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

/**
 * Taps on a button before the site script listens. On a slow phone a page is shown, and
 * tapped, before its end (where the site script is) has arrived; such a tap would be lost. This
 * line, first in <body>, keeps them, and the site script gives them to its listeners when it
 * starts (app/site-script/index.ts). Links and forms need no help: the browser follows and sends
 * them itself.
 *
 * A button React handles on a page React hydrates (the confirmation page's 'Show Appointment
 * Calendar') waits longer, for React: marked `data-hydration-tap`, its taps before hydration are
 * kept until then, and `HydratedMark` (app/root.tsx) gives them to React.
 */
export const EARLY_TAPS_SCRIPT =
  'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button[type=button]");if(!b)return;if(!window.__siteListening)(window.__earlyTaps=window.__earlyTaps||[]).push(b);if(b.hasAttribute("data-hydration-tap")&&!document.documentElement.hasAttribute("data-hydrated"))(window.__hydrationTaps=window.__hydrationTaps||[]).push(b)},true)';

export function EarlyTaps({ nonce }: { nonce?: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
  );
}
