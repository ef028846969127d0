import { ANCHOR_DELAY_MS, scrollToAnchor } from "~/lib/scroll";
import { runBookNowNudge, runMobileMenu, runNavbar, runScrollToTop, runTreatmentsPanel } from "./chrome";
import { enhanceContactForms } from "./contact-form";
import { runCurrencyChoice } from "./currency";
import { runNewsletterPopup } from "./newsletter";
import { runPictureFallbacks } from "./pictures";

/**
 * The site script: one small module written into every page (docs/decisions/0012-static-pages.md).
 * It runs what every page shares: the bar and its menus, the scroll-to-top button, the Book Now
 * nudge, the newsletter popup, photos that fail, the prices page's currency. On a static page (no React in the browser) it
 * also sends the contact form in place, and it is what marks the page ready.
 */
runNavbar();
runMobileMenu();
runTreatmentsPanel();
runScrollToTop();
runBookNowNudge();
runNewsletterPopup();
runPictureFallbacks();
runCurrencyChoice();
arriveAtAnchor();

const root = document.documentElement;
if (root.dataset.page === "static") {
  enhanceContactForms();
  root.dataset.hydrated = "true";
}

/**
 * A link from another page to a section (Book Now's '/#contact') loads this page with a hash:
 * 100 ms after it is on screen, the section is brought 80px below the top with focus on it, as
 * when React follows the link (app/lib/scroll.ts). Not on a reload or Back: the browser has put
 * the visitor back where they were.
 */
function arriveAtAnchor() {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    // A malformed hash ('#%E0%A4%A') names no section; it must not stop the rest of the script.
    return;
  }
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!id || (entry && entry.type !== "navigate") || !document.getElementById(id)) return;
  window.setTimeout(() => scrollToAnchor(id), ANCHOR_DELAY_MS);
}
