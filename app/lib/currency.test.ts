import { describe, expect, it } from "vitest";
import { currencyCookie, currencyFromCookies, currencyLink, parseCurrency, safeBackPath } from "./currency";

describe("parseCurrency", () => {
  it("restores GBP and falls back to EUR for anything else", () => {
    expect(parseCurrency("GBP")).toBe("GBP");
    expect(parseCurrency("EUR")).toBe("EUR");
    expect(parseCurrency(null)).toBe("EUR");
    expect(parseCurrency("gbp")).toBe("EUR");
    expect(parseCurrency("USD")).toBe("EUR");
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
