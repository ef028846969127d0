import { createContext, useContext } from "react";
import { defaultLocale, type InLocales, type Locale } from "~/content/locales";
import { localizePath } from "./locale-path";

/**
 * The page's language, for every part of it (docs/decisions/0023-languages.md). The root
 * layout provides it from the address (/de/…, /fr/…), or from a route's loader where the page
 * belongs to a record in a language (a booking's page, a subscriber's confirmation).
 */
const LocaleContext = createContext<Locale>(defaultLocale);
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A content value in the page's language: `const home = useWords(homeIn)`. */
export function useWords<T>(words: InLocales<T>): T {
  return words[useContext(LocaleContext)];
}

/** Writes an English page path as the page's language addresses it: '/prices' → '/de/preise'. */
export function useLocalePath(): (href: string) => string {
  const locale = useContext(LocaleContext);
  return (href) => localizePath(href, locale);
}
