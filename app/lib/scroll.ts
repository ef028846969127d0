/** Offset below the fixed navigation bar for every anchor scroll (docs/product.md, Figures). */
const ANCHOR_OFFSET = 80;
/** Delay before scrolling after navigating home for an anchor (docs/product.md, Navigation). */
export const ANCHOR_DELAY_MS = 100;
/**
 * How long, after arriving on a page, to wait for an anchor's element to appear before giving
 * up (the visitor then stays at the top of the page, as on a plain link).
 */
export const ANCHOR_WAIT_MS = 5000;

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

/**
 * After a form is sent, its thank-you heading replaces the form where the button was: on a phone
 * that is often hundreds of pixels below the heading. Brings the heading into the middle of the
 * window and gives it focus, so the patient sees it and a screen reader reads it out.
 */
export function revealThanks(heading: HTMLElement): void {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * Calls `found` once an element with this id is in the document: at once if it already is,
 * otherwise as soon as one is added, for up to `timeoutMs`. Returns a function that stops
 * waiting.
 */
export function whenElementExists(
  id: string,
  found: (element: HTMLElement) => void,
  timeoutMs = ANCHOR_WAIT_MS,
): () => void {
  const existing = document.getElementById(id);
  if (existing) {
    found(existing);
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["id"] });
  const giveUp = window.setTimeout(stop, timeoutMs);
  return stop;
}

/**
 * The second half of an anchor link to another page, run once that page is on screen: wait
 * until the element exists (a slow phone may still be building it), then the spec's 100 ms,
 * then scroll to it. Returns a function that cancels whatever has not happened yet.
 */
export function scrollToAnchorOnArrival(id: string): () => void {
  let delay: number | undefined;
  const stopWaiting = whenElementExists(id, () => {
    delay = window.setTimeout(() => scrollToAnchor(id), ANCHOR_DELAY_MS);
  });
  return () => {
    stopWaiting();
    window.clearTimeout(delay);
  };
}

/** Splits '/#contact' or '#contact' into the path (default '/') and the id. */
/**
 * The element id a hash names ('#flights' -> 'flights'), or '' when it names none: a malformed
 * hash ('#%E0%A4%A') must not throw in the code reading it.
 */
export function idFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

export function splitAnchor(href: string): { path: string; id: string } | null {
  const hashAt = href.indexOf("#");
  if (hashAt === -1) return null;
  return { path: href.slice(0, hashAt) || "/", id: href.slice(hashAt + 1) };
}
