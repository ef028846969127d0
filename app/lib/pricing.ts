import { calculatorUnitPrices, EUR_TO_GBP, type Country } from "~/content/pricing";

/** Percentage saved in Budapest against another price: round((other - budapest) / other x 100). */
export function savingsPercent(budapest: number, other: number): number {
  if (other <= 0) return 0;
  return Math.round(((other - budapest) / other) * 100);
}

/** A EUR price shown in GBP: x 0.86, rounded to whole pounds. */
export function eurToGbp(eur: number): number {
  return Math.round(eur * EUR_TO_GBP);
}

/**
 * A calculator field's value as the rules want it: a whole number, never below 0;
 * anything non-numeric becomes 0 (docs/product.md, Prices and the calculator).
 */
export function toCount(input: unknown): number {
  const value = typeof input === "number" ? input : Number.parseInt(String(input ?? "").trim(), 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

/** The minus button: one less, but never below 0. */
export const decrement = (count: number) => Math.max(0, toCount(count) - 1);
/** The plus button: one more. */
export const increment = (count: number) => toCount(count) + 1;

export interface CalculatorResult {
  budapest: number;
  savings: Record<Country, number>;
  totals: Record<Country, number>;
}

/** Budapest total (implants x 850 + crowns x 320) and the saving against each country. */
export function calculateTreatmentCost(implants: number, crowns: number): CalculatorResult {
  const i = toCount(implants);
  const c = toCount(crowns);
  const total = (where: "budapest" | Country) =>
    i * calculatorUnitPrices.implant[where] + c * calculatorUnitPrices.crown[where];
  const budapest = total("budapest");
  const totals = { uk: total("uk"), germany: total("germany"), usa: total("usa") };
  return {
    budapest,
    totals,
    savings: { uk: totals.uk - budapest, germany: totals.germany - budapest, usa: totals.usa - budapest },
  };
}

// Prices and counts are whole numbers in en-GB style, written here rather than with
// Intl.NumberFormat: a page's first Intl formatter costs ~30-40 ms on a throttled phone (the
// locale's data is set up then), three of them were a third of the home page's script time,
// and the server and the browser must agree on every character (pricing.test.ts checks these
// against Intl).

/** 1234567 -> '1,234,567': the amount's size, rounded half away from zero like Intl. */
const digits = (n: number) => String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
/** '-' for an amount that is still below zero once rounded. */
const sign = (n: number) => (n < 0 && Math.round(Math.abs(n)) !== 0 ? "-" : "");

/** €2,660 */
export const formatEur = (amount: number) => `${sign(amount)}€${digits(amount)}`;
/** £77 */
export const formatGbp = (amount: number) => `${sign(amount)}£${digits(amount)}`;
/** 5,000 (counts are whole numbers) */
export const formatNumber = (n: number) => `${sign(n)}${digits(n)}`;
