import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { home } from "~/content/home";
import { calculatorUnitPrices, comparisonCountries } from "~/content/pricing";
import { calculateTreatmentCost, decrement, formatEur, increment, toCount } from "~/lib/pricing";
import { SectionHeading } from "./section-heading";

export function CostCalculator() {
  const { calculator } = home;
  const [implants, setImplants] = useState(1);
  const [crowns, setCrowns] = useState(2);
  const result = calculateTreatmentCost(implants, crowns);
  return (
    <section id="calculator" className="bg-white" aria-labelledby="calculator-title">
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
              label="Number of implants"
              hint={`${formatEur(calculatorUnitPrices.implant.budapest)} each in Budapest`}
              value={implants}
              onChange={setImplants}
            />
            <CountField
              label="Number of crowns"
              hint={`${formatEur(calculatorUnitPrices.crown.budapest)} each in Budapest`}
              value={crowns}
              onChange={setCrowns}
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
            <p className="mt-1 font-display text-5xl font-semibold text-white" data-testid="budapest-total">
              {formatEur(result.budapest)}
            </p>
            <dl className="mt-6 divide-y divide-brand-600 border-t border-brand-600">
              {comparisonCountries.map((country) => (
                <div key={country.key} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="text-brand-100">You save against {country.inSentence}</dt>
                  <dd className="text-xl font-semibold text-accent-300" data-testid={`saving-${country.key}`}>
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
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  // The typed text is kept while editing; the number it stands for is always a whole count >= 0.
  const [text, setText] = useState(String(value));
  const shown = toCount(text) === value ? text : String(value);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          aria-label={`One fewer: ${label.toLowerCase()}`}
          onClick={() => {
            const next = decrement(value);
            setText(String(next));
            onChange(next);
          }}
          disabled={value === 0}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:border-line disabled:text-muted"
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-describedby={`${id}-hint`}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            onChange(toCount(event.target.value));
          }}
          onBlur={() => setText(String(toCount(text)))}
          className="w-24 rounded-xl border border-line bg-white px-3 py-3 text-center text-xl font-semibold text-ink"
        />
        <button
          type="button"
          aria-label={`One more: ${label.toLowerCase()}`}
          onClick={() => {
            const next = increment(value);
            setText(String(next));
            onChange(next);
          }}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
