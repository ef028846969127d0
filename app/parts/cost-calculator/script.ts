import { formatEur, formatEurInGbp } from "~/lib/format";
import {
  costWithUnits,
  countIsOutOfRange,
  decrement,
  increment,
  toCount,
  type CalculatorUnits,
} from "~/lib/pricing";
import { calculatorLimits } from "~/content/price-list";
import type { Locale } from "~/content/locales";
import { calculatorContract as c, calculatorLocale } from "./contract";

/**
 * The home page's cost calculator (docs/product.md, Prices and the calculator), drawn by
 * `CostCalculator`: two counts from 0 to 32, each with minus and plus buttons, and the Budapest
 * total with the saving against each country, in euros and pounds, updated as the visitor types
 * or taps. A typed count that is not a whole number from 0 to 32 shows the field's message and
 * the total counts the nearest allowed (33 -> 32); leaving the field writes that count.
 */
export function runCostCalculator() {
  const calculatorOf = (element: Element) => element.closest<HTMLElement>(`[${c.root}]`);

  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(`[${c.step}]`);
    const input = button?.closest(`[${c.field}]`)?.querySelector<HTMLInputElement>("input");
    const calculator = button && calculatorOf(button);
    if (!button || !input || !calculator) return;
    const count = toCount(input.value);
    input.value = String(button.getAttribute(c.step) === "-1" ? decrement(count) : increment(count));
    show(calculator);
  });
  document.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const calculator = input.matches?.(`[${c.field}] input`) && calculatorOf(input);
    if (calculator) show(calculator);
  });
  document.addEventListener("focusout", (event) => {
    const input = event.target as HTMLInputElement;
    const calculator = input.matches?.(`[${c.field}] input`) && calculatorOf(input);
    if (!calculator) return;
    input.value = String(toCount(input.value));
    show(calculator);
  });
}

/** Writes an amount in both currencies, in the page's language, into an element drawn with `Money`. */
function setMoney(element: Element | null, eur: number, locale: Locale) {
  const inEur = element?.querySelector(".price-eur");
  const inGbp = element?.querySelector(".price-gbp");
  if (inEur) inEur.textContent = formatEur(eur, locale);
  if (inGbp) inGbp.textContent = formatEurInGbp(eur, locale);
}

function show(calculator: HTMLElement) {
  const count = (name: string) => {
    const field = calculator.querySelector(`[${c.field}="${name}"]`);
    const input = field?.querySelector("input");
    const value = toCount(input?.value);
    const minus = field?.querySelector<HTMLButtonElement>(`[${c.step}="-1"]`);
    const plus = field?.querySelector<HTMLButtonElement>(`[${c.step}="1"]`);
    if (minus) minus.disabled = value <= calculatorLimits.min;
    if (plus) plus.disabled = value >= calculatorLimits.max;
    const limit = field?.querySelector<HTMLElement>(`[${c.limit}]`);
    if (input && limit) {
      const wrong = countIsOutOfRange(input.value);
      limit.hidden = !wrong;
      const hint = `${input.id}-hint`;
      input.setAttribute("aria-describedby", wrong ? `${hint} ${limit.id}` : hint);
      if (wrong) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
    return value;
  };
  // The unit prices the page was drawn with (CostCalculator), not the whole price list.
  const units = JSON.parse(calculator.getAttribute(c.units) ?? "null") as CalculatorUnits | null;
  if (!units) return;
  const result = costWithUnits(units, count("implants"), count("crowns"));
  const locale = calculatorLocale(calculator);
  setMoney(calculator.querySelector(`[${c.total}]`), result.budapest, locale);
  for (const saving of calculator.querySelectorAll<HTMLElement>(`[${c.saving}]`)) {
    const country = saving.getAttribute(c.saving) as keyof typeof result.savings;
    if (country in result.savings) setMoney(saving, result.savings[country], locale);
  }
}
