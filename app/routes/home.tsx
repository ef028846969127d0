import { ContactSection } from "~/parts/contact-form/contact-form";
import { About } from "~/components/home/about";
import { CostCalculator } from "~/parts/cost-calculator/cost-calculator";
import { DentalTourism } from "~/components/home/dental-tourism";
import { Hero } from "~/components/home/hero";
import { PriceComparison } from "~/components/home/price-comparison";
import { TeamJourney } from "~/components/home/team-journey";
import { TestimonialsCarousel } from "~/components/home/testimonials";
import { TreatmentResults } from "~/components/home/treatment-results";
import { Treatments } from "~/components/home/treatments";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { homeIn, homeLabelsIn } from "~/content/in/home";
import { useWords } from "~/lib/locale";
import { localeOfPath } from "~/lib/locale-path";
import { clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const homeLabels = homeLabelsIn[locale];
  return getMeta({
    title: homeLabels.meta.title,
    description: homeLabels.meta.description,
    path: "/",
    locale,
    siteUrl,
    jsonLd: [clinicJsonLd(siteUrl)],
  });
};

// Sent without React (docs/decisions/0012-static-pages.md): the site script moves the
// calculator, the counters, the article dialogs, the comparisons and the testimonials, and sends
// the contact form in place.
export const handle = { hydrate: false } as const;

export default function Home() {
  const home = useWords(homeIn);
  return (
    <>
      <Hero />
      <TreatmentResults />
      <About />
      <WhyChooseUs />
      <Treatments />
      <DentalTourism />
      <TeamJourney />
      <CostCalculator />
      <PriceComparison />
      <TestimonialsCarousel
        id="testimonials"
        eyebrow={home.testimonials.eyebrow}
        title={home.testimonials.title}
        items={home.testimonials.items}
        tone="white"
      />
      <ContactSection />
    </>
  );
}
