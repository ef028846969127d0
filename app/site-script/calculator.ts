import { calculateTreatmentCost, decrement, formatEur, increment, toCount } from "~/lib/pricing";

/**
 * The home page's cost calculator (docs/product.md, Prices and the calculator), drawn by
 * `CostCalculator`: two counts, each with minus and plus buttons, and the Budapest total with the
 * saving against each country, updated as the visitor types or taps. A typed text is kept while
 * it is edited; leaving the field writes the whole count it stands for.
 */
export function runCostCalculator() {
  const calculatorOf = (element: Element) => element.closest<HTMLElement>("[data-calculator]");

  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("[data-count-step]");
    const input = button?.closest("[data-count-field]")?.querySelector<HTMLInputElement>("input");
    const calculator = button && calculatorOf(button);
    if (!button || !input || !calculator) return;
    const count = toCount(input.value);
    input.value = String(button.dataset.countStep === "-1" ? decrement(count) : increment(count));
    show(calculator);
  });
  document.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const calculator = input.matches?.("[data-count-field] input") && calculatorOf(input);
    if (calculator) show(calculator);
  });
  document.addEventListener("focusout", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.matches?.("[data-count-field] input") && calculatorOf(input))
      input.value = String(toCount(input.value));
  });
}

function show(calculator: HTMLElement) {
  const count = (name: string) => {
    const field = calculator.querySelector(`[data-count-field="${name}"]`);
    const value = toCount(field?.querySelector("input")?.value);
    const minus = field?.querySelector<HTMLButtonElement>('[data-count-step="-1"]');
    if (minus) minus.disabled = value === 0;
    return value;
  };
  const result = calculateTreatmentCost(count("implants"), count("crowns"));
  const total = calculator.querySelector("[data-calculator-total]");
  if (total) total.textContent = formatEur(result.budapest);
  for (const saving of calculator.querySelectorAll<HTMLElement>("[data-calculator-saving]")) {
    const country = saving.dataset.calculatorSaving as keyof typeof result.savings;
    if (country in result.savings) saving.textContent = formatEur(result.savings[country]);
  }
}
