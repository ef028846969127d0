import { ChevronLeft, ChevronRight } from "lucide-react";
import { labelsIn } from "~/content/in/labels";
import { useWords } from "~/lib/locale";
import type { ReactNode } from "react";
import { carouselAttr, carouselContract } from "./contract";

/**
 * The parts every carousel shares (the testimonials, the travel page's pictures): the track of
 * slides with the first one shown, the previous and next buttons, and the polite live region.
 * Drawn once by React; the site script moves them by their data attributes (contract.ts,
 * script.ts). The words (labels, announcements) come from the caller.
 */

/** The slide shown when the page is drawn; the site script moves on from it. */
export const FIRST_SLIDE = 0;

/** The moving row of slides: only the slide shown is reachable by keyboard and screen readers. */
export function CarouselTrack<T>({
  items,
  itemKey,
  announce,
  slideClassName,
  slideTestId,
  children,
}: {
  items: T[];
  itemKey: (item: T) => string;
  /** What the live region says when this slide is shown. */
  announce: (index: number) => string;
  slideClassName: string;
  slideTestId: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const labels = useWords(labelsIn);
  return (
    <div
      className="flex touch-pan-y transition-transform duration-300 motion-reduce:transition-none"
      {...carouselAttr(carouselContract.track)}
    >
      {items.map((item, index) => (
        <div
          key={itemKey(item)}
          role="group"
          aria-roledescription={labels.carousel.slide}
          aria-label={labels.carousel.slideOf(index + 1, items.length)}
          aria-hidden={index !== FIRST_SLIDE}
          inert={index !== FIRST_SLIDE}
          className={slideClassName}
          data-testid={slideTestId}
          {...carouselAttr(carouselContract.slide)}
          {...carouselAttr(carouselContract.announce, announce(index))}
        >
          {children(item, index)}
        </div>
      ))}
    </div>
  );
}

/** A round previous (-1) or next (1) button; both wrap around. */
export function CarouselStepButton({
  step,
  label,
  controls,
}: {
  step: -1 | 1;
  label: string;
  /** The id of the slides' viewport, where the carousel names one. */
  controls?: string;
}) {
  const Chevron = step < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      {...carouselAttr(carouselContract.step, String(step))}
      aria-controls={controls}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
    >
      <Chevron aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The live region that says which slide is shown. */
export function CarouselStatus({ children }: { children: ReactNode }) {
  return (
    <p className="sr-only" aria-live="polite" {...carouselAttr(carouselContract.status)}>
      {children}
    </p>
  );
}
