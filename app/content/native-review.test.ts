import { describe, expect, it } from "vitest";
import { comparisonCountriesIn } from "./in/price-list";
import { homeLabelsIn } from "./in/home";
import type { Locale } from "./locales";
import * as translations from "./translations";

/**
 * The native review of 2026-11-29 (issue 45, docs/glossary.md): one name per role in each
 * language, no word that is right in a dictionary and wrong in context, and each language
 * naming its own language first.
 */
function wordsOf(locale: Locale): string[] {
  const words: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") words.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [name, map] of Object.entries(translations))
    if (name.endsWith("In")) walk((map as Record<Locale, unknown>)[locale]);
  return words;
}

const found = (locale: Locale, pattern: RegExp) => wordsOf(locale).filter((text) => pattern.test(text));

describe("the native review of 2026-11-29", () => {
  it("reads the content of every language (not an empty list)", () => {
    expect(wordsOf("de").length).toBeGreaterThan(1000);
    expect(wordsOf("fr").length).toBeGreaterThan(1000);
  });

  it("gives the patient's Dental Tourism Manager one name in each language", () => {
    expect(
      found("de", /Dental Tourism Manager|Zahntourismus-Manager|Ansprechperson für|Patientenkoordination/),
    ).toEqual([]);
    expect(found("de", /Patientenbetreuer/).length).toBeGreaterThan(10);
    expect(found("fr", /Dental Tourism Manager|coordinat(eur|rice) de traitement/)).toEqual([]);
    expect(found("fr", /responsable du tourisme dentaire/i).length).toBeGreaterThan(10);
    expect(found("en", /\b(treatment )?coordinator\b/i)).toEqual([]);
  });

  it("says what is meant, not what a dictionary says", () => {
    // 'un hôtel de ville' is a town hall; the second stay is not 'last week'.
    expect(found("fr", /hôtels? de ville/)).toEqual([]);
    expect(found("de", /Letzte Woche|in der letzten Woche/)).toEqual([]);
    expect(found("de", /^Zweiter Aufenthalt$/).length).toBeGreaterThanOrEqual(6);
    expect(found("fr", /hôtel confortable en centre-ville/)).toHaveLength(1);
  });

  it("names the page's own language first where it says which languages replies come in", () => {
    expect(found("de", /auf Deutsch oder Englisch/)).toHaveLength(1);
    expect(found("de", /Französisch\./)).toEqual([]);
    expect(found("fr", /en français ou en anglais/)).toHaveLength(1);
    expect(found("en", /in English or French/)).toHaveLength(1);
  });

  it("writes the calculator's saving as one sentence, the country in its place", () => {
    for (const locale of ["en", "de", "fr"] as const)
      for (const country of comparisonCountriesIn[locale]) {
        const sentence = homeLabelsIn[locale].calculator.savingAgainst(country.inSentence);
        expect(sentence).toContain(country.inSentence);
        expect(sentence).not.toMatch(/avec (au|aux|à)\b/);
      }
  });

  it("gives each language's forms an example number of its own market, never a British one abroad", () => {
    expect(found("fr", /\+44 ?7700/)).toEqual([]);
    expect(found("de", /\+44 ?7700/)).toEqual([]);
    expect(found("fr", /\+33 6 39 98/).length).toBeGreaterThanOrEqual(3);
    expect(found("de", /\+49 30 23125 123/).length).toBeGreaterThanOrEqual(3);
  });
});
