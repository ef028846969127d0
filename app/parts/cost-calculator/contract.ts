import { defaultLocale, isLocale, type Locale } from "~/content/locales";
import type { CalculatorUnits } from "~/lib/pricing";

/**
 * The cost calculator's contract: the data-* names its markup (cost-calculator.tsx) and its
 * script (script.ts) share, and the attributes the markup draws with them.
 */
export const calculatorContract = {
  /** The calculator's section. */
  root: "data-calculator",
  /** On the section: the unit prices the script sums with, as JSON (CalculatorUnits). */
  units: "data-units",
  /**
   * On the section, on a German or French page only: the page's language, in which the script
   * writes its amounts (1.234 €, 1 234 €). Without it, English (€1,234).
   */
  locale: "data-locale",
  /** A count's field (its label, input, buttons and message): the count's name. */
  field: "data-count-field",
  /** A minus or plus button in a field: the step it makes ('-1' | '1'). */
  step: "data-count-step",
  /** A field's message for a count out of range. */
  limit: "data-count-limit",
  /** The Budapest total. */
  total: "data-calculator-total",
  /** A saving against a country: the country's key. */
  saving: "data-calculator-saving",
} as const;

const c = calculatorContract;

export const rootAttrs = (units: CalculatorUnits, locale: Locale = defaultLocale) => ({
  [c.root]: true,
  [c.units]: JSON.stringify(units),
  ...(locale === defaultLocale ? {} : { [c.locale]: locale }),
});

/** The language a calculator's amounts are written in, from its section. */
export function calculatorLocale(root: Element): Locale {
  const value = root.getAttribute(c.locale);
  return isLocale(value) ? value : defaultLocale;
}
export const fieldAttrs = (name: string) => ({ [c.field]: name });
export const stepAttrs = (delta: -1 | 1) => ({ [c.step]: String(delta) });
export const limitAttrs = () => ({ [c.limit]: true });
export const totalAttrs = () => ({ [c.total]: true });
export const savingAttrs = (country: string) => ({ [c.saving]: country });
