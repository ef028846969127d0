import { Mail, Phone } from "lucide-react";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import type { Locale } from "~/content/locales";
import { tourismManagers as englishManagers } from "~/content/team";
import { stringsIn } from "~/content/in/en";
import { journeyStepsIn, teamIntroIn, teamLabelsIn, tourismManagersIn } from "~/content/in/team";
import { useLocale, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/team";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/** Home, then this page: names and addresses in the page's language. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: teamLabelsIn[locale].crumb, path: localizePath("/about/team", locale) },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const teamLabels = teamLabelsIn[locale];
  return getMeta({
    title: teamLabels.metaTitle,
    description: teamLabels.metaDescription,
    path: "/about/team",
    locale,
    siteUrl,
    jsonLd: [
      ...tourismManagersIn[locale].map((manager, index) => ({
        "@context": "https://schema.org",
        "@type": "Person",
        name: manager.name,
        jobTitle: manager.role,
        telephone: manager.phoneDisplay,
        email: manager.email,
        // Language names as schema.org readers know them: English's, on every page.
        knowsLanguage: englishManagers[index].languages,
        worksFor: clinicJsonLd(siteUrl),
      })),
      breadcrumbJsonLd(crumbsIn(locale), siteUrl),
    ],
  });
};

export default function TeamPage() {
  const locale = useLocale();
  const teamIntro = useWords(teamIntroIn);
  const teamLabels = useWords(teamLabelsIn);
  const tourismManagers = useWords(tourismManagersIn);
  const journeySteps = useWords(journeyStepsIn);
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbsIn(locale)} />}
        eyebrow={teamLabels.eyebrow}
        title={teamIntro.title}
        lead={teamIntro.lead}
      />

      <section aria-labelledby="managers-title" className="section container-page">
        <h2 id="managers-title" className="sr-only">
          {teamLabels.managers}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {tourismManagers.map((manager) => (
            <li key={manager.id} className="card flex flex-col gap-5 p-6 sm:flex-row md:p-8">
              <Portrait
                name={manager.name}
                photo={manager.photo}
                size={120}
                alt={teamLabels.photoAlt(manager.name)}
              />
              <div>
                <h3 className="text-2xl font-semibold">{manager.name}</h3>
                <p className="mt-1 font-medium text-brand-600">{manager.role}</p>
                <p className="mt-1 text-sm text-muted">{teamLabels.speaks(manager.languages.join(", "))}</p>
                <p className="mt-3 text-[1rem] text-muted">{manager.bio}</p>
                <ul className="mt-4 space-y-2">
                  <li>
                    <a href={`tel:${manager.phone}`} className="link inline-flex items-center gap-2">
                      <Phone aria-hidden="true" className="size-4" />
                      {manager.phoneDisplay}
                    </a>
                  </li>
                  <li>
                    <a href={`mailto:${manager.email}`} className="link inline-flex items-center gap-2">
                      <Mail aria-hidden="true" className="size-4" />
                      {manager.email}
                    </a>
                  </li>
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="journey-title" className="bg-white">
        <div className="section container-page">
          <h2 id="journey-title" className="section-title">
            {teamLabels.journey}
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {journeySteps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-line p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold text-brand-900">{step.title}</h3>
                  <p className="mt-1 text-[1rem] text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ContactSection
        header={
          <ContactHeader
            id="contact-title"
            eyebrow={teamLabels.contact.eyebrow}
            title={teamLabels.contact.title}
            intro={teamLabels.contact.intro}
          />
        }
      />
    </>
  );
}
