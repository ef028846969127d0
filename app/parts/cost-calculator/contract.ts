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

export const rootAttrs = (units: CalculatorUnits) => ({ [c.root]: true, [c.units]: JSON.stringify(units) });
export const fieldAttrs = (name: string) => ({ [c.field]: name });
export const stepAttrs = (delta: -1 | 1) => ({ [c.step]: String(delta) });
export const limitAttrs = () => ({ [c.limit]: true });
export const totalAttrs = () => ({ [c.total]: true });
export const savingAttrs = (country: string) => ({ [c.saving]: country });
