import { describe, expect, it } from "vitest";
import { consultationEvent } from "~/content/event";
import { priceItems } from "~/content/price-list";
import { planMarkets } from "~/db/schema";
import { comparisonCountries } from "~/content/price-list";
import { canonicalJson } from "./content-hash.server";
import { PlanError } from "./errors.server";
import { planAmounts, planVisits, priceLines } from "./pricing.server";
import { checkTeeth, isPermanentTooth } from "./teeth.server";

const FEE_CENTS = consultationEvent.feeEur * 100;

describe("FDI tooth numbers", () => {
  it("takes the 32 permanent teeth and nothing else", () => {
    const permanent = [1, 2, 3, 4].flatMap((q) => [1, 2, 3, 4, 5, 6, 7, 8].map((t) => q * 10 + t));
    expect(permanent.filter(isPermanentTooth)).toHaveLength(32);
    for (const tooth of [19, 50, 9, 49, 10, 20, 51, 85, 0, 11.5, -11, 111])
      expect(isPermanentTooth(tooth)).toBe(false);
  });

  it("refuses a number that is not a permanent tooth, naming it", () => {
    for (const tooth of [19, 50, 49])
      expect(() => checkTeeth([11, tooth])).toThrow(`Tooth ${tooth} is not a permanent tooth`);
    expect(() => checkTeeth(["09"])).toThrow("Tooth 09 is not");
    expect(() => checkTeeth([19])).toThrow(PlanError);
  });

  it("keeps a line's teeth once each, in order", () => {
    expect(checkTeeth([36, 11, 36, 21])).toEqual([11, 21, 36]);
  });
});

describe("a plan's prices", () => {
  it("prices each line from the price list: unit × quantity, a FREE item at 0, in cents", () => {
    const lines = priceLines(
      [
        { itemId: "straumann-implant", quantity: 2, teeth: [36, 46], visit: 1 },
        { itemId: "panoramic-x-ray", quantity: 1, visit: 1 },
        { itemId: "zirconia-implant-crown", quantity: 2, teeth: [46, 36], note: "  shade A2 ", visit: 2 },
      ],
      2,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        itemId: "straumann-implant",
        unitCents: 50400,
        quantity: 2,
        lineCents: 100800,
        teeth: [36, 46],
      }),
      expect.objectContaining({ itemId: "panoramic-x-ray", unitCents: 0, lineCents: 0, teeth: [] }),
      expect.objectContaining({ unitCents: 20000, lineCents: 40000, note: "shade A2", visit: 2 }),
    ]);
    expect(lines[0].title).toBe(priceItems["straumann-implant"].title);
  });

  it("refuses an item not on the price list, a quantity that is not whole, and a visit the plan has not", () => {
    expect(() => priceLines([{ itemId: "gold-tooth", quantity: 1, visit: 1 }], 1)).toThrow(
      '"gold-tooth" is not an item',
    );
    expect(() => priceLines([{ itemId: "toString", quantity: 1, visit: 1 }], 1)).toThrow(PlanError);
    for (const quantity of [0, 1.5, 100])
      expect(() => priceLines([{ itemId: "ct-scan", quantity, visit: 1 }], 1)).toThrow("whole number");
    expect(() => priceLines([{ itemId: "ct-scan", quantity: 1, visit: 2 }], 1)).toThrow("Visit 2 is not");
  });

  it("prices from the list it is given", () => {
    const dearer = { ...priceItems, "ct-scan": { ...priceItems["ct-scan"], eur: 120 } };
    expect(priceLines([{ itemId: "ct-scan", quantity: 1, visit: 1 }], 1, dearer)[0].lineCents).toBe(12000);
  });

  it("takes 10% off for the newsletter code, then credits the consultation day, never below zero", () => {
    const lines = [{ lineCents: 100800 }, { lineCents: 40000 }];
    expect(planAmounts(lines, { creditCents: FEE_CENTS, discountCode: true })).toEqual({
      subtotalCents: 140800,
      discountCents: 14080,
      consultationCreditCents: 5000,
      totalCents: 121720,
    });
    expect(planAmounts([{ lineCents: 3000 }], { creditCents: FEE_CENTS, discountCode: false })).toEqual({
      subtotalCents: 3000,
      discountCents: 0,
      consultationCreditCents: 3000,
      totalCents: 0,
    });
    // A half cent rounds up.
    expect(planAmounts([{ lineCents: 9405 }], { creditCents: 0, discountCode: true }).discountCents).toBe(
      941,
    );
  });

  it("names the visits by their order and refuses healing before the first", () => {
    expect(
      planVisits([
        { workingDays: 5, healingMonthsBefore: 0 },
        { workingDays: 4, healingMonthsBefore: 4 },
      ]),
    ).toEqual([
      { kind: "first", workingDays: 5, healingMonthsBefore: 0 },
      { kind: "second", workingDays: 4, healingMonthsBefore: 4 },
    ]);
    expect(() => planVisits([{ workingDays: 5, healingMonthsBefore: 3 }])).toThrow(PlanError);
    expect(() =>
      planVisits(Array.from({ length: 5 }, () => ({ workingDays: 1, healingMonthsBefore: 0 }))),
    ).toThrow(PlanError);
  });
});

describe("the plan's data", () => {
  it("knows the same markets as the price list's comparison", () => {
    expect([...planMarkets]).toEqual(comparisonCountries.map((c) => c.key));
  });

  it("hashes a canonical JSON: the same content in any key order is the same text", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: "x" }], e: undefined })).toBe(
      '{"a":[{"c":"x","d":2}],"b":1}',
    );
  });
});
