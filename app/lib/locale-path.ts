import { defaultLocale, localeInfo, locales, type Locale } from "../content/locales";
import { prerenderPaths, sitemapEntries } from "../content/pages";
import { pathSegmentsIn } from "../content/paths";

/**
 * Addresses in every language (docs/decisions/0023-languages.md). A page has one English path
 * (/treatments/dental-implant), the name the code and the content use for it; each other
 * language writes it under its prefix with its own words (/de/behandlungen/zahnimplantat), from
 * app/content/<code>/paths.ts. Anything that is not a page (an endpoint, a file, a token link)
 * has one address in every language.
 */

const reverse = new Map<Locale, Map<string, string>>();
function reverseSegments(locale: Locale): Map<string, string> {
  let table = reverse.get(locale);
  if (!table) {
    table = new Map(Object.entries(pathSegmentsIn[locale]).map(([en, local]) => [local, en]));
    reverse.set(locale, table);
  }
  return table;
}

let pagePaths: Set<string> | undefined;
/** Every English page path: fixed pages and every content slug. */
export function isPagePath(path: string): boolean {
  pagePaths ??= new Set([...prerenderPaths(), ...sitemapEntries().map((e) => e.path)]);
  return pagePaths.has(path.length > 1 ? path.replace(/\/+$/, "") : path);
}

/**
 * Pages that are the same for every visitor and show nothing of anyone's (every page in the
 * sitemap, and every prerendered one), in any language. They are sent without a cross-origin
 * opener policy; every other response keeps it (server/security.ts, decision 0013).
 */
export function isPublicPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const { locale, path } = parseLocalePath(trimmed);
  // Written as the language writes it: /fr/prices is no page (the French one is /fr/tarifs).
  return isPagePath(path) && localizePath(path, locale) === trimmed;
}

/** Every page path in every language, for prerendering: English first. */
export function inEveryLanguage(paths: string[]): string[] {
  return locales.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
}

/** '/prices#faq?x' → ['/prices', '#faq…'] : the path and what follows it. */
function splitPath(href: string): [string, string] {
  const cut = href.search(/[?#]/);
  return cut < 0 ? [href, ""] : [href.slice(0, cut), href.slice(cut)];
}

/**
 * An English page path in a language: ('/prices', 'de') → '/de/preise'. Links, fragments and
 * queries keep their tail; anything that is not a page, or not a path on this site, is
 * returned as it is.
 */
export function localizePath(href: string, locale: Locale, options?: { anyPath?: boolean }): string {
  if (locale === defaultLocale || !href.startsWith("/") || href.startsWith("//")) return href;
  const [path, tail] = splitPath(href);
  if (!options?.anyPath && !isPagePath(path)) return href;
  const words = pathSegmentsIn[locale];
  const local = path
    .split("/")
    .filter(Boolean)
    .map((segment) => words[segment] ?? segment);
  return `${localeInfo[locale].prefix}${local.length ? `/${local.join("/")}` : ""}${tail}`;
}

/** The language a path is in, from its prefix: '/fr/tarifs' → 'fr', '/prices' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of locales) {
    const prefix = localeInfo[locale].prefix;
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/**
 * A path in any language back to its language and English page path: '/de/behandlungen/zahnimplantat'
 * → { locale: 'de', path: '/treatments/dental-implant' }. A segment with no English twin is kept
 * (so an unknown page stays unknown, and answers 404); an English word the language writes
 * otherwise is marked with '~' (so /de/behandlungen/dental-implant is no page either).
 */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return { locale, path: pathname };
  const rest = pathname.slice(localeInfo[locale].prefix.length);
  const table = reverseSegments(locale);
  const words = pathSegmentsIn[locale];
  const segments = rest
    .split("/")
    .filter(Boolean)
    // An English word under another language's prefix (/de/behandlungen/dental-implant) is no
    // page there: it is marked so that nothing finds it, and the page answers 404.
    .map((segment) => table.get(segment) ?? (words[segment] ? `~${segment}` : segment));
  return { locale, path: `/${segments.join("/")}` };
}

/** The same page in every language: [{ locale, path }], English first. */
export function alternatePaths(englishPath: string): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizePath(englishPath, locale) }));
}
