import {
  calculatorLimits,
  calculatorTreatments,
  comparisonRows,
  completeTreatments,
  GBP_PENCE_PER_EUR,
  priceItems,
  treatmentPagePrices,
  type CompleteTreatment,
  type CompleteTreatmentId,
  type Country,
  type PriceItemId,
} from "../content/price-list";
import { localeInfo, type Locale } from "../content/locales";
import type { TreatmentSlug } from "../content/types";

/** Percentage saved in Budapest against another price: round((other - budapest) / other x 100). */
export function savingsPercent(budapest: number, other: number): number {
  if (other <= 0) return 0;
  return Math.round(((other - budapest) / other) * 100);
}

/**
 * A EUR amount in pounds: x 0.86 (GBP_PENCE_PER_EUR), rounded to the nearest pound, a half
 * upwards (€25 = £21.50 -> £22), in whole numbers so no floating-point error moves a half.
 * A total is converted from its EUR total, never summed from converted items: the pounds are
 * the nearest pound to what is charged in euros (docs/prices.md).
 */
export function eurToGbp(eur: number): number {
  const pounds = Math.round((Math.abs(Math.round(eur)) * GBP_PENCE_PER_EUR) / 100);
  return eur < 0 ? -pounds : pounds;
}

/** An item's price in EUR; a free item is 0. */
export function itemEur(id: PriceItemId): number {
  const { eur } = priceItems[id];
  return eur === "FREE" ? 0 : eur;
}

/** A complete treatment's Budapest price: the sum of its items, each times its count. */
export function completeEur(id: CompleteTreatmentId): number {
  const items: readonly { item: PriceItemId; count?: number }[] = completeTreatments[id].items;
  return items.reduce((sum, { item, count = 1 }) => sum + itemEur(item) * count, 0);
}

/**
 * The whole-percent saving against UK prices over the compared treatments (or the ones named):
 * every "save up to …" sentence is built from this, so a claim cannot outrun the price list.
 */
export function ukSaving(ids: readonly CompleteTreatmentId[] = comparisonRows): { min: number; max: number } {
  const percents = ids.map((id) => {
    const { abroad } = completeTreatments[id] as CompleteTreatment;
    return abroad ? savingsPercent(completeEur(id), abroad.uk) : 0;
  });
  return { min: Math.min(...percents), max: Math.max(...percents) };
}

/** 'a, b and c' (in another language as Intl joins a list: 'a, b und c', 'a, b et c'). */
export function listInWords(parts: string[], locale: Locale = "en"): string {
  if (locale !== "en")
    return new Intl.ListFormat(localeInfo[locale].tag, { type: "conjunction" }).format(parts);
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The price list's item names in one language (`priceItemsIn[locale]`; English by default). */
type ItemNames = Record<PriceItemId, { title: string; part?: string }>;

/**
 * What a complete treatment's price includes: '4 × Straumann implant, 4 × surgery and zirconium
 * bridge'; in another language, given its item names: `includesInWords(id, "de", priceItemsIn.de)`.
 */
export function includesInWords(
  id: CompleteTreatmentId,
  locale: Locale = "en",
  names: ItemNames = priceItems,
): string {
  const items: readonly { item: PriceItemId; count?: number }[] = completeTreatments[id].items;
  return listInWords(
    items.map(({ item, count = 1 }) => {
      const entry = names[item];
      // English names an item in a sentence in lower case; other languages write each a part.
      const name = entry.part ?? (locale === "en" ? entry.title.toLowerCase() : entry.title);
      return count > 1 ? `${count} × ${name}` : name;
    }),
    locale,
  );
}

/** A treatment page's "from" price: its cheapest complete treatment, or null (no price shown). */
export function fromPrice(slug: TreatmentSlug): { id: CompleteTreatmentId; eur: number } | null {
  const options = treatmentPagePrices[slug];
  if (!options?.length) return null;
  return options
    .map((id) => ({ id, eur: completeEur(id) }))
    .reduce((cheapest, option) => (option.eur < cheapest.eur ? option : cheapest));
}

/**
 * A calculator field's value as the rules want it: a whole number from 0 to 32; anything
 * non-numeric becomes 0, anything above 32 counts as 32 (docs/product.md, Prices and the calculator).
 */
export function toCount(input: unknown): number {
  const value = typeof input === "number" ? input : Number.parseInt(String(input ?? "").trim(), 10);
  if (!Number.isFinite(value) || value < calculatorLimits.min) return calculatorLimits.min;
  return Math.min(calculatorLimits.max, Math.floor(value));
}

/**
 * Whether a typed count needs the field's message ('Enter a whole number from 0 to 32'):
 * anything but digits, or a number above 32. An empty field is 0 and needs none.
 */
export function countIsOutOfRange(input: string): boolean {
  const text = input.trim();
  if (text === "") return false;
  return !/^\d+$/.test(text) || Number(text) > calculatorLimits.max;
}

/** The minus button: one less, but never below 0. */
export const decrement = (count: number) => Math.max(calculatorLimits.min, toCount(count) - 1);
/** The plus button: one more, but never above 32. */
export const increment = (count: number) => Math.min(calculatorLimits.max, toCount(count) + 1);

export interface CalculatorResult {
  budapest: number;
  savings: Record<Country, number>;
  totals: Record<Country, number>;
}

/** The calculator's unit prices: in Budapest and at home, for an implant and for a crown. */
export type CalculatorUnits = Record<"implant" | "crown", Record<"budapest" | Country, number>>;

/** The calculator's two unit prices from the list: a complete implant and a crown. */
export function calculatorUnits(): CalculatorUnits {
  const unit = (id: (typeof calculatorTreatments)[keyof typeof calculatorTreatments]) => ({
    budapest: completeEur(id),
    ...completeTreatments[id].abroad,
  });
  return { implant: unit(calculatorTreatments.implant), crown: unit(calculatorTreatments.crown) };
}

/**
 * Budapest total (implants x implant + crowns x crown) and the saving against each country, for
 * given unit prices: the site script passes those the page was drawn with, so that it does not
 * carry the whole price list to every page.
 */
export function costWithUnits(units: CalculatorUnits, implants: number, crowns: number): CalculatorResult {
  const i = toCount(implants);
  const c = toCount(crowns);
  const total = (where: "budapest" | Country) => i * units.implant[where] + c * units.crown[where];
  const budapest = total("budapest");
  const totals = { uk: total("uk"), germany: total("germany"), usa: total("usa") };
  return {
    budapest,
    totals,
    savings: { uk: totals.uk - budapest, germany: totals.germany - budapest, usa: totals.usa - budapest },
  };
}

/** Budapest total (implants x complete implant + crowns x crown) and the saving against each country. */
export function calculateTreatmentCost(implants: number, crowns: number): CalculatorResult {
  return costWithUnits(calculatorUnits(), implants, crowns);
}
