import { idFromHash, scrollToAnchor } from "./scroll";

/**
 * The travel page's collapsible sections, as the DOM has them (`TravelSections` draws them; the
 * site script and, after a client-side navigation, the component itself move them): each is a
 * `<section data-travel-section>` whose heading's button (`data-travel-toggle`) shows or hides
 * its content (`data-travel-content`).
 */
export function setTravelSectionOpen(section: Element, open: boolean) {
  const state = open ? "open" : "closed";
  const toggle = section.querySelector<HTMLElement>("[data-travel-toggle]");
  toggle?.setAttribute("aria-expanded", String(open));
  if (toggle) toggle.dataset.state = state;
  const content = section.querySelector<HTMLElement>("[data-travel-content]");
  if (content) content.dataset.state = state;
}

/** The travel section a hash names ('#flights'), if the page has it. */
export function travelSectionOf(hash: string): HTMLElement | null {
  const id = idFromHash(hash);
  const section = id ? document.getElementById(id) : null;
  return section?.hasAttribute("data-travel-section") ? section : null;
}

/** A hash naming a section opens it and brings it 80px below the top. */
export function openTravelSectionFromHash(hash: string, { scroll = true } = {}) {
  const section = travelSectionOf(hash);
  if (!section) return;
  setTravelSectionOpen(section, true);
  if (scroll) scrollToAnchor(section.id);
}
