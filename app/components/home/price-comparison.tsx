import { CurrencySwitch } from "~/parts/currency-switch/currency-switch";
import { Money } from "~/components/ui/money";
import { localeInfo, type Locale } from "~/content/locales";
import { comparisonRows, completeTreatments, type CompleteTreatmentId } from "~/content/price-list";
import { homeIn } from "~/content/in/home";
import { comparisonCountriesIn, completeTreatmentsIn, priceItemsIn } from "~/content/in/price-list";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { completeEur, includesInWords, savingsPercent } from "~/lib/pricing";
import { SectionHeading } from "./section-heading";

/** Germany and USA columns show from the md breakpoint (hidden on phones). */
const wideOnly = new Set(["germany", "usa"]);

/**
 * The comparison table: each row a complete treatment of the price list, its Budapest price the
 * sum of its items (said under its name), against the same treatment's price at home.
 */
export function PriceComparison() {
  const locale = useLocale();
  const { comparison } = useWords(homeIn);
  const comparisonCountries = useWords(comparisonCountriesIn);
  const names = useWords(completeTreatmentsIn);
  const to = useLocalePath();
  return (
    <section id="price-comparison" className="section container-page" aria-labelledby="comparison-title">
      <SectionHeading
        id="comparison-title"
        eyebrow={comparison.eyebrow}
        title={comparison.title}
        intro={comparison.intro}
      />
      <div className="card mx-auto mt-12 max-w-5xl overflow-hidden">
        <table className="w-full text-left text-[0.95rem]">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold md:px-6">
                {comparison.treatmentHeading}
              </th>
              <th scope="col" className="px-4 py-4 font-semibold md:px-6">
                {comparison.budapestHeading}
              </th>
              {comparisonCountries.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  data-column={c.key}
                  className={`px-4 py-4 font-semibold md:px-6 ${wideOnly.has(c.key) ? "hidden md:table-cell" : ""}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {comparisonRows.map((id) => {
              const treatment = completeTreatments[id];
              const name = names[id];
              const budapest = completeEur(id);
              return (
                <tr key={id} data-treatment={id}>
                  <th scope="row" className="px-4 py-4 font-medium text-ink md:px-6">
                    <span className="block">
                      {name.name}
                      {"per" in name ? `, ${name.per}` : ""}
                    </span>
                    <span className="block text-sm font-normal text-muted">{includesIn(id, locale)}</span>
                  </th>
                  <td
                    className="px-4 py-4 font-display text-lg font-semibold text-brand-700 md:px-6"
                    data-testid="comparison-budapest"
                  >
                    <Money eur={budapest} />
                  </td>
                  {comparisonCountries.map((c) => (
                    <td
                      key={c.key}
                      data-column={c.key}
                      className={`px-4 py-4 md:px-6 ${wideOnly.has(c.key) ? "hidden md:table-cell" : ""}`}
                    >
                      <span className="block text-muted line-through decoration-muted/50">
                        <Money eur={treatment.abroad[c.key]} />
                      </span>
                      <span className="mt-1 inline-block rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                        {comparison.save(savingsPercent(budapest, treatment.abroad[c.key]))}
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mx-auto mt-4 flex max-w-5xl flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-muted">{comparison.disclaimer}</p>
        <CurrencySwitch back={to("/#price-comparison")} size="small" />
      </div>
    </section>
  );
}

/**
 * What a complete treatment includes, in the page's language: English as the prices page says
 * it (includesInWords); German and French from their price items' own words, listed as the
 * language lists ('a, b und c', 'a, b et c'). Drawn on the server only (the page is sent
 * without React), so Intl costs the visitor nothing.
 */
function includesIn(id: CompleteTreatmentId, locale: Locale): string {
  if (locale === "en") return includesInWords(id);
  const items: readonly { item: keyof typeof priceItemsIn.en; count?: number }[] =
    completeTreatments[id].items;
  const words = priceItemsIn[locale];
  const parts = items.map(({ item, count = 1 }) => {
    const entry: { title: string; part?: string } = words[item];
    const name = entry.part ?? entry.title;
    return count > 1 ? `${count} × ${name}` : name;
  });
  return new Intl.ListFormat(localeInfo[locale].tag, { type: "conjunction" }).format(parts);
}
