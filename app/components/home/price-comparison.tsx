import { home } from "~/content/home";
import { comparisonCountries, comparisonRows } from "~/content/pricing";
import { formatEur, savingsPercent } from "~/lib/pricing";
import { SectionHeading } from "./section-heading";

/** Germany and USA columns show from the md breakpoint (hidden on phones). */
const wideOnly = new Set(["germany", "usa"]);

export function PriceComparison() {
  const { comparison } = home;
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
          <caption className="sr-only">
            Indicative prices in EUR: Budapest against the UK, Germany and the USA, with the saving
          </caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold md:px-6">
                Treatment
              </th>
              <th scope="col" className="px-4 py-4 font-semibold md:px-6">
                Budapest
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
            {comparisonRows.map((row) => (
              <tr key={row.treatment}>
                <th scope="row" className="px-4 py-4 font-medium text-ink md:px-6">
                  {row.treatment}
                </th>
                <td className="px-4 py-4 font-display text-lg font-semibold text-brand-700 md:px-6">
                  {formatEur(row.budapest)}
                </td>
                {comparisonCountries.map((c) => (
                  <td
                    key={c.key}
                    data-column={c.key}
                    className={`px-4 py-4 md:px-6 ${wideOnly.has(c.key) ? "hidden md:table-cell" : ""}`}
                  >
                    <span className="block text-muted line-through decoration-muted/50">
                      {formatEur(row[c.key])}
                    </span>
                    <span className="mt-1 inline-block rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                      Save {savingsPercent(row.budapest, row[c.key])}%
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mx-auto mt-4 max-w-5xl text-sm text-muted">{comparison.disclaimer}</p>
    </section>
  );
}
