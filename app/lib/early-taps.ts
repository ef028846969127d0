/**
 * Taps on a button before the site script listens. On a slow phone a page is shown, and
 * tapped, before its end (where the site script is) has arrived; such a tap would be lost. This
 * line, first in <body>, keeps them, and the site script gives them to its listeners when it
 * starts (app/site-script/index.ts). Links and forms need no help: the browser follows and sends
 * them itself.
 *
 * A button React handles on a page React hydrates (the confirmation page's 'Show Appointment
 * Calendar') waits longer, for React: marked `data-hydration-tap`, its taps before hydration are
 * kept until then, and `HydratedMark` (app/root.tsx) gives them to React. Such a tap is React's
 * alone: were it kept for the site script too, the site script's replay would be a second tap,
 * kept for React again, and React would open the calendar and close it at once.
 */
export const EARLY_TAPS_SCRIPT =
  'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button[type=button]");if(!b)return;if(b.hasAttribute("data-hydration-tap")){if(!document.documentElement.hasAttribute("data-hydrated"))(window.__hydrationTaps=window.__hydrationTaps||[]).push(b)}else if(!window.__siteListening)(window.__earlyTaps=window.__earlyTaps||[]).push(b)},true)';

/**
 * Gives the taps kept under `key` to the listeners now there, in order, as if each had just
 * happened (the site script's at its start, React's once hydrated). A button gone or disabled
 * meanwhile is left alone.
 */
export function replayTaps(key: "__earlyTaps" | "__hydrationTaps"): void {
  const taps = window[key] ?? [];
  delete window[key];
  for (const button of taps)
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
}
