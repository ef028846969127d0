import { Minus, Plus } from "lucide-react";
import { home } from "~/content/home";
import { calculatorUnitPrices, comparisonCountries } from "~/content/pricing";
import { calculateTreatmentCost, formatEur } from "~/lib/pricing";
import { SectionHeading } from "./section-heading";

/** The counts the calculator starts with. */
const START = { implants: 1, crowns: 2 };

/**
 * The cost calculator, drawn with its starting counts; the site script does the sums as the
 * visitor taps or types (app/site-script/calculator.ts). React draws it once and never again, so
 * it is the same on a page sent without React.
 */
export function CostCalculator() {
  const { calculator } = home;
  const result = calculateTreatmentCost(START.implants, START.crowns);
  return (
    <section id="calculator" data-calculator className="bg-white" aria-labelledby="calculator-title">
      <div className="section container-page">
        <SectionHeading
          id="calculator-title"
          eyebrow={calculator.eyebrow}
          title={calculator.title}
          intro={calculator.intro}
        />
        <div className="mx-auto mt-12 grid max-w-5xl gap-8 lg:grid-cols-2">
          <div className="card space-y-6 p-6 md:p-8">
            <CountField
              name="implants"
              label="Number of implants"
              hint={`${formatEur(calculatorUnitPrices.implant.budapest)} each in Budapest`}
              value={START.implants}
            />
            <CountField
              name="crowns"
              label="Number of crowns"
              hint={`${formatEur(calculatorUnitPrices.crown.budapest)} each in Budapest`}
              value={START.crowns}
            />
            <p className="text-sm text-muted">{calculator.note}</p>
          </div>
          <div
            aria-live="polite"
            aria-atomic="true"
            data-testid="calculator-result"
            className="rounded-2xl bg-brand-800 p-6 text-white md:p-8"
          >
            <p className="text-brand-100">Your estimated cost in Budapest</p>
            <p
              className="mt-1 font-display text-5xl font-semibold text-white"
              data-testid="budapest-total"
              data-calculator-total
            >
              {formatEur(result.budapest)}
            </p>
            <dl className="mt-6 divide-y divide-brand-600 border-t border-brand-600">
              {comparisonCountries.map((country) => (
                <div key={country.key} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="text-brand-100">You save against {country.inSentence}</dt>
                  <dd
                    className="text-xl font-semibold text-accent-300"
                    data-testid={`saving-${country.key}`}
                    data-calculator-saving={country.key}
                  >
                    {formatEur(result.savings[country.key])}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}

function CountField({
  name,
  label,
  hint,
  value,
}: {
  name: string;
  label: string;
  hint: string;
  value: number;
}) {
  const id = `calculator-${name}`;
  return (
    <div data-count-field={name}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          data-count-step="-1"
          aria-label={`One fewer: ${label.toLowerCase()}`}
          disabled={value === 0}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:border-line disabled:text-muted"
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          defaultValue={String(value)}
          className="w-24 rounded-xl border border-line bg-white px-3 py-3 text-center text-xl font-semibold text-ink"
        />
        <button
          type="button"
          data-count-step="1"
          aria-label={`One more: ${label.toLowerCase()}`}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
