import { labels } from "~/content/labels";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { travelLabels, type GalleryImage } from "~/content/travel";
import { ScenePicture } from "../illustrations/scene";

/**
 * A carousel of pictures with captions: previous/next buttons that wrap around both ways. Every
 * slide is in the server HTML, the first one shown; only the one shown is reachable by keyboard
 * and screen readers. The site script moves it (app/site-script/carousel.ts), as the testimonials.
 */
export function ImageCarousel({ label, images }: { label: string; images: GalleryImage[] }) {
  const selected = 0;
  const viewportId = useId();
  const announce = (index: number) =>
    travelLabels.pictureAnnounce(index + 1, images.length, images[index].caption);

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel.roleDescription}
      aria-label={label}
      className="mx-auto max-w-2xl"
      data-carousel
    >
      <div id={viewportId} className="overflow-hidden rounded-2xl border border-line bg-white">
        <div
          className="flex touch-pan-y transition-transform duration-300 motion-reduce:transition-none"
          data-carousel-track
        >
          {images.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription={labels.carousel.slide}
              aria-label={labels.carousel.slideOf(index + 1, images.length)}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
              data-testid="carousel-slide"
              data-carousel-slide
              data-carousel-announce={announce(index)}
            >
              <figure>
                <div className="aspect-[3/2] w-full bg-brand-50">
                  <ScenePicture image={image} width={960} height={640} />
                </div>
                <figcaption className="border-t border-line px-5 py-3 text-[1rem] text-muted">
                  {image.caption}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          data-carousel-step="-1"
          aria-controls={viewportId}
          aria-label={labels.carousel.previousPicture}
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p
          className="min-w-16 text-center text-sm font-medium text-muted tabular-nums"
          aria-hidden="true"
          data-carousel-count
        >
          {selected + 1} / {images.length}
        </p>
        <button
          type="button"
          data-carousel-step="1"
          aria-controls={viewportId}
          aria-label={labels.carousel.nextPicture}
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-carousel-status>
        {announce(selected)}
      </p>
    </div>
  );
}
