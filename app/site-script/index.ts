import { replayTaps } from "~/lib/early-taps";
import { ANCHOR_DELAY_MS, idFromHash, scrollToAnchor } from "~/lib/scroll";
import { runBooking } from "~/parts/booking/script";
import { runCostCalculator } from "~/parts/cost-calculator/script";
import { runCarousels } from "~/parts/carousel/script";
import { runBookNowNudge, runMobileMenu, runNavbar, runScrollToTop, runTreatmentsPanel } from "./chrome";
import { runComparisons } from "~/parts/compare/script";
import { enhanceContactForms } from "~/parts/contact-form/script";
import { runCounters } from "~/parts/counters/script";
import { runCurrencyChoice } from "~/parts/currency-switch/script";
import { runDialogs } from "~/parts/dialogs/script";
import { runLightbox } from "~/parts/lightbox/script";
import { runNewsletterPopup } from "~/parts/newsletter/script";
import { runPictureFallbacks } from "./pictures";
import { runLanguageSuggestion } from "~/parts/language-suggestion/script";
import { runTravelSections } from "~/parts/travel-sections/script";
import { runMedicalHistoryForm } from "~/parts/medical-history/script";

/**
 * The site script: one small module written into every page (docs/decisions/0012-static-pages.md).
 * It runs what every page shares: the bar and its menus, the scroll-to-top button, the Book Now
 * nudge, the newsletter popup, photos that fail. It also runs the parts of pages that React draws
 * once and never again: the prices page's currency, the home page's calculator, counters and
 * article dialogs, before/after comparisons, carousels, the gallery's enlargement, the travel
 * page's sections, the consultation day's booking and the medical history form. Every part
 * listens on the document, so it works on a page React draws later too. Taps that came before it
 * listened are given to it as it starts. On a static page (no React in the browser) it also sends the contact and quote
 * forms in place, follows links to a section of the same page, and it is what marks the page
 * ready.
 */
runNavbar();
runMobileMenu();
runTreatmentsPanel();
runScrollToTop();
runBookNowNudge();
runNewsletterPopup();
runLanguageSuggestion();
runPictureFallbacks();
runCurrencyChoice();
runCostCalculator();
runCounters();
runDialogs();
runComparisons();
runCarousels();
runLightbox();
runTravelSections();
runBooking();
runMedicalHistoryForm();
arriveAtAnchor();
replayEarlyTaps();

const root = document.documentElement;
if (root.dataset.page === "static") {
  enhanceContactForms();
  followSectionLinks();
  root.dataset.hydrated = "true";
}

/**
 * On a static page, a link to a section of this same page with the page's path ('Explore
 * Treatments', Book Now's '/#contact' on the home page) scrolls there as React's `AnchorLink`
 * does: the section 80px below the top, with focus on it, and the address left as it is. A bare
 * '#id' link is the browser's: the address takes the hash (the travel page's contents).
 */
function followSectionLinks() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href*='#']:not([href^='#'])");
    if (!link || link.target || link.origin !== location.origin || link.pathname !== location.pathname)
      return;
    const id = idFromHash(link.hash);
    if (!id || !document.getElementById(id)) return;
    event.preventDefault();
    // One frame later, so a menu closing on this click has let go of focus first.
    window.requestAnimationFrame(() => scrollToAnchor(id));
  });
}

/**
 * A link from another page to a section (Book Now's '/#contact') loads this page with a hash:
 * 100 ms after it is on screen, the section is brought 80px below the top with focus on it, as
 * when React follows the link (app/lib/scroll.ts). Not on a reload or Back: the browser has put
 * the visitor back where they were.
 */
function arriveAtAnchor() {
  // A malformed hash ('#%E0%A4%A') names no section; it must not stop the rest of the script.
  const id = idFromHash(location.hash);
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!id || (entry && entry.type !== "navigate") || !document.getElementById(id)) return;
  window.setTimeout(() => scrollToAnchor(id), ANCHOR_DELAY_MS);
}

/** Taps that came before the listeners above were there (~/lib/early-taps), given to them now. */
function replayEarlyTaps() {
  window.__siteListening = true;
  replayTaps("__earlyTaps");
}
