import type { MetaDescriptor } from "react-router";
import { defaultLocale, localeInfo, locales, type Locale } from "~/content/locales";
import { site } from "~/content/site";
import { localizePath } from "./locale-path";

/** The canonical origin; set at build/serve time from SITE_URL via the root loader data. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

interface MetaInput {
  title: string;
  description: string;
  /** The page's English path, e.g. '/prices' (the page's own address is made from it). */
  path: string;
  /** The page's language (English unless given). */
  locale?: Locale;
  siteUrl?: string;
  /** schema.org objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** schema.org types that are pages or articles: they say which language they are written in. */
const writtenTypes = /(WebPage|Article|FAQPage|AboutPage|ContactPage|CollectionPage)$/;

/**
 * Title, description, canonical URL, the page in every other language (hreflang, with English
 * as x-default), Open Graph and JSON-LD for one page.
 */
export function getMeta({
  title,
  description,
  path,
  locale = defaultLocale,
  siteUrl = DEFAULT_SITE_URL,
  jsonLd = [],
  noindex,
}: MetaInput): MetaDescriptor[] {
  const address = (p: string) => `${siteUrl}${p === "/" ? "/" : p}`;
  const url = address(localizePath(path, locale));
  const alternates: MetaDescriptor[] = noindex
    ? []
    : [
        ...locales.map((other) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: localeInfo[other].hreflang,
          href: address(localizePath(path, other)),
        })),
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address(path) },
      ];
  const inLanguage = localeInfo[locale].tag;
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: localeInfo[locale].og },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].og })),
    { name: "twitter:card", content: "summary" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": withLanguage(data, inLanguage) })),
  ];
}

/** A page-like schema.org object says its language (inLanguage); others are left as they are. */
function withLanguage(data: object, inLanguage: string): object {
  const type = (data as { "@type"?: unknown })["@type"];
  return typeof type === "string" && writtenTypes.test(type) ? { ...data, inLanguage } : data;
}
