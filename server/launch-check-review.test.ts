import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  formatLegalReview,
  formatPrivacyReview,
  legalReviewWarnings,
  privacyReviewWarnings,
} from "./launch-check";
import { privacyPolicyIn } from "../app/content/in/legal";
import { locales } from "../app/content/locales";
import { realMail, run } from "../tests/support/run-command";

/**
 * The launch check's warnings that do not fail it: the translated legal pages and the parts of
 * the privacy policy the clinic has not yet reviewed (the placeholders: launch-check.test.ts).
 */

describe("the translated legal pages and the clinic's legal review", () => {
  it("names the German and French privacy policy and terms until the clinic has reviewed them", () => {
    const lines = legalReviewWarnings("app/content");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^app\/content\/de\/legal\.ts: the German privacy policy \(\/de\/datenschutz\) and terms \(\/de\/agb\)/,
    );
    expect(lines[1]).toMatch(
      /^app\/content\/fr\/legal\.ts: the French privacy policy \(\/fr\/confidentialite\)/,
    );
    for (const line of lines) expect(line).toContain("legal adviser has not yet reviewed");
    expect(formatLegalReview(lines)).toMatch(
      /^2 legal translations still need the clinic's legal review \(a warning/,
    );
    expect(legalReviewWarnings("app/content", ["de"])).toEqual([lines[1]]);
    expect(legalReviewWarnings("app/content", ["de", "fr"])).toEqual([]);
  });

  it("names none for content without translated legal pages", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "launch-legal-"));
    try {
      expect(legalReviewWarnings(dir)).toEqual([]);
      mkdirSync(path.join(dir, "de"));
      writeFileSync(path.join(dir, "de", "legal.ts"), "export const privacyPolicy = {};\n");
      expect(legalReviewWarnings(dir)).toEqual([
        expect.stringMatching(/de\/legal\.ts: the German privacy policy/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("npm run check:launch prints the warning lines with the others, without failing for them", async () => {
    const { stdout } = await run("npm", ["run", "--silent", "check:launch"]);
    expect(stdout).toContain("2 legal translations still need the clinic's legal review");
    expect(stdout).toMatch(/\n {2}app\/content\/de\/legal\.ts: the German privacy policy/);
    expect(stdout).toMatch(/\n {2}app\/content\/fr\/legal\.ts: the French privacy policy/);
    // And the parts of the site's own privacy policy awaiting review, the medical history among them.
    expect(stdout).toContain("2 parts of the privacy policy still need the clinic's review before launch");
    expect(stdout).toMatch(
      /\n {2}app\/content\/legal\.ts: the privacy policy's sections on the site's own measurement of visits/,
    );
    expect(stdout).toMatch(
      /\n {2}app\/content\/legal\.ts: the privacy policy's sections on the medical history questionnaire[^\n]*\(\/privacy#medical-history, in every language\)/,
    );
  });
});

describe("the privacy policy's measurement and medical history sections and the clinic's review", () => {
  it("names them until the clinic has marked them reviewed", () => {
    const lines = privacyReviewWarnings("app/content");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^app\/content\/legal\.ts: the privacy policy's sections on the site's own measurement of visits/,
    );
    expect(lines[0]).toContain("(/privacy#measurement, /privacy#visit-attribution, in every language)");
    expect(lines[0]).toContain('add "measurement" to reviewedPrivacyPolicyItems');
    expect(lines[1]).toMatch(
      /^app\/content\/legal\.ts: the privacy policy's sections on the medical history questionnaire, above all its legal basis, its 30 years and the limits on erasing it/,
    );
    expect(lines[1]).toContain("(/privacy#medical-history, in every language)");
    expect(lines[1]).toContain('add "medical-history" to reviewedPrivacyPolicyItems');
    expect(formatPrivacyReview(lines)).toMatch(
      /^2 parts of the privacy policy still need the clinic's review before launch \(a warning/,
    );
    // Each is marked reviewed on its own.
    expect(privacyReviewWarnings("app/content", ["measurement"])).toEqual([lines[1]]);
    expect(privacyReviewWarnings("app/content", ["medical-history"])).toEqual([lines[0]]);
    expect(privacyReviewWarnings("app/content", ["measurement", "medical-history"])).toEqual([]);
  });

  it("names the sections the policy has, in every language, as the page shows them", () => {
    for (const locale of locales) {
      const ids = privacyPolicyIn[locale].sections.map((section) => section.id);
      expect(ids).toEqual(expect.arrayContaining(["measurement", "visit-attribution", "medical-history"]));
    }
  });

  it("names none for content without them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "launch-privacy-"));
    try {
      expect(privacyReviewWarnings(dir)).toEqual([]);
      writeFileSync(
        path.join(dir, "legal.ts"),
        'export const privacyPolicy = { sections: [{ id: "cookies" }] };\n',
      );
      expect(privacyReviewWarnings(dir)).toEqual([]);
      writeFileSync(
        path.join(dir, "legal.ts"),
        'export const privacyPolicy = { sections: [{ id: "measurement" }] };\n',
      );
      expect(privacyReviewWarnings(dir)).toEqual([
        expect.stringContaining("(/privacy#measurement, in every"),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("npm run check:launch prints the warning without failing for it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "launch-privacy-"));
    try {
      writeFileSync(
        path.join(dir, "legal.ts"),
        'export const privacyPolicy = { sections: [{ id: "measurement" }, { id: "visit-attribution" }] };\n',
      );
      const { code, stdout } = await run("npm", ["run", "--silent", "check:launch", "--", dir], realMail);
      expect(stdout).toContain("No placeholders");
      expect(stdout).toContain("1 part of the privacy policy still needs the clinic's review before launch");
      expect(stdout).toMatch(
        /\n {2}\S*legal\.ts: the privacy policy's sections on the site's own measurement/,
      );
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
