import { ArrowRight, TramFront } from "lucide-react";
import { CallButton } from "~/components/ui/call-button";
import { CallToAction } from "~/components/ui/call-to-action";
import { IconCards } from "~/components/ui/icon-cards";
import { Link } from "react-router";
import { ContactDetails } from "~/components/home/contact-header";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import { SocialLinks } from "~/components/ui/social-links";
import { dentists as englishDentists } from "~/content/dentists";
import type { Locale } from "~/content/locales";
import { clinicPath } from "~/content/site";
import { clinicLabelsIn, clinicPageIn } from "~/content/in/clinic";
import { dentistPageLabelsIn } from "~/content/in/dentist-page";
import { dentistsIn } from "~/content/in/dentists";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/clinic";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/** Home, then this page: names and addresses in the page's language. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: siteIn[locale].name, path: localizePath(clinicPath, locale) },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const clinicPage = clinicPageIn[locale];
  return getMeta({
    title: clinicPage.metaTitle,
    description: clinicPage.metaDescription,
    path: clinicPath,
    locale,
    siteUrl,
    jsonLd: [clinicJsonLd(siteUrl), breadcrumbJsonLd(crumbsIn(locale), siteUrl)],
  });
};

export default function ClinicPage() {
  const locale = useLocale();
  const clinicPage = useWords(clinicPageIn);
  const clinicLabels = useWords(clinicLabelsIn);
  const dentistPageLabels = useWords(dentistPageLabelsIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const dentistWords = useWords(dentistsIn);
  // The clinic's order of dentists, each in the page's language.
  const dentists = englishDentists.map((dentist) => dentistWords[dentist.slug] ?? dentist);
  const to = useLocalePath();
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbsIn(locale)} />}
        eyebrow={clinicPage.hero.eyebrow}
        title={site.name}
        lead={clinicPage.hero.lead}
      >
        <Link to={to("/quote")} className="btn-primary">
          {labels.actions.getQuote}
        </Link>
        <CallButton />
      </PageHero>

      <section aria-labelledby="highlights-title" className="section container-page">
        <h2 id="highlights-title" className="section-title">
          {clinicLabels.highlights}
        </h2>
        <p className="prose-width mt-4 text-muted">{clinicPage.intro}</p>
        <IconCards items={clinicPage.highlights} columns={3} />
      </section>

      <section aria-labelledby="team-title" className="bg-white">
        <div className="section container-page">
          <h2 id="team-title" className="section-title">
            {clinicLabels.team}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-cards">
            {dentists.map((dentist) => (
              <li key={dentist.slug} className="card flex flex-col p-6">
                <Portrait
                  name={dentist.name}
                  photo={dentist.photo}
                  size={96}
                  alt={dentistPageLabels.portraitAlt(dentist.name)}
                />
                <p className="mt-4 text-sm font-semibold text-brand-600">
                  {dentistPageLabels.roles[dentist.role]}
                </p>
                <h3 className="mt-1 text-xl font-semibold">{dentist.name}</h3>
                <p className="mt-2 flex-1 text-[0.95rem] text-muted">{dentist.cardDescription}</p>
                <Link
                  to={to(`/dentists/${dentist.slug}`)}
                  className="link mt-4 inline-flex items-center gap-1 text-[0.95rem]"
                >
                  {clinicLabels.viewProfile}
                  <span className="sr-only"> {clinicLabels.profileOf(dentist.name)}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="procedures-title" className="section container-page">
        <h2 id="procedures-title" className="section-title">
          {clinicLabels.procedures}
        </h2>
        <ul className="mt-6 card-rows [--gap:0.75rem] sm:[--cols:2] lg:[--cols:5]">
          {clinicPage.procedures.map((procedure) => (
            <li key={procedure.href}>
              <Link
                to={to(procedure.href)}
                className="card flex items-center justify-between gap-3 p-4 font-medium text-brand-800 hover:border-brand-300"
              >
                {procedure.label}
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-title" className="bg-white">
        <div className="section container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="visit-title" className="section-title">
              {clinicLabels.visit}
            </h2>
            <ContactDetails className="mt-6" />
            <h3 className="mt-8 font-sans text-base font-semibold">{clinicLabels.follow}</h3>
            <div className="mt-3">
              <SocialLinks />
            </div>
          </div>
          <div>
            <h2 className="section-title">{clinicPage.directions.title}</h2>
            <ul className="mt-6 space-y-3">
              {clinicPage.directions.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <TramFront aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CallToAction
        label={clinicLabels.closing.label}
        callLabel={labels.actions.callUs}
        action={
          <Link to={to("/quote")} className="btn-primary">
            {labels.actions.getQuote}
          </Link>
        }
      >
        <p className="font-display text-2xl font-semibold text-white md:text-3xl">{clinicLabels.closing.text}</p>
      </CallToAction>
    </>
  );
}
