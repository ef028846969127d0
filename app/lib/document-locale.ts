import { defaultLocale, localeInfo, locales, type Locale } from "~/content/locales";

/**
 * The page's language in the browser, for the site script: from `<html lang>` ('de-DE' → 'de'),
 * which the root layout writes. Scripts format numbers and money with it; their words come from
 * the markup, never from here.
 */
export function documentLocale(doc: Document = document): Locale {
  const tag = doc.documentElement.lang;
  return locales.find((locale) => localeInfo[locale].tag === tag) ?? defaultLocale;
}
