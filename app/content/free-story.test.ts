import { describe, expect, it } from "vitest";
import { consultationEventIn, eventPageLabelsIn } from "./in/event";
import { termsAndConditionsIn } from "./in/legal";
import { priceItemsIn } from "./in/price-list";
import { pricesLabelsIn, pricesPageIn } from "./in/prices";
import { type Locale, locales } from "./locales";
import * as translations from "./translations";

/**
 * One story about what is free (issue 42; docs/prices.md, What is free), in every language:
 *
 * - the first consultation is free, and a sentence that says so also says what it is (X-rays
 *   or photos sent, a phone or video call, a written treatment plan);
 * - the €50 consultation day is paid, non-refundable, and deducted from the treatment plan as
 *   the line `consultationEvent.story.creditLine`;
 * - no one text calls the day's fee non-refundable and something free in the same breath.
 *
 * The texts read are every string of every content module in every language (the `…In` maps
 * of app/content/translations.ts), and what their functions give for placeholder facts.
 */

/** Says that a consultation is free. */
const saysFree: Record<Locale, RegExp> = {
  en: /\bfree\b[^.]*\bconsultation\b|\bconsultation\b[^.]*\bis free\b/i,
  de: /kostenlos\w*\s+(?:Erst|Video)?beratung|(?:Erst)?beratung\b[^.]*\bist kostenlos/i,
  fr: /consultation[^.]*\bgratuite?\b|\bgratuite?s?\b[^.]*\bconsultation/i,
};
/** Says what the free consultation is: X-rays or photos, a call, a written plan. */
const saysWhat: Record<Locale, RegExp> = {
  en: /X-rays?|photos|phone|video|treatment plan/i,
  de: /Röntgen|Fotos|Telefon|Video|Behandlungsplan/i,
  fr: /radiographie|photos|téléphone|vidéo|visioconférence|plan de traitement/i,
};
const saysNonRefundable: Record<Locale, RegExp> = {
  en: /non-refundable|not refunded/i,
  de: /nicht erstattet/i,
  fr: /(?:pas|non) rembours/i,
};
const saysFreeAtAll: Record<Locale, RegExp> = {
  en: /\bfree\b/i,
  de: /kostenlos/i,
  fr: /\bgratuite?s?\b|\bgratuitement\b/i,
};

/** A sentence, not a label (a heading, a button, an eyebrow): it ends as a sentence does. */
const isSentence = (text: string) => /[.!?:](?:\s|$)/.test(text.trim());

/** Anything a content function reads, as placeholder text ('x'); lists are empty. */
const placeholder: unknown = new Proxy(function () {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive ? () => "x" : key === "length" ? 0 : key === "map" ? () => [] : placeholder,
  apply: () => "x",
});

/** Every string in a value: its own, and what its functions give for placeholder facts. */
function textsOf(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 12) return out;
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") {
    try {
      textsOf(
        (value as (...args: unknown[]) => unknown)(placeholder, placeholder, placeholder),
        out,
        depth + 1,
      );
    } catch {
      // A function that needs real facts: its words are checked where it is tested.
    }
  } else if (Array.isArray(value)) {
    // An email is its lines joined: one text, as the patient reads it.
    if (value.every((item) => typeof item === "string")) out.push(value.join("\n"));
    for (const item of value) textsOf(item, out, depth + 1);
  } else if (value && typeof value === "object")
    for (const item of Object.values(value)) textsOf(item, out, depth + 1);
  return out;
}

const maps = Object.entries(translations).filter(([name]) => name.endsWith("In")) as [
  string,
  Record<Locale, unknown>,
][];

function textsIn(locale: Locale): { where: string; text: string }[] {
  return maps.flatMap(([name, map]) => textsOf(map[locale]).map((text) => ({ where: name, text })));
}

/** The problems of one text, in one language. */
function problemsOf(locale: Locale, text: string): string[] {
  const problems: string[] = [];
  if (isSentence(text) && saysFree[locale].test(text) && !saysWhat[locale].test(text))
    problems.push(`says the consultation is free without saying what it is: "${text.slice(0, 90)}"`);
  if (saysNonRefundable[locale].test(text) && saysFreeAtAll[locale].test(text))
    problems.push(`calls the fee non-refundable and something free in one text: "${text.slice(0, 90)}"`);
  return problems;
}

describe("one story about what is free", () => {
  it("reads the whole content, functions included", () => {
    const texts = textsIn("en").map((t) => t.text);
    expect(texts.length).toBeGreaterThan(2000);
    // A confirmation email, given placeholder facts, is read too.
    expect(
      texts.some((text) => text.includes(consultationEventIn.en.story.credit) && text.includes("\n")),
    ).toBe(true);
  });

  it("notices a free consultation that says not what it is, and 'non-refundable' beside 'free'", () => {
    expect(
      problemsOf("en", "Every treatment starts with a free consultation and a clear plan."),
    ).toHaveLength(1);
    expect(problemsOf("en", "Book Free Consultation")).toEqual([]);
    expect(problemsOf("en", "Send us your X-rays: your first consultation is free.")).toEqual([]);
    expect(problemsOf("en", "Your consultation is free. The €50 fee is non-refundable.")).toHaveLength(2);
    expect(problemsOf("de", "Jede Behandlung beginnt mit einer kostenlosen Beratung.")).toHaveLength(1);
    expect(problemsOf("fr", "Votre consultation est gratuite.")).toHaveLength(1);
    expect(
      problemsOf("fr", "Les frais ne sont pas remboursables, la consultation est gratuite."),
    ).toHaveLength(2);
  });

  for (const locale of locales)
    describe(locale, () => {
      const story = consultationEventIn[locale].story;

      it("no text says the consultation is free without saying what, or calls the fee non-refundable and free", () => {
        const problems = textsIn(locale).flatMap(({ where, text }) =>
          problemsOf(locale, text).map((problem) => `${where}: ${problem}`),
        );
        expect([...new Set(problems)]).toEqual([]);
      });

      it("the story itself: what is free, what the day adds, and the plan's credit line", () => {
        expect(story.free).toMatch(saysFree[locale]);
        expect(story.free).toMatch(saysWhat[locale]);
        expect(story.day).toContain(consultationEventIn[locale].feeInWords);
        expect(story.day).toMatch(/CT|3D|CBCT/);
        expect(story.creditLine).toMatch(new RegExp(`−.*${consultationEventIn.en.feeEur}`));
        expect(story.credit).toContain(story.creditLine);
        for (const text of Object.values(story)) expect(problemsOf(locale, text)).toEqual([]);
      });

      it("the prices page says what is free, what the day adds, and the credit on the treatment plan", () => {
        const page = textsOf([pricesPageIn[locale], pricesLabelsIn[locale]]).join("\n");
        expect(page).toContain(story.free);
        expect(page).toContain(story.day);
        expect(page).toContain(story.creditLine);
        // The price list's free consultation says what it is, and that the day is another.
        const item = priceItemsIn[locale].consultation;
        expect(`${item.title} ${item.note}`).toMatch(saysWhat[locale]);
        expect(item.note).toMatch(/Budapest/);
      });

      it("the consultation day page and the terms show the credit on the treatment plan", () => {
        const event = consultationEventIn[locale];
        const eventPage = textsOf([event.hero, event.faq, eventPageLabelsIn[locale]]).join("\n");
        expect(eventPage).toContain(story.creditLine);
        expect(textsOf(termsAndConditionsIn[locale]).join("\n")).toContain(story.creditLine);
      });
    });
});
