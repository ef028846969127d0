import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The canonical origin; set at build/serve time from SITE_URL via the root loader data. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

interface MetaInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/prices'. */
  path: string;
  siteUrl?: string;
  /** schema.org objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one page. */
export function getMeta({
  title,
  description,
  path,
  siteUrl = DEFAULT_SITE_URL,
  jsonLd = [],
  noindex,
}: MetaInput): MetaDescriptor[] {
  const url = `${siteUrl}${path === "/" ? "/" : path}`;
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
