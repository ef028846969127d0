import { discountPercent } from "~/content/discount";
import { planPageCopyIn } from "~/content/in/plan-page";
import { completeTreatmentsIn, priceItemsIn } from "~/content/in/price-list";
import { useLocale, useWords } from "~/lib/locale";
import type { PlanPageData } from "~/lib/plan-page";
import { planAmount } from "./amount";
import { PlanAmountCell } from "./plan-amount-cell";

/** The totals (subtotal, the newsletter's 10%, the consultation day's credit, total), the prices at home, what is included. */
export function PlanPrice({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const locale = useLocale();
  const amount = (cents: number) => planAmount(cents, plan.currency, locale, copy.withPounds);
  const rows: [string, number, string][] = [
    [copy.subtotal, plan.subtotalCents, "plan-subtotal"],
    ...(plan.discountCents
      ? [[copy.discount(discountPercent), -plan.discountCents, "plan-discount"] as [string, number, string]]
      : []),
    ...(plan.consultationCreditCents
      ? [[copy.creditLabel, -plan.consultationCreditCents, "plan-credit"] as [string, number, string]]
      : []),
  ];
  return (
    <section aria-labelledby="plan-price" className="card p-6 md:p-8">
      <h2 id="plan-price" className="font-sans text-xl font-semibold text-brand-900">
        {copy.priceHeading}
      </h2>
      <table className="mt-4 w-full text-left">
        <tbody>
          {rows.map(([label, cents, id]) => (
            <tr key={id} className="border-b border-line/60" data-testid={id}>
              <th scope="row" className="py-2 pr-3 font-medium">
                {label}
              </th>
              <td className="py-2 text-right whitespace-nowrap"> {amount(cents)}</td>
            </tr>
          ))}
          <tr data-testid="plan-total">
            <th scope="row" className="py-3 pr-3 text-lg font-semibold text-brand-900">
              {copy.total}
            </th>
            <td className="py-3 text-right text-lg font-semibold whitespace-nowrap text-brand-900">
              {" "}
              {amount(plan.totalCents)}
            </td>
          </tr>
        </tbody>
      </table>
      {plan.currency === "GBP" ? <p className="mt-2 text-sm text-muted">{copy.chargedInEuros}</p> : null}
      <HomePrices plan={plan} />
      <Included plan={plan} />
    </section>
  );
}

function HomePrices({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const treatments = useWords(completeTreatmentsIn);
  const comparison = plan.comparison;
  if (!comparison) return null;
  return (
    <div className="mt-8 break-inside-avoid" data-testid="plan-home-prices">
      <h3 className="font-sans text-lg font-semibold text-ink">{copy.homeHeading}</h3>
      {comparison.rows.length === 0 ? (
        <p className="mt-2 text-muted">{copy.homeNone}</p>
      ) : (
        <>
          <p className="mt-2 text-muted">{copy.homeIntro(comparison.market)}</p>
          <div className="mt-3 overflow-x-auto" role="region" aria-label={copy.homeHeading} tabIndex={0}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {copy.homeColumns.treatment}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {copy.homeColumns.budapest}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {copy.homeColumns.home(comparison.market)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.rows.map((row) => (
                  <tr key={row.id} className="border-b border-line/60">
                    <td className="py-2 pr-3">
                      {row.count > 1 ? `${row.count} × ` : ""}
                      {treatments[row.id].name}
                    </td>
                    <td className="py-2 pr-3 text-right">
                      <PlanAmountCell cents={row.planCents} currency={plan.currency} />
                    </td>
                    <td className="py-2 text-right">
                      <PlanAmountCell cents={row.homeCents} currency={plan.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {comparison.othersNotCompared ? <p className="mt-2 text-sm text-muted">{copy.homeRest}</p> : null}
          <p className="mt-2 text-sm text-muted">{copy.homeNote}</p>
        </>
      )}
    </div>
  );
}

function Included({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const names = useWords(priceItemsIn);
  return (
    <div className="mt-8 break-inside-avoid">
      <h3 className="font-sans text-lg font-semibold text-ink">{copy.includedHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="plan-included">
        {plan.included.map((id) => (
          <li key={id}>{names[id].title}</li>
        ))}
      </ul>
    </div>
  );
}
