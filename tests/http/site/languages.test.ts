import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeInfo, locales, type Locale } from "../../../app/content/locales";
import { prerenderPaths, sitemapEntries } from "../../../app/content/pages";
import * as translations from "../../../app/content/translations";
import { localizePath } from "../../../app/lib/locale-path";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

/**
 * Every page in every language, as a visitor and a search engine get it (issue 32): 200, the
 * language's `lang`, the same set of reciprocal hreflang alternates on each twin, by language
 * ('en', 'de', 'fr', so a reader in Austria or Belgium is pointed to the language) and x-default, a title of its own, and none of the site's English sentences left in its text.
 */
const pages = [...new Set([...prerenderPaths(), ...sitemapEntries().map((e) => e.path)])];
const others = locales.filter((locale) => locale !== "en");

interface Page {
  status: number;
  lang: string;
  title: string;
  alternates: Record<string, string>;
  noindex: boolean;
  text: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0");

function read(status: number, html: string): Page {
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) alternates[lang] = href;
  }
  const body = html.slice(html.indexOf("<body"));
  // What a reader sees: the body without scripts, hidden templates or tags.
  const text = decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<template[\s\S]*?<\/template>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
  return {
    status,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "",
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    alternates,
    noindex: /<meta[^>]*name="robots"[^>]*content="noindex"/.test(html),
    text,
  };
}

/**
 * The site's English sentences that a language writes differently: every string of four words
 * or more in a content module whose translation is not the same. None may be on that
 * language's pages.
 */
function englishPhrases(locale: Locale): string[] {
  const phrases = new Set<string>();
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === "string") {
      if (en !== other && en.trim().split(/\s+/).length >= 4 && !/[<>{}$]/.test(en)) phrases.add(en.trim());
    } else if (Array.isArray(en) && Array.isArray(other)) en.forEach((item, i) => walk(item, other[i]));
    else if (en && other && typeof en === "object" && typeof other === "object")
      for (const key of Object.keys(en))
        walk((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]);
  };
  // The language suggestion is written in each other language on purpose (and marked so).
  for (const [name, map] of Object.entries(translations))
    if (name.endsWith("In") && name !== "languageWordsIn")
      walk((map as Record<Locale, unknown>).en, (map as Record<Locale, unknown>)[locale]);
  return [...phrases];
}

describe("every page in every language", { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let server: TestServer;
  const got = new Map<string, Page>();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database);
    for (const locale of locales)
      for (const path of pages) {
        const address = localizePath(path, locale);
        const response = await fetch(`${server.url}${address}`);
        got.set(address, read(response.status, await response.text()));
      }
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("walks every page (not an empty list)", () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(got.size).toBe(pages.length * locales.length);
  });

  for (const locale of locales)
    it(`${locale}: answers 200 with lang ${localeInfo[locale].tag} and the same reciprocal alternates as its twins`, () => {
      const problems: string[] = [];
      for (const path of pages) {
        const address = localizePath(path, locale);
        const page = got.get(address)!;
        if (page.status !== 200) problems.push(`${address}: ${page.status}`);
        if (page.lang !== localeInfo[locale].tag) problems.push(`${address}: lang ${page.lang}`);
        const expected = Object.fromEntries([
          ...locales.map((other) => [
            localeInfo[other].hreflang,
            `http://localhost:3000${localizePath(path, other)}`,
          ]),
          ["x-default", `http://localhost:3000${path}`],
        ]);
        // A page kept out of search engines (the thank-you page) names no alternates.
        expect(page.alternates, address).toEqual(page.noindex ? {} : expected);
      }
      expect(problems).toEqual([]);
    });

  for (const locale of others)
    it(`${locale}: every page has a title of its own and none of the site's English sentences`, () => {
      const phrases = englishPhrases(locale);
      expect(phrases.length).toBeGreaterThan(500);
      const problems: string[] = [];
      for (const path of pages) {
        const address = localizePath(path, locale);
        const page = got.get(address)!;
        const english = got.get(path)!;
        if (page.title === english.title) problems.push(`${address}: English title "${page.title}"`);
        for (const phrase of phrases)
          if (page.text.includes(phrase)) problems.push(`${address}: "${phrase.slice(0, 70)}"`);
      }
      expect(problems).toEqual([]);
    });

  it("names the alternates by language, not by country: en, de, fr and English as x-default", () => {
    const prices = got.get(localizePath("/prices", "de"))!;
    expect(prices.alternates).toEqual({
      en: "http://localhost:3000/prices",
      de: "http://localhost:3000/de/preise",
      fr: "http://localhost:3000/fr/tarifs",
      "x-default": "http://localhost:3000/prices",
    });
  });

  it("fr: every time is written as French writes it ('11 h', '9 h – 16 h 30'), never '11:00'", () => {
    const problems: string[] = [];
    for (const path of pages) {
      const address = localizePath(path, "fr");
      for (const [time] of got.get(address)!.text.matchAll(/\b\d{1,2}:\d{2}\b/g))
        problems.push(`${address}: ${time}`);
    }
    expect(problems).toEqual([]);
  });
});
