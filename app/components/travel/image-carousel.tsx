import { useId } from "react";
import type { GalleryImage } from "~/content/travel";
import { labelsIn } from "~/content/in/labels";
import { travelLabelsIn } from "~/content/in/travel";
import { useWords } from "~/lib/locale";
import { ScenePicture } from "../illustrations/scene";
import { CarouselStatus, CarouselStepButton, CarouselTrack, FIRST_SLIDE } from "~/parts/carousel/carousel";
import { carouselAttr, carouselContract } from "~/parts/carousel/contract";

/**
 * A carousel of pictures with captions: previous/next buttons that wrap around both ways. Every
 * slide is in the server HTML, the first one shown; only the one shown is reachable by keyboard
 * and screen readers. The site script moves it (app/parts/carousel), as the testimonials.
 */
export function ImageCarousel({ label, images }: { label: string; images: GalleryImage[] }) {
  const labels = useWords(labelsIn);
  const travelLabels = useWords(travelLabelsIn);
  const selected = FIRST_SLIDE;
  const viewportId = useId();
  const announce = (index: number) =>
    travelLabels.pictureAnnounce(index + 1, images.length, images[index].caption);

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel.roleDescription}
      aria-label={label}
      className="mx-auto max-w-2xl"
      {...carouselAttr(carouselContract.root)}
    >
      <div id={viewportId} className="overflow-hidden rounded-2xl border border-line bg-white">
        <CarouselTrack
          items={images}
          itemKey={(image) => image.id}
          announce={announce}
          slideClassName="min-w-0 shrink-0 grow-0 basis-full"
          slideTestId="carousel-slide"
        >
          {(image) => (
            <figure>
              <div className="aspect-[3/2] w-full bg-brand-50">
                <ScenePicture image={image} width={960} height={640} />
              </div>
              <figcaption className="border-t border-line px-5 py-3 text-[1rem] text-muted">
                {image.caption}
              </figcaption>
            </figure>
          )}
        </CarouselTrack>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <CarouselStepButton step={-1} label={labels.carousel.previousPicture} controls={viewportId} />
        <p
          className="min-w-16 text-center text-sm font-medium text-muted tabular-nums"
          aria-hidden="true"
          {...carouselAttr(carouselContract.count)}
        >
          {selected + 1} / {images.length}
        </p>
        <CarouselStepButton step={1} label={labels.carousel.nextPicture} controls={viewportId} />
      </div>
      <CarouselStatus>{announce(selected)}</CarouselStatus>
    </div>
  );
}
