import { describe, expect, it } from "vitest";
import { privacyPolicyIn } from "./in/legal";
import { type Locale, locales } from "./locales";

/**
 * The privacy policy's section on the medical history questionnaire (issue 43), in every
 * language: the facts it must give are the same in each (its legal basis, its protection, its
 * 30 years and the law that sets them, the authority to complain to), and the other sections
 * that send the reader to it name it by its title in that language.
 */

/** Article 9(2)(h) GDPR as each language cites it. */
const healthCareBasis: Record<Locale, string> = {
  en: "Article 9(2)(h) GDPR",
  de: "Art. 9 Abs. 2 lit. h DSGVO",
  fr: "article 9, paragraphe 2, point h), du RGPD",
};
/** Section 30(1) of Act XLVII of 1997, as each language cites it. */
const retentionLaw: Record<Locale, string> = {
  en: "section 30(1) of Act XLVII of 1997",
  de: "§ 30 Abs. 1 des Gesetzes XLVII von 1997",
  fr: "article 30, paragraphe 1, de la loi XLVII de 1997",
};

const sectionIn = (locale: Locale, id: string) => {
  const section = privacyPolicyIn[locale].sections.find((s) => s.id === id);
  if (!section) throw new Error(`${locale}: no section ${id}`);
  return section;
};
const textOf = (section: { paragraphs: string[]; bullets?: string[] }) =>
  [...section.paragraphs, ...(section.bullets ?? [])].join("\n");

describe("the privacy policy's medical history section", () => {
  for (const locale of locales)
    it(`${locale}: gives its legal basis, protection, 30 years and the law behind them, and the authority`, () => {
      const ids = privacyPolicyIn[locale].sections.map((s) => s.id);
      // Right after the section on becoming a patient, whose medical records it joins.
      expect(ids.indexOf("medical-history")).toBe(ids.indexOf("patients") + 1);
      const text = textOf(sectionIn(locale, "medical-history"));
      expect(text).toContain(healthCareBasis[locale]);
      expect(text).toContain(retentionLaw[locale]);
      expect(text).toMatch(/\b30(?:\s|\u00a0)(?:years|Jahre|ans)\b/);
      for (const fact of ["AES-256-GCM", "NAIH"]) expect(text).toContain(fact);
      expect(text).toMatch(/\bFHIR[ -]R4\b/); // 'FHIR-R4-Dokument' in German
    });

  for (const locale of locales)
    it(`${locale}: the legal bases and the retention periods send the reader to it by its title`, () => {
      const { title } = sectionIn(locale, "medical-history");
      for (const id of ["legal-basis", "retention"]) {
        const pointers = (sectionIn(locale, id).bullets ?? []).filter((bullet) => bullet.includes(title));
        expect(pointers, `${locale} ${id}`).toHaveLength(1);
      }
    });

  it("every language is dated the same day as the English policy", () => {
    const day = new Date(`${privacyPolicyIn.en.updated} 12:00 UTC`);
    expect(Number.isNaN(day.getTime())).toBe(false);
    for (const locale of locales) {
      const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(privacyPolicyIn[locale].updated, locale).toBe(format.format(day));
    }
  });
});
