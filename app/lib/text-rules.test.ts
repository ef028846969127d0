import { describe, expect, it } from "vitest";
import { contactSchema } from "./schemas/contact";
import { newsletterSchema } from "./schemas/newsletter";
import { leadPageSchema } from "./schemas/leads";
import { refundForm } from "./schemas/staff";
import { readdirSync, readFileSync } from "node:fs";
import { locales } from "~/content/locales";
import path from "node:path";
import {
  americanSpellingsIn,
  DATED_PATIENT_COUNTS,
  stripBidiControls,
  undatedPatientCountsIn,
} from "./text-rules";

const BIDI = /\p{Bidi_Control}/u;
/** Every Bidi_Control character: embeddings, overrides, isolates, and the three marks. */
const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";

describe("bidi controls, removed from every stored text", () => {
  it("strips each of Unicode's Bidi_Control characters and nothing else", () => {
    expect(stripBidiControls(`a${controls}b`)).toBe("ab");
    expect(stripBidiControls("Kovács Ödön, العربية, 日本語")).toBe("Kovács Ödön, العربية, 日本語");
  });

  it("the contact form: every field, the ones it does not know included", () => {
    const parsed = contactSchema.parse({
      name: "\u202EAnn",
      email: "ann@example.com",
      phone: "\u2066+44 7700 900123\u2069",
      message: "Hello \u202Edlrow\u202C ",
      country: "\u200FUK",
    });
    expect(parsed).toMatchObject({
      name: "Ann",
      phone: "+44 7700 900123",
      message: "Hello dlrow",
      country: "UK",
    });
    expect(JSON.stringify(parsed)).not.toMatch(BIDI);
  });

  it("the newsletter's page and the back office's notes and refund reasons", () => {
    expect(newsletterSchema.parse({ email: "a@example.com", page: "/\u202Eprices" }).page).toBe("/prices");
    expect(
      leadPageSchema.parse({
        intent: "save",
        status: "new",
        assigneeId: "",
        note: "Called \u202Eback\u202C.",
      }),
    ).toEqual({ intent: "save", status: "new", assigneeId: "", note: "Called back." });
    expect(
      leadPageSchema.parse({ intent: "reply", subject: "\u202EYour quote", body: "Dear \u2067Ann\u2069," }),
    ).toEqual({ intent: "reply", subject: "Your quote", body: "Dear Ann," });
    const refund = refundForm.parse({
      intent: "refund",
      bookingId: "00000000-0000-4000-8000-000000000001",
      reason: "\u2067Patient ill\u2069",
    });
    expect(refund.reason).toBe("Patient ill");
  });
});

describe("the words of app/content", () => {
  /**
   * Every string and template literal in app/content's English sources (the tests' and the
   * translations in app/content/<language>/ excepted: these rules are British English's).
   */
  function contentStrings(): { file: string; text: string; after: string }[] {
    const root = path.resolve(__dirname, "../content");
    const translated = new RegExp(`^(${locales.filter((l) => l !== "en").join("|")})[\\\\/]`);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !translated.test(file),
    );
    return files.flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      return [...source.matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => ({
        file,
        text: m[0].slice(1, -1),
        // What follows the literal up to the end of its object: a stat's label after its value.
        after: source.slice(m.index + m[0].length).split("}")[0],
      }));
    });
  }
  /** Slugs, paths, file names and class lists are names, not words (an old slug stays a URL). */
  const isName = (text: string) => !/\s/.test(text) && /[-/._]/.test(text);

  it("spots American spellings, and passes British ones", () => {
    expect(americanSpellingsIn("We organize payment in installments at the center; color, program")).toEqual([
      "organize",
      "color",
      "center",
      "installments",
      "program",
    ]);
    expect(
      americanSpellingsIn(
        "We organise payment in instalments at the centre; colour, programme, size, prize, aesthetic, anaesthesia, travelled",
      ),
    ).toEqual([]);
  });

  it("has no American spellings", () => {
    const strings = contentStrings();
    // The scan reads the content (every treatment page, every email), not an empty list.
    expect(strings.length).toBeGreaterThan(2000);
    expect(strings.some(({ text }) => text.includes("instalments"))).toBe(true);
    const found = strings
      .filter(({ text }) => !isName(text))
      .flatMap(({ file, text }) => americanSpellingsIn(text).map((word) => `${file}: ${word}`));
    expect(found).toEqual([]);
  });

  it("says the patient counts of 2019 with their year", () => {
    expect(undatedPatientCountsIn("He treated 1,648 patients. In 2019 he also taught.")).toEqual(["1,648"]);
    expect(undatedPatientCountsIn("He treated 1,648 patients in 2019.")).toEqual([]);
    // A stat's figure alone ('1,648') is dated by its label ('patients in 2019') in the same object.
    const isFigure = (text: string) => /^~?[\d,]+\+?$/.test(text);
    const strings = contentStrings();
    expect(strings.filter(({ text }) => text.includes("1,648")).length).toBeGreaterThan(1);
    const found = strings
      .filter(({ text }) => undatedPatientCountsIn(text).length > 0)
      .filter(({ text, after }) => !(isFigure(text) && after.includes(DATED_PATIENT_COUNTS.year)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(found).toEqual([]);
  });
});
