import { describe, expect, it } from "vitest";
import { comparisonRows } from "~/content/pricing";
import {
  calculateTreatmentCost,
  decrement,
  eurToGbp,
  formatEur,
  formatGbp,
  formatNumber,
  increment,
  savingsPercent,
  toCount,
} from "./pricing";

describe("savingsPercent", () => {
  it("Straumann 850 against 2500 / 1800 / 3500 saves 66% / 53% / 76%", () => {
    expect(savingsPercent(850, 2500)).toBe(66);
    expect(savingsPercent(850, 1800)).toBe(53);
    expect(savingsPercent(850, 3500)).toBe(76);
  });
  it("rounds half up like Math.round", () => {
    expect(savingsPercent(650, 2000)).toBe(68); // 67.5
    expect(savingsPercent(5500, 12000)).toBe(54); // 54.17
  });
  it("never divides by zero", () => {
    expect(savingsPercent(100, 0)).toBe(0);
  });
});

describe("eurToGbp", () => {
  it("multiplies by 0.86 and rounds to whole pounds", () => {
    expect(eurToGbp(90)).toBe(77);
    expect(eurToGbp(50)).toBe(43);
    expect(eurToGbp(2116)).toBe(1820);
  });
});

describe("calculator rules", () => {
  it("2 implants + 3 crowns cost €2,660 in Budapest and save €5,190 against the UK", () => {
    const result = calculateTreatmentCost(2, 3);
    expect(result.budapest).toBe(2660);
    expect(formatEur(result.budapest)).toBe("€2,660");
    expect(result.savings.uk).toBe(5190);
    expect(result.savings.germany).toBe(2 * 1800 + 3 * 800 - 2660);
    expect(result.savings.usa).toBe(2 * 3500 + 3 * 1200 - 2660);
  });
  it("nothing chosen costs nothing and saves nothing", () => {
    expect(calculateTreatmentCost(0, 0)).toEqual({
      budapest: 0,
      totals: { uk: 0, germany: 0, usa: 0 },
      savings: { uk: 0, germany: 0, usa: 0 },
    });
  });
  it("turns non-numeric input into 0", () => {
    expect(toCount("abc")).toBe(0);
    expect(toCount("")).toBe(0);
    expect(toCount(undefined)).toBe(0);
    expect(toCount(Number.NaN)).toBe(0);
  });
  it("keeps whole numbers of at least 0", () => {
    expect(toCount("4")).toBe(4);
    expect(toCount("2.7")).toBe(2);
    expect(toCount("-3")).toBe(0);
  });
  it("minus cannot go below 0 and plus adds 1", () => {
    expect(decrement(0)).toBe(0);
    expect(decrement(3)).toBe(2);
    expect(increment(0)).toBe(1);
  });
});

describe("comparison rows", () => {
  it("has the spec's five rows, each cheaper in Budapest than in every other country", () => {
    expect(comparisonRows.map((r) => r.treatment)).toEqual([
      "Straumann dental implant",
      "Neodent dental implant",
      "Porcelain dental crown",
      "All-on-4",
      "All-on-6",
    ]);
    for (const row of comparisonRows) {
      for (const other of [row.uk, row.germany, row.usa]) expect(other).toBeGreaterThan(row.budapest);
    }
  });
});

describe("formatEur, formatGbp, formatNumber", () => {
  const intl = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-GB", options);
  const eur = intl({ style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const gbp = intl({ style: "currency", currency: "GBP", maximumFractionDigits: 0 });
  const samples = [
    0, 7, 77, 999, 1000, 2660, 12345, 999999, 1000000, 1234567890, -5, -2660, 0.4, 2.5, 3.5, 1999.5, -2.5,
  ];

  it("write what Intl writes for en-GB, amount by amount", () => {
    for (const n of samples) {
      expect(formatEur(n), `€ ${n}`).toBe(eur.format(n));
      expect(formatGbp(n), `£ ${n}`).toBe(gbp.format(n));
      expect(formatNumber(Math.round(n)), `${n}`).toBe(intl().format(Math.round(n)));
    }
  });

  it("look as a visitor reads them", () => {
    expect(formatEur(2660)).toBe("€2,660");
    expect(formatGbp(77)).toBe("£77");
    expect(formatNumber(5000)).toBe("5,000");
    expect(formatEur(-850)).toBe("-€850");
  });
});
