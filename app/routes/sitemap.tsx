import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { t } from "~/content/en";
import { sitemapEntries, sitemapPage } from "~/content/pages";
import { site } from "~/content/site";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import { groupEntries } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/sitemap";
const crumbs = [
  { name: t("nav.home"), path: "/" },
  { name: sitemapPage.title, path },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: sitemapPage.title,
    description: sitemapPage.description(site.name),
    path,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
  });
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** /sitemap: every page, grouped, from the same list as the route table and /sitemap.xml. */
export default function SitemapPage() {
  const groups = groupEntries(sitemapEntries());
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
