/**
 * The carousel's contract: the data-* names that tie its markup (carousel.tsx, and the
 * testimonials and travel pictures that use it) to its script (script.ts). The only place these
 * names are written.
 */
export const carouselContract = {
  /** The carousel: what a step, a dot and a swipe move. */
  root: "data-carousel",
  /** The moving row of slides (a swipe starts on it). */
  track: "data-carousel-track",
  /** One slide. */
  slide: "data-carousel-slide",
  /** On a slide: what the live region says when it is shown. */
  announce: "data-carousel-announce",
  /** A previous (-1) or next (1) button. */
  step: "data-carousel-step",
  /** A dot: the index of the slide it shows. */
  to: "data-carousel-to",
  /** The '2 / 4' count. */
  count: "data-carousel-count",
  /** The polite live region. */
  status: "data-carousel-status",
} as const;

type CarouselName = (typeof carouselContract)[keyof typeof carouselContract];

/** The markup's attribute: `{...carouselAttr(carouselContract.to, index)}`; a bare mark is `true`. */
export const carouselAttr = (name: CarouselName, value: string | number | true = true) => ({ [name]: value });

/** A selector for an element carrying one of the names above. */
export const carouselSelector = (name: CarouselName) => `[${name}]`;
