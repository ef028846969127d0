/**
 * The machine-readable sitemap and robots.txt, built from the page list (app/content/pages.ts),
 * and the HTML sitemap's entries in each language.
 */
import { localeInfo, type Locale } from "../content/locales";
import { treatmentPath } from "../content/navigation";
import { sitemapEntries, type SitemapEntry } from "../content/pages";
import { dentistsIn } from "../content/in/dentists";
import { treatmentMenuIn } from "../content/in/navigation";
import { pageTitlesIn, slugGroupsIn } from "../content/in/pages";
import { alternatePaths, inEveryLanguage, localizePath, parseLocalePath } from "./locale-path";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** 'https://clinic.example' + '/prices' → 'https://clinic.example/prices' (one slash, no trailing one). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The same page in another language, as a sitemap names it: hreflang 'de' (or 'x-default'). */
export interface SitemapAlternate {
  hreflang: string;
  path: string;
}

/**
 * A sitemaps.org 0.9 document listing each path once, in the order given. Given each path's
 * alternates, every <url> names the page in every language (xhtml:link, Google's form), and the
 * document declares the xhtml namespace.
 */
export function sitemapXml(
  siteUrl: string,
  paths: string[],
  alternatesOf?: (path: string) => SitemapAlternate[],
): string {
  const loc = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const urls = [...new Set(paths)].map((path) => {
    if (!alternatesOf) return `  <url><loc>${loc(path)}</loc></url>`;
    const links = alternatesOf(path).map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${loc(alternate.path)}"/>`,
    );
    return ["  <url>", `    <loc>${loc(path)}</loc>`, ...links, "  </url>"].join("\n");
  });
  const namespaces = alternatesOf ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every page in every language (English first, then each language's addresses), each naming
 * itself and its twins in every language, and English as x-default: as each page's own
 * <link rel="alternate"> tags say (app/lib/meta.ts).
 */
export function sitemapXmlInEveryLanguage(siteUrl: string, englishPaths: string[]): string {
  const alternatesOf = (path: string): SitemapAlternate[] => {
    const english = parseLocalePath(path).path;
    return [
      ...alternatePaths(english).map((alternate) => ({
        hreflang: localeInfo[alternate.locale].hreflang,
        path: alternate.path,
      })),
      { hreflang: "x-default", path: english },
    ];
  };
  return sitemapXml(siteUrl, inEveryLanguage([...new Set(englishPaths)]), alternatesOf);
}

/** robots.txt: everything may be crawled except the endpoints and the back office; names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /test-checkout/",
    // The currency links only store a preference and come back: nothing to index.
    "Disallow: /currency/",
    // The back office: never indexed (every staff page also says noindex).
    "Disallow: /staff",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** Entries grouped by their `group`, groups in order of first appearance. */
export function groupEntries<T extends { group: string }>(entries: T[]): { group: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const list = groups.get(entry.group);
    if (list) list.push(entry);
    else groups.set(entry.group, [entry]);
  }
  return [...groups].map(([group, list]) => ({ group, entries: list }));
}

/**
 * The sitemap's entries in a language: each page's name and group in its words (fixed pages
 * from `pageTitlesIn`, treatments from the menu, dentists from their pages), its path as the
 * language writes it. English is the page list as it is.
 */
export function sitemapEntriesIn(locale: Locale): SitemapEntry[] {
  const entries = sitemapEntries();
  if (locale === "en") return entries;
  const titles = new Map<string, string>(Object.entries(pageTitlesIn[locale]));
  for (const group of treatmentMenuIn[locale])
    for (const item of group.items) titles.set(treatmentPath(item.slug), item.label);
  for (const [slug, dentist] of Object.entries(dentistsIn[locale]))
    titles.set(`/dentists/${slug}`, `${dentist.name}, ${dentist.title}`);
  const groups: Record<string, string> = slugGroupsIn[locale];
  return entries.map((entry) => ({
    path: localizePath(entry.path, locale),
    title: titles.get(entry.path) ?? entry.title,
    group: groups[entry.group] ?? entry.group,
  }));
}
