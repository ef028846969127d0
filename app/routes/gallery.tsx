import { Maximize2 } from "lucide-react";
import { CallToAction } from "~/components/ui/call-to-action";
import { Link } from "react-router";
import { ComparisonSlider } from "~/parts/compare/comparison-slider";
import { ScenePicture } from "~/components/illustrations/scene";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import type { Locale } from "~/content/locales";
import { stringsIn } from "~/content/in/en";
import { galleryPageIn } from "~/content/in/gallery";
import { homeIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { travelPageIn } from "~/content/in/travel";
import { travelPage as englishTravelPage, type GalleryImage } from "~/content/travel";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { DEFAULT_SITE_URL, getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import { LIGHTBOX_ID, lightboxAttr, lightboxContract } from "~/parts/lightbox/contract";
import { Lightbox } from "~/parts/lightbox/lightbox";
import type { Route } from "./+types/gallery";

const path = "/gallery";
/** Home, then this page: names and addresses in the page's language. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: galleryPageIn[locale].crumb, path: localizePath(path, locale) },
];

/** Clinic first, then the city: one sequence, so previous/next run through all of them. */
function picturesIn(locale: Locale) {
  const galleryPage = galleryPageIn[locale];
  const travelPage = travelPageIn[locale];
  // Each picture as English has it (its scene, its photo), with its words in the page's language.
  const inWords = (images: GalleryImage[], words: { caption: string; alt: string }[]): GalleryImage[] =>
    images.map((image, i) => ({ ...image, caption: words[i].caption, alt: words[i].alt }));
  const pictureGroups = [
    {
      id: "clinic",
      title: galleryPage.groups.clinic,
      images: inWords(englishTravelPage.clinicImages, travelPage.clinicImages),
    },
    {
      id: "budapest",
      title: galleryPage.groups.budapest,
      images: inWords(englishTravelPage.cityImages, travelPage.cityImages),
    },
  ];
  const allPictures: GalleryImage[] = pictureGroups.flatMap((group) => group.images);
  /** Where each group starts in that sequence. */
  const groupStarts = pictureGroups.map((_, i) =>
    pictureGroups.slice(0, i).reduce((n, g) => n + g.images.length, 0),
  );
  return { pictureGroups, allPictures, groupStarts };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const galleryPage = galleryPageIn[locale];
  const description = galleryPage.description;
  return getMeta({
    title: galleryPage.metaTitle,
    description,
    path,
    locale,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ImageGallery",
        name: galleryPage.crumb,
        description,
        url: `${siteUrl ?? DEFAULT_SITE_URL}${localizePath(path, locale)}`,
      },
      breadcrumbJsonLd(crumbsIn(locale), siteUrl),
    ],
  });
};

// The enlargement's dialog code is fetched once the visitor does anything with the page.
/**
 * Sent without React (docs/decisions/0012-static-pages.md): the site script moves the
 * comparisons and opens the enlargement (app/parts/lightbox).
 */
export const handle = { hydrate: false } as const;

export default function GalleryPage() {
  const locale = useLocale();
  const galleryPage = useWords(galleryPageIn);
  const home = useWords(homeIn);
  const labels = useWords(labelsIn);
  const to = useLocalePath();
  const { pictureGroups, allPictures, groupStarts } = picturesIn(locale);
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbsIn(locale)} />}
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
                        {...lightboxAttr(lightboxContract.open, index)}
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

      <CallToAction
        labelledBy="gallery-cta-title"
        action={
          <Link to={to("/quote")} className="btn-primary">
            {labels.actions.getFreeQuote}
          </Link>
        }
      >
        <h2 id="gallery-cta-title" className="section-title max-w-2xl text-white">
          {galleryPage.cta}
        </h2>
      </CallToAction>

      <Lightbox pictures={allPictures} />
    </>
  );
}
