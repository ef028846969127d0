import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import type { GalleryImage } from "~/content/travel";
import { ScenePicture } from "../illustrations/scene";
import { useCarousel } from "~/lib/use-carousel";

/**
 * A carousel of pictures with captions: previous/next buttons that wrap around both ways
 * (Embla, as the testimonials). Every slide is in the server HTML; only the one shown is
 * reachable by keyboard and screen readers.
 */
export function ImageCarousel({ label, images }: { label: string; images: GalleryImage[] }) {
  const [emblaRef, embla, run] = useCarousel({ loop: true, align: "center" });
  const [selected, setSelected] = useState(0);
  const viewportId = useId();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    embla.on("reInit", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
      embla.off("reInit", onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => run((api) => api.scrollPrev()), [run]);
  const next = useCallback(() => run((api) => api.scrollNext()), [run]);
  const current = images[selected] ?? images[0];

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="mx-auto max-w-2xl">
      <div ref={emblaRef} id={viewportId} className="overflow-hidden rounded-2xl border border-line bg-white">
        <div className="flex">
          {images.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
              data-testid="carousel-slide"
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
          onClick={previous}
          aria-controls={viewportId}
          aria-label="Previous picture"
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted tabular-nums" aria-hidden="true">
          {selected + 1} / {images.length}
        </p>
        <button
          type="button"
          onClick={next}
          aria-controls={viewportId}
          aria-label="Next picture"
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {`Picture ${selected + 1} of ${images.length}: ${current.caption}`}
      </p>
    </div>
  );
}
