import { openTravelSectionFromHash, setTravelSectionOpen } from "~/lib/travel-sections";

/**
 * The travel page's sections (app/lib/travel-sections.ts): a heading's button opens or closes
 * its section; a hash naming a section opens it, when the page loads (the arrival at the anchor
 * then scrolls to it, index.ts) and when the hash changes (the page's contents links, a typed
 * address).
 */
export function runTravelSections() {
  document.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest?.<HTMLElement>("[data-travel-toggle]");
    const section = toggle?.closest("[data-travel-section]");
    if (toggle && section) setTravelSectionOpen(section, toggle.getAttribute("aria-expanded") !== "true");
  });
  addEventListener("hashchange", () => openTravelSectionFromHash(location.hash));
  openTravelSectionFromHash(location.hash, { scroll: false });
}
