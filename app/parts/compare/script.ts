import { clampPercent, compareValueText, parseCompareWords } from "~/lib/compare";
import { compareContract as names, compareSelector as selector } from "./contract";

/**
 * Before/after comparisons (home, gallery), drawn by `ComparisonSlider` (comparison-slider.tsx): the divider follows a
 * mouse or touch drag anywhere on the picture, and the keyboard on its handle (arrows 1%, Page
 * keys 10%, Home and End). The handle is an ARIA slider whose value is announced.
 */
export function runComparisons() {
  let dragging: HTMLElement | null = null;

  document.addEventListener("pointerdown", (event) => {
    const frame = (event.target as Element).closest?.<HTMLElement>(selector(names.root));
    if (!frame || event.button !== 0) return;
    dragging = frame;
    frame.setPointerCapture?.(event.pointerId);
    moveTo(frame, event.clientX);
  });
  document.addEventListener("pointermove", (event) => {
    if (dragging) moveTo(dragging, event.clientX);
  });
  for (const type of ["pointerup", "pointercancel"])
    document.addEventListener(type, () => {
      dragging = null;
    });

  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowDown: -1,
    ArrowRight: 1,
    ArrowUp: 1,
    PageDown: -10,
    PageUp: 10,
  };
  document.addEventListener("keydown", (event) => {
    const handle = (event.target as Element).closest?.<HTMLElement>(`${selector(names.root)} [role=slider]`);
    const frame = handle?.closest<HTMLElement>(selector(names.root));
    if (!handle || !frame) return;
    const now = Number(handle.getAttribute("aria-valuenow") ?? 50);
    if (event.key in steps) show(frame, now + steps[event.key]);
    else if (event.key === "Home") show(frame, 0);
    else if (event.key === "End") show(frame, 100);
    else return;
    event.preventDefault();
  });
}

function moveTo(frame: HTMLElement, clientX: number) {
  const box = frame.getBoundingClientRect();
  if (box.width > 0) show(frame, ((clientX - box.left) / box.width) * 100);
}

function show(frame: HTMLElement, percent: number) {
  const position = clampPercent(percent);
  const before = frame.querySelector<HTMLElement>(selector(names.before));
  if (before) before.style.clipPath = `inset(0 ${100 - position}% 0 0)`;
  for (const marker of frame.querySelectorAll<HTMLElement>(selector(names.at)))
    marker.style.left = `${position}%`;
  const handle = frame.querySelector<HTMLElement>("[role=slider]");
  if (!handle) return;
  handle.setAttribute("aria-valuenow", String(position));
  handle.setAttribute(
    "aria-valuetext",
    compareValueText(position, parseCompareWords(handle.getAttribute(names.words))),
  );
}
