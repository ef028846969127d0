import {
  MOBILE_MENU_ID,
  NUDGE_EVERY_MS,
  NUDGE_FOR_MS,
  PANEL_HOVER_DELAY_MS,
  SCROLL_TOP_AFTER_PX,
  SOLID_AFTER_PX,
  TREATMENTS_PANEL_ID,
} from "~/lib/chrome";
import { prefersReducedMotion } from "~/lib/scroll";

/**
 * The chrome every page shares (the bar, its two menus, the scroll-to-top button), run by the
 * site script on every page, hydrated or not: React draws it, this makes it move. Everything is
 * looked up when it is used, so it keeps working when React draws a new page in the same bar.
 */

const menu = () => document.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null;

/**
 * The bar is solid (`data-solid="true"`) once scrolled, when the hash mentions prices, while the
 * menu is open, or on pages that ask.
 */
export function runNavbar() {
  const bar = document.querySelector<HTMLElement>("[data-navbar]");
  if (!bar) return;
  const update = () => {
    const solid =
      window.scrollY > SOLID_AFTER_PX ||
      location.hash.includes("prices") ||
      Boolean(menu()?.open) ||
      bar.dataset.solidPage === "true";
    // Absent while transparent: React hydrates the bar after this has run, and an attribute it
    // did not draw is a hydration mismatch (a warning in development).
    if (solid) bar.dataset.solid = "true";
    else delete bar.dataset.solid;
  };
  // In the first frame rather than now: reading the scroll position now would lay the page out
  // before the browser's first layout, in the script's own task.
  requestAnimationFrame(update);
  addEventListener("scroll", update, { passive: true });
  addEventListener("hashchange", update);
  addEventListener("popstate", update);
  // The menu opening or closing, and React drawing a page that asks for a solid bar.
  document.addEventListener("toggle", update, true);
  document.addEventListener("close", update, true);
  new MutationObserver(update).observe(bar, { attributeFilter: ["data-solid-page"] });
}

/**
 * The phone menu's treatment groups open one at a time. The menu itself is a modal dialog opened
 * and closed as the others are (dialogs.ts).
 */
export function runMobileMenu() {
  document.addEventListener("click", (event) => {
    const dialog = menu();
    const section = (event.target as Element).closest?.<HTMLButtonElement>("[data-menu-section]");
    if (!dialog?.open || !section) return;
    const opening = section.getAttribute("aria-expanded") !== "true";
    for (const button of dialog.querySelectorAll<HTMLButtonElement>("[data-menu-section]")) {
      const open = opening && button === section;
      button.setAttribute("aria-expanded", String(open));
      const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
      if (list) list.hidden = !open;
    }
  });
}

/**
 * The wide-screen Treatments panel: a popover its button opens and closes (and Escape or a click
 * elsewhere), which this also opens on hover and enters with the down arrow.
 */
export function runTreatmentsPanel() {
  const panel = document.getElementById(TREATMENTS_PANEL_ID);
  const trigger = document.querySelector<HTMLButtonElement>(`[popovertarget="${TREATMENTS_PANEL_ID}"]`);
  if (!panel || !trigger || !("showPopover" in panel)) return;
  const isOpen = () => panel.matches(":popover-open");
  let timer: number | undefined;
  let openedByHover = false;
  panel.addEventListener("toggle", () => {
    const open = isOpen();
    trigger.dataset.state = open ? "open" : "closed";
    if (!open) openedByHover = false;
  });
  const later = (action: () => void) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(action, PANEL_HOVER_DELAY_MS);
  };
  for (const element of [trigger, panel]) {
    element.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      later(() => {
        if (isOpen()) return;
        panel.showPopover();
        openedByHover = true;
      });
    });
    element.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      later(() => {
        if (isOpen() && !panel.matches(":hover") && !trigger.matches(":hover")) panel.hidePopover();
      });
    });
  }
  // A click on the button of a panel the pointer has just opened keeps it open.
  trigger.addEventListener("click", (event) => {
    if (!openedByHover) return;
    openedByHover = false;
    event.preventDefault();
  });
  trigger.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (!isOpen()) panel.showPopover();
    panel.querySelector<HTMLElement>("a")?.focus();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...panel.querySelectorAll<HTMLElement>("a")];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    event.preventDefault();
    links[(at + (event.key === "ArrowDown" ? 1 : links.length - 1)) % links.length]?.focus();
  });
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.("a")) panel.hidePopover();
  });
}

/** Shown once the page is scrolled more than 300px; takes the visitor back to the top. */
export function runScrollToTop() {
  const update = () => {
    for (const button of document.querySelectorAll<HTMLElement>("[data-scroll-top]"))
      button.hidden = window.scrollY <= SCROLL_TOP_AFTER_PX;
  };
  requestAnimationFrame(update);
  addEventListener("scroll", update, { passive: true });
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.("[data-scroll-top]")) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  });
}

/** The Book Now icon draws the eye for 1 s every 5 s, unless the visitor prefers less motion. */
export function runBookNowNudge() {
  if (prefersReducedMotion()) return;
  const nudge = (on: boolean) => {
    for (const icon of document.querySelectorAll<SVGElement>("[data-nudge]")) {
      icon.dataset.nudging = String(on);
      icon.classList.toggle("animate-nudge", on);
    }
  };
  window.setInterval(() => {
    nudge(true);
    window.setTimeout(() => nudge(false), NUDGE_FOR_MS);
  }, NUDGE_EVERY_MS);
}
