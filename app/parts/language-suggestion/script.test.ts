import { describe, expect, it } from "vitest";
import { preferredLocale } from "./script";

describe("the browser's preferred language, among ours", () => {
  it("finds a language by its tag or its primary subtag, in the browser's order", () => {
    expect(preferredLocale(["de-AT", "en"])).toBe("de");
    expect(preferredLocale(["fr-CH", "de"])).toBe("fr");
    expect(preferredLocale(["nl-NL", "fr-BE", "en"])).toBe("fr");
    expect(preferredLocale(["EN-gb"])).toBe("en");
  });

  it("finds none when the browser asks only for languages we do not write", () => {
    expect(preferredLocale(["nl", "pl-PL"])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });
});
