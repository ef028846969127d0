import { Minus, Plus } from "lucide-react";
import { Money } from "~/components/ui/money";
import type { Locale } from "~/content/locales";
import { calculatorLimits } from "~/content/price-list";
import { homeIn, homeLabelsIn } from "~/content/in/home";
import { comparisonCountriesIn, priceWordsIn } from "~/content/in/price-list";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { calculateTreatmentCost, calculatorUnits } from "~/lib/pricing";
import { CurrencySwitch } from "~/parts/currency-switch/currency-switch";
import { SectionHeading } from "~/components/home/section-heading";
import { fieldAttrs, limitAttrs, rootAttrs, savingAttrs, stepAttrs, totalAttrs } from "./contract";

/** The counts the calculator starts with. */
const START = { implants: 1, crowns: 2 };

/**
 * The cost calculator, drawn with its starting counts; the site script does the sums as the
 * visitor taps or types (./script.ts). React draws it once and never again, so
 * it is the same on a page sent without React. Every amount is in both currencies (Money).
 */
export function CostCalculator() {
  const locale = useLocale();
  const { calculator } = useWords(homeIn);
  const homeLabels = useWords(homeLabelsIn);
  const comparisonCountries = useWords(comparisonCountriesIn);
  const priceWords = useWords(priceWordsIn);
  const to = useLocalePath();
  const result = calculateTreatmentCost(START.implants, START.crowns);
  const units = calculatorUnits();
  return (
    <section
      id="calculator"
      // The unit prices the site script sums with (./script.ts).
      {...rootAttrs(units, locale)}
      className="bg-white"
      aria-labelledby="calculator-title"
    >
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
              label={calculator.implantsLabel}
              hint={
                <>
                  <Money eur={units.implant.budapest} /> {calculator.eachInBudapest}
                </>
              }
              value={START.implants}
            />
            <CountField
              name="crowns"
              label={calculator.crownsLabel}
              hint={
                <>
                  <Money eur={units.crown.budapest} /> {calculator.eachInBudapest}
                </>
              }
              value={START.crowns}
            />
            <p className="text-sm text-muted">{calculator.note}</p>
            <p className="text-sm text-muted">{priceWords.rate}</p>
            <CurrencySwitch back={to("/#calculator")} size="small" />
          </div>
          <div className="rounded-2xl bg-brand-800 p-6 text-white md:p-8">
            <div aria-live="polite" aria-atomic="true" data-testid="calculator-result">
              <p className="text-brand-100">{calculator.resultLabel}</p>
              <p
                className="mt-1 font-display text-5xl font-semibold text-white"
                data-testid="budapest-total"
                {...totalAttrs()}
              >
                <Money eur={result.budapest} />
              </p>
              <dl className="mt-6 divide-y divide-brand-600 border-t border-brand-600">
                {comparisonCountries.map((country) => (
                  <div key={country.key} className="flex items-baseline justify-between gap-4 py-3">
                    <dt className="text-brand-100">
                      {homeLabels.calculator.savingAgainst(country.inSentence)}
                    </dt>
                    <dd
                      className="text-xl font-semibold text-accent-300"
                      data-testid={`saving-${country.key}`}
                      {...savingAttrs(country.key)}
                    >
                      <Money eur={result.savings[country.key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="mt-4 text-sm text-brand-100" data-testid="calculator-includes">
              {calculator.includes}
            </p>
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
  hint: React.ReactNode;
  value: number;
}) {
  const id = `calculator-${name}`;
  const locale = useLocale();
  const home = useWords(homeIn);
  const homeLabels = useWords(homeLabelsIn);
  const inSentence = labelInSentence(label, locale);
  return (
    <div {...fieldAttrs(name)}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          {...stepAttrs(-1)}
          aria-label={homeLabels.calculator.fewer(inSentence)}
          disabled={value <= calculatorLimits.min}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:border-line disabled:text-muted"
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          defaultValue={String(value)}
          className="w-24 rounded-xl border border-line bg-white px-3 py-3 text-center text-xl font-semibold text-ink aria-invalid:border-danger-700"
        />
        <button
          type="button"
          {...stepAttrs(1)}
          aria-label={homeLabels.calculator.more(inSentence)}
          disabled={value >= calculatorLimits.max}
          className="inline-flex size-12 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:border-line disabled:text-muted"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${id}-limit`} className="mt-2 text-sm font-semibold text-danger-700" {...limitAttrs()} hidden>
        {home.calculator.limitMessage}
      </p>
    </div>
  );
}

/**
 * A field's label inside the stepper buttons' names ('One fewer: number of implants'): English
 * writes it in lower case, French lowers its first letter ('nombre d'implants'), German keeps
 * it as it is, since its nouns are capitalised ('Anzahl der Implantate').
 */
function labelInSentence(label: string, locale: Locale): string {
  if (locale === "de") return label;
  if (locale === "fr") return label.charAt(0).toLowerCase() + label.slice(1);
  return label.toLowerCase();
}
