import type { Locale } from "~/content/locales";
import { localizePath } from "~/lib/locale-path";

/**
 * The site's home page in a patient's language, for the signature of the emails they receive:
 * 'https://clinic.example' in English (as it always was), 'https://clinic.example/de' in German.
 */
export const siteHomeIn = (siteUrl: string, locale: Locale) =>
  locale === "en" ? siteUrl : `${siteUrl}${localizePath("/", locale)}`;
