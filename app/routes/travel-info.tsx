import { CallButton } from "~/components/ui/call-button";
import { CallToAction } from "~/components/ui/call-to-action";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { BudapestSkyline } from "~/components/illustrations/budapest-skyline";
import { AnchorLink } from "~/components/layout/anchor-link";
import { ImageCarousel } from "~/components/travel/image-carousel";
import {
  AirlineLinks,
  AirportInformation,
  PartnerHotels,
  ProcessSteps,
} from "~/components/travel/travel-extras";
import { TravelSections } from "~/parts/travel-sections/travel-sections";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import type { Locale } from "~/content/locales";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { travelLabelsIn, travelPageIn } from "~/content/in/travel";
import { travelProcessIcons, type GalleryImage } from "~/content/travel";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/travel-info";

const path = "/travel-info";
/** Home, Travel information: in the page's language, each path as that language writes it. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: travelPageIn[locale].title, path: localizePath(path, locale) },
];

/**
 * Sent without React (docs/decisions/0012-static-pages.md): the site script opens and closes the
 * sections, follows their links and moves the picture carousels.
 */
export const handle = { hydrate: false } as const;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: travelLabelsIn[locale].metaTitle,
    description: travelPageIn[locale].metaDescription,
    path,
    locale,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbsIn(locale), siteUrl)],
  });
};

/** A translation's pictures: its captions and alt texts, the scenes English names (the same ids). */
const images = (translated: { scene: string }[]) => translated as GalleryImage[];

export default function TravelInfoPage() {
  const labels = useWords(labelsIn);
  const travelLabels = useWords(travelLabelsIn);
  const travelPage = useWords(travelPageIn);
  const to = useLocalePath();
  const crumbs = crumbsIn(useLocale());
  const quoteLink = `${to(path)}#contact`;
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={travelLabels.eyebrow}
        title={travelPage.title}
        lead={travelPage.lead}
        aside={<BudapestSkyline className="h-auto w-full text-brand-300" />}
      >
        <AnchorLink href={quoteLink} className="btn-primary">
          {labels.actions.getFreeQuote}
        </AnchorLink>
        <CallButton />
      </PageHero>

      <div className="section container-page">
        <nav aria-labelledby="travel-contents-title" className="mb-10">
          <h2 id="travel-contents-title" className="eyebrow font-sans">
            {travelLabels.onThisPage}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {travelPage.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-[0.95rem] font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <TravelSections
          sections={travelPage.sections}
          bulletsTitles={{ "before-travel": travelLabels.whatToBring }}
          extras={{
            welcome: (
              <ImageCarousel label={travelLabels.clinicPictures} images={images(travelPage.clinicImages)} />
            ),
            budapest: (
              <ImageCarousel label={travelLabels.cityPictures} images={images(travelPage.cityImages)} />
            ),
            accommodation: <PartnerHotels hotels={travelPage.hotels} />,
            flights: (
              <div className="space-y-8">
                <AirlineLinks airlines={travelPage.airlines} />
                <AirportInformation airport={travelPage.airport} />
              </div>
            ),
            steps: <ProcessSteps steps={travelPage.process} icons={travelProcessIcons} />,
          }}
        />
      </div>

      <CallToAction
        labelledBy="travel-cta-title"
        action={
          <AnchorLink href={quoteLink} className="btn-primary">
            {labels.actions.getFreeQuote}
          </AnchorLink>
        }
      >
        <div className="max-w-2xl">
          <h2 id="travel-cta-title" className="section-title text-white">
            {travelLabels.cta.heading}
          </h2>
          <p className="mt-3 text-brand-100">{travelLabels.cta.text}</p>
        </div>
      </CallToAction>

      <ContactSection
        header={
          <ContactHeader
            id="contact-title"
            eyebrow={travelLabels.contact.eyebrow}
            title={labels.actions.getFreeQuote}
            intro={travelLabels.contact.intro}
          />
        }
      />
    </>
  );
}
