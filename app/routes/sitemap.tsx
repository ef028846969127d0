import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import type { Locale } from "~/content/locales";
import { stringsIn } from "~/content/in/en";
import { sitemapPageIn } from "~/content/in/pages";
import { siteIn } from "~/content/in/site";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { useLocale, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import { groupEntries, sitemapEntriesIn } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/sitemap";
/** Home, Sitemap: in the page's language, each path as that language writes it. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: sitemapPageIn[locale].title, path: localizePath(path, locale) },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const siteUrl = siteUrlFrom(matches);
  const sitemapPage = sitemapPageIn[locale];
  return getMeta({
    title: sitemapPage.title,
    description: sitemapPage.description(siteIn[locale].name),
    path,
    locale,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbsIn(locale), siteUrl)],
  });
};

/** A group's name as an id: 'Our dentists' → 'our-dentists' ('Unsere Zahnärzte' → 'unsere-zahnarzte'). */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** /sitemap: every page, grouped, from the same list as the route table and /sitemap.xml. */
export default function SitemapPage() {
  const locale = useLocale();
  const sitemapPage = useWords(sitemapPageIn);
  const crumbs = crumbsIn(locale);
  const groups = groupEntries(sitemapEntriesIn(locale));
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={sitemapPage.eyebrow}
        title={sitemapPage.title}
        lead={sitemapPage.lead}
      />
      <div className="section container-page space-y-14" data-testid="sitemap">
        {groups.map(({ group, entries }) => (
          <section key={group} aria-labelledby={`sitemap-${slug(group)}`}>
            <h2 id={`sitemap-${slug(group)}`} className="section-title">
              {group}
            </h2>
            <ul className="mt-6 grid gap-x-8 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {entries.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path} className="link inline-block py-1.5">
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="text-[0.95rem] text-muted">
          {sitemapPage.forSearchEngines}{" "}
          <a href="/sitemap.xml" className="link">
            {sitemapPage.xmlLink}
          </a>
        </p>
      </div>
    </>
  );
}
