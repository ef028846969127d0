import { Check, GraduationCap, Languages, Users } from "lucide-react";
import { CallButton } from "~/components/ui/call-button";
import { CallToAction } from "~/components/ui/call-to-action";
import { data } from "react-router";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import { findDentist } from "~/content/dentists/find";
import type { Locale } from "~/content/locales";
import { clinicPath } from "~/content/site";
import { dentistPageLabelsIn } from "~/content/in/dentist-page";
import { dentistsIn } from "~/content/in/dentists";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import type { Dentist } from "~/content/types";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath, localizePath, parseLocalePath } from "~/lib/locale-path";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/dentist";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/**
 * /dentists/:slug (and its German and French addresses, whose slug is the translated one): one
 * of the eight profiles in the page's language, or a real 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = parseLocalePath(new URL(request.url).pathname);
  const slug = path.replace(/\/+$/, "").split("/").at(-1) ?? "";
  const english = findDentist(slug);
  const dentist = english && (dentistsIn[locale][english.slug] ?? english);
  if (!dentist) throw data(labelsIn[locale].notFound, { status: 404 });
  return { dentist };
}

/** Home, the clinic, this dentist: names and addresses in the page's language. */
const crumbsFor = (dentist: Dentist, locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: siteIn[locale].name, path: localizePath(clinicPath, locale) },
  { name: dentist.name, path: localizePath(`/dentists/${dentist.slug}`, locale) },
];

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) return [{ title: labelsIn[locale].pageNotFoundTitle }];
  const { dentist } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = `/dentists/${dentist.slug}`;
  return getMeta({
    title: `${dentist.name}, ${dentist.title}`,
    description: dentist.metaDescription,
    path,
    locale,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: dentist.name,
        jobTitle: dentist.title,
        url: `${siteUrl ?? ""}${localizePath(path, locale)}`,
        // Language names as schema.org readers know them: English's, on every page.
        knowsLanguage: findDentist(dentist.slug)?.languages ?? dentist.languages,
        worksFor: clinicJsonLd(siteUrl),
      },
      breadcrumbJsonLd(crumbsFor(dentist, locale), siteUrl),
    ],
  });
};

function ListBlock({
  title,
  items,
  icon,
}: {
  title: string;
  items: readonly string[];
  icon: React.ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div className="card p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-brand-900">
        {icon}
        {title}
      </h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function DentistPage({ loaderData }: Route.ComponentProps) {
  const { dentist } = loaderData;
  const locale = useLocale();
  const words = useWords(dentistPageLabelsIn);
  const labels = useWords(labelsIn);
  const to = useLocalePath();
  const path = to(`/dentists/${dentist.slug}`);
  const hasDetails = dentist.specializations.length > 0 || dentist.secondList.items.length > 0;
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbsFor(dentist, locale)} />}
        eyebrow={dentist.title}
        eyebrowIsRole
        title={dentist.name}
        aside={
          <div className="flex justify-end">
            <Portrait
              name={dentist.name}
              photo={dentist.photo}
              size={240}
              alt={words.portraitAlt(dentist.name)}
            />
          </div>
        }
      >
        <AnchorLink href={`${path}#contact`} className="btn-primary">
          {labels.actions.bookConsultation}
        </AnchorLink>
        <CallButton>{labels.actions.callNow}</CallButton>
      </PageHero>

      <section
        aria-labelledby="about-title"
        className="section container-page grid gap-10 lg:grid-cols-[1.4fr_1fr]"
      >
        <div className="prose-width">
          <h2 id="about-title" className="section-title">
            {words.about}
          </h2>
          <div className="mt-5 space-y-4">
            {dentist.about.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        {dentist.stats.length > 0 ? (
          <dl className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {dentist.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6">
                <dt className="mt-1 text-brand-800">{stat.label}</dt>
                <dd className="font-display text-4xl font-semibold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      {hasDetails ? (
        <section aria-labelledby="expertise-title" className="bg-white">
          <div className="section container-page">
            <h2 id="expertise-title" className="section-title">
              {words.expertise}
            </h2>
            <div className="mt-8 grid gap-5 md:grid-cols-2">
              <ListBlock
                title={words.specialisations}
                items={dentist.specializations}
                icon={<Users aria-hidden="true" className="size-5 text-accent-600" />}
              />
              <ListBlock
                title={dentist.secondList.heading}
                items={dentist.secondList.items}
                icon={<Check aria-hidden="true" className="size-5 text-accent-600" />}
              />
            </div>
          </div>
        </section>
      ) : null}

      {dentist.education.length + dentist.memberships.length + dentist.languages.length > 0 ? (
        <section aria-labelledby="education-title" className="section container-page">
          <h2 id="education-title" className="section-title">
            {words.educationHeadings[dentist.educationHeading]}
          </h2>
          <div className="mt-8 grid gap-5 md:grid-cols-3">
            <ListBlock
              title={words.education}
              items={dentist.education}
              icon={<GraduationCap aria-hidden="true" className="size-5 text-accent-600" />}
            />
            <ListBlock
              title={words.memberships}
              items={dentist.memberships}
              icon={<Users aria-hidden="true" className="size-5 text-accent-600" />}
            />
            <ListBlock
              title={words.languages}
              items={dentist.languages}
              icon={<Languages aria-hidden="true" className="size-5 text-accent-600" />}
            />
          </div>
        </section>
      ) : null}

      <CallToAction
        labelledBy="schedule-title"
        stretch
        action={
          <AnchorLink href={`${path}#contact`} className="btn-primary">
            {labels.actions.bookConsultation}
          </AnchorLink>
        }
      >
        <div>
          <h2 id="schedule-title" className="section-title text-white">
            {words.schedule.heading}
          </h2>
          <p className="mt-2 text-brand-100">{words.schedule.text}</p>
        </div>
      </CallToAction>

      <ContactSection
        header={
          <ContactHeader
            id="contact-title"
            eyebrow={words.contact.eyebrow}
            title={words.contact.title}
            intro={words.contact.intro}
          />
        }
      />
    </>
  );
}
