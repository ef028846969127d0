/** Offset below the fixed navigation bar for every anchor scroll (spec section 9). */
export const ANCHOR_OFFSET = 80;
/** Delay before scrolling after navigating home for an anchor (spec section 9). */
export const ANCHOR_DELAY_MS = 100;

export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls so the element with this id sits 80px below the top of the window, and
 * moves keyboard focus there without a second jump. Returns false if it is not on the page.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/** Splits '/#contact' or '#contact' into the path (default '/') and the id. */
export function splitAnchor(href: string): { path: string; id: string } | null {
  const hashAt = href.indexOf("#");
  if (hashAt === -1) return null;
  return { path: href.slice(0, hashAt) || "/", id: href.slice(hashAt + 1) };
}
