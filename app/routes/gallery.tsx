import { ChevronLeft, ChevronRight, Maximize2, Phone, X } from "lucide-react";
import { Link } from "react-router";
import { ComparisonSlider } from "~/components/home/comparison-slider";
import { ScenePicture } from "~/components/illustrations/scene";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { t } from "~/content/en";
import { galleryPage } from "~/content/gallery";
import { home } from "~/content/home";
import { labels } from "~/content/labels";
import { site } from "~/content/site";
import { travelPage, type GalleryImage } from "~/content/travel";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { DEFAULT_SITE_URL, getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/gallery";

const path = "/gallery";
const crumbs = [
  { name: t("nav.home"), path: "/" },
  { name: galleryPage.crumb, path },
];
const description = galleryPage.description;

/** Clinic first, then the city: one sequence, so previous/next run through all of them. */
const pictureGroups = [
  { id: "clinic", title: galleryPage.groups.clinic, images: travelPage.clinicImages },
  { id: "budapest", title: galleryPage.groups.budapest, images: travelPage.cityImages },
];
const allPictures: GalleryImage[] = pictureGroups.flatMap((group) => group.images);
/** Where each group starts in that sequence. */
const groupStarts = pictureGroups.map((_, i) =>
  pictureGroups.slice(0, i).reduce((n, g) => n + g.images.length, 0),
);

const LIGHTBOX_ID = "gallery-lightbox";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: galleryPage.metaTitle,
    description,
    path,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ImageGallery",
        name: galleryPage.crumb,
        description,
        url: `${siteUrl ?? DEFAULT_SITE_URL}${path}`,
      },
      breadcrumbJsonLd(crumbs, siteUrl),
    ],
  });
};

// The enlargement's dialog code is fetched once the visitor does anything with the page.
/**
 * Sent without React (docs/decisions/0012-static-pages.md): the site script moves the
 * comparisons and opens the enlargement (app/site-script/lightbox.ts).
 */
export const handle = { hydrate: false } as const;

export default function GalleryPage() {
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={galleryPage.hero.eyebrow}
        title={galleryPage.hero.title}
        lead={galleryPage.hero.lead}
      />

      <section aria-labelledby="results-title" className="section container-page">
        <h2 id="results-title" className="section-title">
          {home.results.title}
        </h2>
        <p className="prose-width mt-3 text-muted">{home.results.intro}</p>
        <div className="mt-10 card-rows [--gap:2rem] md:[--cols:2] lg:[--cols:3]">
          {home.results.items.map((item) => (
            <ComparisonSlider key={item.id} item={item} />
          ))}
        </div>
      </section>

      {pictureGroups.map((group, groupIndex) => (
        <section
          key={group.id}
          aria-labelledby={`${group.id}-pictures-title`}
          className={groupIndex === 0 ? "bg-white" : ""}
        >
          <div className="section container-page">
            <h2 id={`${group.id}-pictures-title`} className="section-title">
              {group.title}
            </h2>
            <p className="mt-3 text-muted">{galleryPage.selectHint}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.images.map((image, imageIndex) => {
                const index = groupStarts[groupIndex] + imageIndex;
                return (
                  <li key={image.id}>
                    <figure className="card overflow-hidden">
                      <button
                        type="button"
                        data-lightbox-open={index}
                        aria-controls={LIGHTBOX_ID}
                        aria-label={galleryPage.enlarge(image.caption)}
                        aria-haspopup="dialog"
                        className="group relative block aspect-[3/2] w-full cursor-zoom-in bg-brand-50"
                        data-testid="gallery-thumbnail"
                      >
                        <ScenePicture image={image} width={480} height={320} />
                        <span className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow transition-transform group-hover:scale-110">
                          <Maximize2 aria-hidden="true" className="size-4" />
                        </span>
                      </button>
                      <figcaption className="px-4 py-3 text-[0.95rem] text-muted">{image.caption}</figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ))}

      <section aria-labelledby="gallery-cta-title" className="bg-brand-800">
        <div className="section container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <h2 id="gallery-cta-title" className="section-title max-w-2xl text-white">
            {galleryPage.cta}
          </h2>
          <div className="flex flex-wrap gap-3">
            <a href={site.phone.href} className="btn-ghost-light">
              <Phone aria-hidden="true" className="size-5" />
              {labels.actions.call} {site.phone.display}
            </a>
            <Link to="/quote" className="btn-primary">
              {labels.actions.getFreeQuote}
            </Link>
          </div>
        </div>
      </section>

      <Lightbox />
    </>
  );
}

/**
 * The enlargement: a modal dialog drawn closed with every picture in it, the first one shown.
 * The site script opens it at the picture chosen, moves through all of them with the buttons and
 * the arrow keys (wrapping round), and closes it with Escape, the close button or a click outside;
 * focus goes back to the picture that was opened. Pictures not yet shown are not fetched (lazy
 * images in a closed dialog).
 */
function Lightbox() {
  const first = allPictures[0];
  return (
    <dialog
      id={LIGHTBOX_ID}
      data-lightbox
      data-testid="gallery-dialog"
      aria-labelledby={`${LIGHTBOX_ID}-title`}
      aria-describedby={`${LIGHTBOX_ID}-description`}
      className="article-dialog w-[min(calc(100vw_-_2rem),60rem,calc((100dvh_-_11rem)_*_1.5))] overflow-hidden rounded-2xl bg-white shadow-2xl backdrop:bg-brand-900/80"
    >
      <button
        type="button"
        data-dialog-close
        aria-label={labels.actions.close}
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <div className="relative aspect-[3/2] w-full bg-brand-50">
        {allPictures.map((picture, index) => (
          <div
            key={picture.id}
            className="absolute inset-0"
            hidden={index !== 0}
            data-lightbox-slide
            data-caption={picture.caption}
          >
            <ScenePicture image={picture} width={960} height={640} />
          </div>
        ))}
        <button
          type="button"
          data-lightbox-step="-1"
          aria-label={labels.carousel.previousPicture}
          className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          data-lightbox-step="1"
          aria-label={labels.carousel.nextPicture}
          className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="px-5 py-4 md:px-6" aria-live="polite">
        <h2
          id={`${LIGHTBOX_ID}-title`}
          data-lightbox-caption
          className="font-display text-xl font-semibold text-brand-900 md:text-2xl"
        >
          {first.caption}
        </h2>
        <p id={`${LIGHTBOX_ID}-description`} className="mt-1 text-sm text-muted">
          {galleryPage.lightbox.picture} <span data-lightbox-number>1</span> {galleryPage.lightbox.of}{" "}
          {allPictures.length}
          {galleryPage.lightbox.keys}
        </p>
      </div>
    </dialog>
  );
}
