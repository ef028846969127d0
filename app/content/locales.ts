/**
 * The site's languages (docs/decisions/0023-languages.md). English is at the root; every other
 * language lives under its own prefix and has a file in app/content/<code>/ for every English
 * content module. Adding a language is content alone: docs/languages.md.
 */
export const locales = ["en", "de", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export interface LocaleInfo {
  /** BCP 47 tag: <html lang> and Intl. */
  tag: string;
  /**
   * The language alone, as hreflang names the page's alternates ('de', not 'de-DE'): a reader of
   * the language in any country (Austria, Switzerland, Belgium…) is pointed to it (issue 45).
   */
  hreflang: string;
  /** Open Graph's spelling. */
  og: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** Its name in English, as the clinic's staff read it (back office, CSV, the clinic's emails). */
  englishName: string;
  /** Path prefix ('' for English). */
  prefix: string;
  /** How the language writes amounts, as Intl does (app/lib/format.ts; format.test.ts checks). */
  numbers: {
    /** Between groups of three digits. */
    group: string;
    /** Before the decimals. */
    decimal: string;
    /** The pound's sign (French writes '£GB'). */
    pound: string;
    /** The currency sign after the amount, with a no-break space ('1.234 €'), or before it ('€1,234'). */
    signAfter: boolean;
  };
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    tag: "en-GB",
    hreflang: "en",
    og: "en_GB",
    name: "English",
    englishName: "English",
    prefix: "",
    numbers: { group: ",", decimal: ".", pound: "£", signAfter: false },
  },
  de: {
    tag: "de-DE",
    hreflang: "de",
    og: "de_DE",
    name: "Deutsch",
    englishName: "German",
    prefix: "/de",
    numbers: { group: ".", decimal: ",", pound: "£", signAfter: true },
  },
  fr: {
    tag: "fr-FR",
    hreflang: "fr",
    og: "fr_FR",
    name: "Français",
    englishName: "French",
    prefix: "/fr",
    // Intl groups French digits with a narrow no-break space.
    numbers: { group: "\u202f", decimal: ",", pound: "£GB", signAfter: true },
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Keys whose values are identifiers, not words: a translation keeps them exactly as English
 * has them (the type says so, and app/content/translations.test.ts), so a page finds the same
 * icon, slug, section or price.
 */
export const identifierKeys = [
  "type",
  "id",
  "slug",
  "icon",
  "group",
  "href",
  "kind",
  "image",
  "photo",
  "src",
  "priceGroup",
  "schemaType",
  "variant",
  "tone",
  "key",
  "code",
  "anchor",
  "illustration",
] as const;
type IdentifierKey = (typeof identifierKeys)[number];

/**
 * The shape a translation of an English content value must have: every key and every list
 * item English has, words as any string, everything else (numbers, flags, identifiers) the
 * same as English. Functions keep their parameters and return translated words.
 */
export type Translated<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translated<R>
      : T extends object
        ? { [K in keyof T]: K extends IdentifierKey ? T[K] : Translated<T[K]> }
        : T;

/** One content value in every language. */
export type InLocales<T> = Record<Locale, T>;
