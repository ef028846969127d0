import { isLocale, localeInfo } from "~/content/locales";

/** A recorded language as staff read it ('de' → 'German'); anything else as recorded. */
export const languageLabel = (value: string) => (isLocale(value) ? localeInfo[value].englishName : value);
