import { describe, expect, it } from "vitest";
import { pricesPage } from "~/content/prices";
import { formatListPrice, parseCurrency } from "./currency";

describe("parseCurrency", () => {
  it("restores GBP and falls back to EUR for anything else", () => {
    expect(parseCurrency("GBP")).toBe("GBP");
    expect(parseCurrency("EUR")).toBe("EUR");
    expect(parseCurrency(null)).toBe("EUR");
    expect(parseCurrency("gbp")).toBe("EUR");
    expect(parseCurrency("USD")).toBe("EUR");
  });
});

describe("formatListPrice", () => {
  it("shows a CT scan as €90 or £77", () => {
    expect(formatListPrice(90, "EUR")).toBe("€90");
    expect(formatListPrice(90, "GBP")).toBe("£77");
  });
  it("groups thousands and rounds to whole pounds", () => {
    expect(formatListPrice(2116, "EUR")).toBe("€2,116");
    expect(formatListPrice(2116, "GBP")).toBe("£1,820");
  });
  it("keeps FREE as FREE in both currencies", () => {
    expect(formatListPrice("FREE", "EUR")).toBe("FREE");
    expect(formatListPrice("FREE", "GBP")).toBe("FREE");
  });
  it("gives every priced item on /prices a different EUR and GBP label", () => {
    for (const item of pricesPage.groups.flatMap((g) => g.items)) {
      if (item.price === "FREE") continue;
      expect(formatListPrice(item.price, "EUR")).toMatch(/^€[\d,]+$/);
      expect(formatListPrice(item.price, "GBP")).toMatch(/^£[\d,]+$/);
    }
  });
});
