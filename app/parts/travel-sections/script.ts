import { travelContract as names, travelSelector as selector } from "./contract";
import { openTravelSectionFromHash, setTravelSectionOpen } from "./sections";

/**
 * The travel page's sections (sections.ts): a heading's button opens or closes
 * its section; a hash naming a section opens it, when the page loads (the arrival at the anchor
 * then scrolls to it, app/site-script/index.ts) and when the hash changes (the page's contents links, a typed
 * address).
 */
export function runTravelSections() {
  document.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest?.<HTMLElement>(selector(names.toggle));
    const section = toggle?.closest(selector(names.section));
    if (toggle && section) setTravelSectionOpen(section, toggle.getAttribute("aria-expanded") !== "true");
  });
  addEventListener("hashchange", () => openTravelSectionFromHash(location.hash));
  openTravelSectionFromHash(location.hash, { scroll: false });
}
