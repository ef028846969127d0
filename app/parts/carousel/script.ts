import { wrapIndex } from "~/lib/wrap-index";
import { carouselContract, carouselSelector } from "./contract";

/**
 * Carousels (testimonials, the travel page's pictures), drawn by React with the first slide
 * shown: previous and next wrap around both ways, dots go to a slide, a horizontal swipe or drag
 * on the slides steps once. Only the slide shown is reachable by keyboard and screen readers; a
 * polite live region says which one it is.
 */
export function runCarousels() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const step = target.closest?.<HTMLElement>(carouselSelector(carouselContract.step));
    const to = target.closest?.<HTMLElement>(carouselSelector(carouselContract.to));
    const carousel = (step ?? to)?.closest<HTMLElement>(carouselSelector(carouselContract.root));
    if (!carousel) return;
    if (step) show(carousel, selectedIn(carousel) + Number(step.getAttribute(carouselContract.step)));
    else if (to) show(carousel, Number(to.getAttribute(carouselContract.to)));
  });

  let swipe: { carousel: HTMLElement; x: number; y: number } | null = null;
  document.addEventListener("pointerdown", (event) => {
    const track = (event.target as Element).closest?.(carouselSelector(carouselContract.track));
    const carousel = track?.closest<HTMLElement>(carouselSelector(carouselContract.root));
    swipe = carousel && event.isPrimary ? { carousel, x: event.clientX, y: event.clientY } : null;
  });
  document.addEventListener("pointerup", (event) => {
    if (!swipe) return;
    const dx = event.clientX - swipe.x;
    const dy = event.clientY - swipe.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy))
      show(swipe.carousel, selectedIn(swipe.carousel) + (dx < 0 ? 1 : -1));
    swipe = null;
  });
  document.addEventListener("pointercancel", () => {
    swipe = null;
  });
}

/** How far a swipe must travel sideways to count. */
const SWIPE_PX = 40;

const slidesOf = (carousel: HTMLElement) => [
  ...carousel.querySelectorAll<HTMLElement>(carouselSelector(carouselContract.slide)),
];

function selectedIn(carousel: HTMLElement) {
  return Math.max(
    0,
    slidesOf(carousel).findIndex((slide) => !slide.inert),
  );
}

function show(carousel: HTMLElement, wanted: number) {
  const slides = slidesOf(carousel);
  if (slides.length === 0) return;
  const selected = wrapIndex(wanted, slides.length);
  slides.forEach((slide, index) => {
    slide.inert = index !== selected;
    slide.setAttribute("aria-hidden", String(index !== selected));
  });
  const track = carousel.querySelector<HTMLElement>(carouselSelector(carouselContract.track));
  if (track) track.style.transform = `translateX(-${selected * 100}%)`;
  for (const dot of carousel.querySelectorAll<HTMLElement>(carouselSelector(carouselContract.to))) {
    const current = Number(dot.getAttribute(carouselContract.to)) === selected;
    if (current) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
    const mark = dot.firstElementChild;
    mark?.classList.toggle("bg-brand-700", current);
    mark?.classList.toggle("bg-brand-200", !current);
    mark?.classList.toggle("group-hover:bg-brand-400", !current);
  }
  for (const count of carousel.querySelectorAll(carouselSelector(carouselContract.count)))
    count.textContent = `${selected + 1} / ${slides.length}`;
  for (const status of carousel.querySelectorAll(carouselSelector(carouselContract.status)))
    status.textContent = slides[selected].getAttribute(carouselContract.announce) ?? "";
}
