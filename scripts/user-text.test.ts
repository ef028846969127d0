import { describe, expect, it } from "vitest";
import { findUserText, readsAsWords, scannedFiles } from "./user-text";

// Issue 31: every word a person reads comes from app/content/, so a second language is content.
const texts = (source: string, file = "app/routes/example.tsx") =>
  findUserText(file, source).map((f) => f.text);

describe("what counts as words for a person", () => {
  it("finds JSX text, read attributes and sentences", () => {
    expect(
      texts(`export const A = () => (
        <section>
          <button type="button" aria-label="Close the dialog">Book now</button>
          <img src="/a.svg" alt="A smile after veneers" />
          {error ? "That date is fully booked. Please choose another." : null}
        </section>
      );`),
    ).toEqual([
      "Close the dialog",
      "Book now",
      "A smile after veneers",
      "That date is fully booked. Please choose another.",
    ]);
  });

  it("finds labels of capitalised words and sentences built with a template", () => {
    expect(
      texts(
        'const label = "Book Consultation";\nconst s = `We will reply within ${hours} hours.`;',
        "app/services/x.ts",
      ),
    ).toEqual(["Book Consultation", "We will reply within … hours."]);
  });

  it("leaves out log lines, thrown errors, imports, classes, keys, comparisons and technical attributes", () => {
    expect(
      texts(`import { x } from "Some Module Name";
        logger.warn({ id }, "The outbox could not send an email.");
        throw new Error("The database is not reachable yet.");
        const y = { "Content Security Policy": 1 };
        if (status === "Paid In Full") go();
        export const C = () => <div className="mt-4 flex items-center gap-2" data-state="Open Now" id="x" />;`),
    ).toEqual([]);
  });

  it("does not take keys, paths, class lists or header names for words", () => {
    for (const text of [
      "nav.bookNow",
      "/treatments/dental-crown",
      "mt-4 flex md:grid",
      "Accept-Encoding, Cookie",
      "abc",
    ])
      expect(readsAsWords(text)).toBe(false);
    for (const text of ["Sign out", "Please try again.", "We could not find this booking."])
      expect(readsAsWords(text)).toBe(true);
  });
});

describe("the source", () => {
  it("holds no user-facing English outside app/content (npx tsx scripts/user-text.ts lists it)", () => {
    const found = scannedFiles().flatMap((file) =>
      findUserText(file).map((f) => `${f.file}:${f.line}  ${f.text}`),
    );
    expect(found).toEqual([]);
  });
});
