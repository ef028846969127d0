import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { closeAttrs } from "../dialogs/contract";
import { ScenePicture } from "~/components/illustrations/scene";
import { galleryPageIn } from "~/content/in/gallery";
import { labelsIn } from "~/content/in/labels";
import { useWords } from "~/lib/locale";
import type { GalleryImage } from "~/content/travel";
import { LIGHTBOX_ID, lightboxAttr, lightboxContract } from "./contract";

/**
 * The enlargement: a modal dialog drawn closed with every picture in it, the first one shown.
 * The site script opens it at the picture chosen, moves through all of them with the buttons and
 * the arrow keys (wrapping round), and closes it with Escape, the close button or a click outside;
 * focus goes back to the picture that was opened. Pictures not yet shown are not fetched (lazy
 * images in a closed dialog).
 */
export function Lightbox({ pictures }: { pictures: GalleryImage[] }) {
  const first = pictures[0];
  const labels = useWords(labelsIn);
  const galleryPage = useWords(galleryPageIn);
  return (
    <dialog
      id={LIGHTBOX_ID}
      {...lightboxAttr(lightboxContract.root)}
      data-testid="gallery-dialog"
      aria-labelledby={`${LIGHTBOX_ID}-title`}
      aria-describedby={`${LIGHTBOX_ID}-description`}
      className="article-dialog w-[min(calc(100vw_-_2rem),60rem,calc((100dvh_-_11rem)_*_1.5))] overflow-hidden rounded-2xl bg-white shadow-2xl backdrop:bg-brand-900/80"
    >
      <button
        type="button"
        {...closeAttrs()}
        aria-label={labels.actions.close}
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <div className="relative aspect-[3/2] w-full bg-brand-50">
        {pictures.map((picture, index) => (
          <div
            key={picture.id}
            className="absolute inset-0"
            hidden={index !== 0}
            {...lightboxAttr(lightboxContract.slide)}
            {...lightboxAttr(lightboxContract.caption, picture.caption)}
          >
            <ScenePicture image={picture} width={960} height={640} />
          </div>
        ))}
        <button
          type="button"
          {...lightboxAttr(lightboxContract.step, "-1")}
          aria-label={labels.carousel.previousPicture}
          className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          {...lightboxAttr(lightboxContract.step, "1")}
          aria-label={labels.carousel.nextPicture}
          className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="px-5 py-4 md:px-6" aria-live="polite">
        <h2
          id={`${LIGHTBOX_ID}-title`}
          {...lightboxAttr(lightboxContract.captionHeading)}
          className="font-display text-xl font-semibold text-brand-900 md:text-2xl"
        >
          {first.caption}
        </h2>
        <p id={`${LIGHTBOX_ID}-description`} className="mt-1 text-sm text-muted">
          {galleryPage.lightbox.picture} <span {...lightboxAttr(lightboxContract.number)}>1</span>{" "}
          {galleryPage.lightbox.of} {pictures.length}
          {galleryPage.lightbox.keys}
        </p>
      </div>
    </dialog>
  );
}
