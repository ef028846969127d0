import { describe, expect, it } from "vitest";
import { priceItems } from "~/content/price-list";
import {
  currencyCookie,
  currencyFromCookies,
  currencyLink,
  formatListPrice,
  parseCurrency,
  safeBackPath,
} from "./currency";

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
    for (const item of Object.values(priceItems)) {
      if (item.eur === "FREE") continue;
      expect(formatListPrice(item.eur, "EUR")).toMatch(/^€[\d,]+$/);
      expect(formatListPrice(item.eur, "GBP")).toMatch(/^£[\d,]+$/);
    }
  });
});

describe("the currency cookie", () => {
  it("is read from a Cookie header among others; anything else is EUR", () => {
    expect(currencyFromCookies("a=1; currency=GBP; b=2")).toBe("GBP");
    expect(currencyFromCookies("currency=EUR")).toBe("EUR");
    expect(currencyFromCookies("xcurrency=GBP")).toBe("EUR");
    expect(currencyFromCookies("currency=gbp")).toBe("EUR");
    expect(currencyFromCookies(null)).toBe("EUR");
  });
  it("is first-party, for a year, on every path, SameSite=Lax (Secure on https)", () => {
    expect(currencyCookie("GBP", false)).toBe("currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(currencyCookie("GBP", true)).toContain("; Secure");
  });
});

describe("safeBackPath", () => {
  it("keeps a path of this site, with its query and section", () => {
    expect(safeBackPath("/prices")).toBe("/prices");
    expect(safeBackPath("/#calculator")).toBe("/#calculator");
    expect(safeBackPath("/treatments/dental-implant?x=1")).toBe("/treatments/dental-implant?x=1");
  });
  it("sends anything else to /", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\tevil",
      "evil",
      "",
      undefined,
      42,
      `/${"a".repeat(400)}`,
    ])
      expect(safeBackPath(bad), String(bad)).toBe("/");
  });
  it("is what the currency links carry", () => {
    expect(currencyLink("GBP", "/prices")).toBe("/currency/GBP?back=%2Fprices");
    expect(currencyLink("EUR", "//evil.example")).toBe("/currency/EUR?back=%2F");
  });
});
