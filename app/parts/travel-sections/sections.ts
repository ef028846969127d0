import { idFromHash, scrollToAnchor } from "~/lib/scroll";
import { travelContract as names, travelSelector as selector, type TravelState } from "./contract";

/**
 * The travel page's collapsible sections, as the DOM has them (`TravelSections` draws them; the
 * script and, after a client-side navigation, the component itself move them): each is a
 * section whose heading's button shows or hides its content (the names are in contract.ts).
 */
export function setTravelSectionOpen(section: Element, open: boolean) {
  const state: TravelState = open ? "open" : "closed";
  const toggle = section.querySelector<HTMLElement>(selector(names.toggle));
  toggle?.setAttribute("aria-expanded", String(open));
  toggle?.setAttribute(names.state, state);
  const content = section.querySelector<HTMLElement>(selector(names.content));
  content?.setAttribute(names.state, state);
}

/** The travel section a hash names ('#flights'), if the page has it. */
function travelSectionOf(hash: string): HTMLElement | null {
  const id = idFromHash(hash);
  const section = id ? document.getElementById(id) : null;
  return section?.hasAttribute(names.section) ? section : null;
}

/** A hash naming a section opens it and brings it 80px below the top. */
export function openTravelSectionFromHash(hash: string, { scroll = true } = {}) {
  const section = travelSectionOf(hash);
  if (!section) return;
  setTravelSectionOpen(section, true);
  if (scroll) scrollToAnchor(section.id);
}
