import { describe, expect, it } from "vitest";
import { identifierKeys, locales } from "./locales";
import { prerenderPaths, sitemapEntries } from "./pages";
import { pathSegmentsIn } from "./paths";
import * as translations from "./translations";

/**
 * A missing translation cannot ship (decision 0023): every language has every key, list item
 * and identifier English has, with words of its own. The types check most of it at build
 * time; this checks what types cannot (list lengths of plain arrays, words left in English,
 * identifiers changed, addresses).
 */
const others = locales.filter((locale) => locale !== "en");
const ids = new Set<string>(identifierKeys);

/** Words that are the same in English and the other language (names, brands, loanwords). */
const sameInEveryLanguage =
  /^(?:[^a-zA-Z]*|[\p{Lu}][\p{L}\d.&+'’-]*(?: [\p{Lu}\d][\p{L}\d.&+'’-]*)*|.*\.(?:svg|png|jpe?g|webp)|mailto:.*|https?:.*|\/.*)$/u;

/**
 * The clinic's identity is written once, in English (its names, its address, its registration
 * placeholders), and dentists' role and heading are English keys the page names in the
 * language (dentistPageLabels): a translation repeats them as they are.
 */
const kept = new Set([
  "name",
  "companyName",
  "bankName",
  "address",
  "registrationNumber",
  "healthcareLicence",
  "role",
  "educationHeading",
]);
/** Proper names that contain a small word. */
const names = new Set(["Best of Budapest"]);

/** An English sentence left untranslated: three words or more, in the same order. */
const isSentence = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((w) => /[a-z]/i.test(w)).length >= 3;

function compare(en: unknown, other: unknown, where: string, key: string, problems: string[]) {
  if (typeof en === "string") {
    if (typeof other !== "string") problems.push(`${where}: not words`);
    else if (ids.has(key)) {
      if (other !== en) problems.push(`${where}: identifier "${other}" should be "${en}"`);
    } else if (en.trim() && !other.trim()) problems.push(`${where}: empty`);
    else if (
      other === en &&
      isSentence(en) &&
      !sameInEveryLanguage.test(en) &&
      !kept.has(key) &&
      !names.has(en)
    )
      problems.push(`${where}: left in English: "${en.slice(0, 60)}"`);
  } else if (typeof en === "function") {
    if (typeof other !== "function") problems.push(`${where}: not a function`);
    else if (other.length !== en.length)
      problems.push(`${where}: takes ${other.length} arguments, not ${en.length}`);
  } else if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length)
      problems.push(
        `${where}: ${Array.isArray(other) ? other.length : "no"} items, English has ${en.length}`,
      );
    else en.forEach((item, i) => compare(item, other[i], `${where}[${i}]`, key, problems));
  } else if (en && typeof en === "object") {
    if (!other || typeof other !== "object") return void problems.push(`${where}: missing`);
    const enKeys = Object.keys(en).sort();
    const otherKeys = Object.keys(other).sort();
    const missing = enKeys.filter((k) => !otherKeys.includes(k));
    const extra = otherKeys.filter((k) => !enKeys.includes(k));
    if (missing.length) problems.push(`${where}: missing ${missing.join(", ")}`);
    if (extra.length) problems.push(`${where}: not in English: ${extra.join(", ")}`);
    for (const k of enKeys)
      if (otherKeys.includes(k))
        compare(
          (en as Record<string, unknown>)[k],
          (other as Record<string, unknown>)[k],
          `${where}.${k}`,
          k,
          problems,
        );
  } else if (other !== en) problems.push(`${where}: ${String(other)} should be ${String(en)} as in English`);
}

const maps = Object.entries(translations).filter(([name]) => name.endsWith("In")) as [
  string,
  Record<string, unknown>,
][];

describe("every language", () => {
  it("reads the whole content (not an empty list)", () => {
    expect(maps.length).toBeGreaterThan(80);
    expect(Object.keys(translations.treatmentsIn.de)).toEqual(Object.keys(translations.treatmentsIn.en));
  });

  for (const locale of others)
    it(`${locale}: has every key, list item and identifier English has, in words of its own`, () => {
      const problems: string[] = [];
      for (const [name, map] of maps) compare(map.en, map[locale], name, "", problems);
      expect(problems).toEqual([]);
    });

  it("notices a word left in English, a missing key and a changed identifier", () => {
    const problems: string[] = [];
    compare(
      { title: "Dental implants in Budapest", list: ["a", "b"], icon: "award" },
      { title: "Dental implants in Budapest", list: ["a"], icon: "prize" },
      "sample",
      "",
      problems,
    );
    compare({ a: "x", b: "y" }, { a: "x" }, "sample", "", problems);
    expect(problems).toEqual([
      'sample.icon: identifier "prize" should be "award"',
      "sample.list: 1 items, English has 2",
      'sample.title: left in English: "Dental implants in Budapest"',
      "sample: missing b",
    ]);
  });
});

describe("addresses in every language", () => {
  const englishSegments = new Set(
    [...prerenderPaths(), ...sitemapEntries().map((e) => e.path)].flatMap((path) =>
      path.split("/").filter(Boolean),
    ),
  );

  for (const locale of others)
    it(`${locale}: every segment of every page has a word, lowercase ASCII, none used twice`, () => {
      const words = pathSegmentsIn[locale];
      const missing = [...englishSegments].filter((segment) => !words[segment]);
      expect(missing).toEqual([]);
      for (const word of Object.values(words)) expect(word).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      // Two English segments with one word would make two pages one address.
      const used = new Map<string, string>();
      for (const [english, word] of Object.entries(words)) {
        expect(used.get(word), `${word}: ${english} and ${used.get(word)}`).toBeUndefined();
        used.set(word, english);
      }
    });
});
