import { planPageCopyIn } from "~/content/in/plan-page";
import { priceItemsIn } from "~/content/in/price-list";
import type { PriceItemId } from "~/content/price-list";
import { useWords } from "~/lib/locale";
import type { PlanPageData } from "~/lib/plan-page";
import { PlanAmountCell } from "./plan-amount-cell";

/** The plan's visits in order: days in the clinic, nights in Budapest, healing between, and each visit's items. */
export function PlanVisits({ plan }: { plan: PlanPageData }) {
  const copy = useWords(planPageCopyIn);
  const names = useWords(priceItemsIn) as Record<string, { title: string } | undefined>;
  return (
    <section aria-labelledby="plan-visits" className="card p-6 md:p-8">
      <h2 id="plan-visits" className="font-sans text-xl font-semibold text-brand-900">
        {copy.visitsHeading}
      </h2>
      <p className="mt-2 text-muted" data-testid="plan-trips">
        {copy.trips(plan.visits.length)}
      </p>
      <ol className="mt-4 space-y-6">
        {plan.visits.map((visit, index) => {
          const items = plan.items.filter((item) => item.visit === index + 1);
          const name = copy.visitNames[index] ?? copy.visitNames[copy.visitNames.length - 1];
          return (
            <li key={index} className="break-inside-avoid">
              {visit.healingMonthsBefore > 0 ? (
                <p className="mb-2 text-sm font-semibold text-brand-800">
                  {copy.healing(visit.healingMonthsBefore)}
                </p>
              ) : null}
              <h3 className="font-sans text-lg font-semibold text-ink">
                {name}: {copy.workingDays(visit.workingDays)}, {copy.nights(visit.workingDays)}
              </h3>
              {/* A wide table scrolls on a phone: a region the keyboard can reach and scroll. */}
              <div className="mt-2 overflow-x-auto" role="region" aria-label={name} tabIndex={0}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{name}</caption>
                  <thead>
                    <tr className="border-b border-line text-muted">
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {copy.columns.item}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {copy.columns.teeth}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-semibold">
                        {copy.columns.quantity}
                      </th>
                      <th scope="col" className="py-2 text-right font-semibold">
                        {copy.columns.amount}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item, i) => (
                      <tr key={i} className="border-b border-line/60 align-top" data-testid="plan-item">
                        <td className="py-2 pr-3">
                          {names[item.itemId as PriceItemId]?.title ?? item.title}
                          {item.note ? <span className="block text-muted">{item.note}</span> : null}
                        </td>
                        <td className="py-2 pr-3">
                          {item.teeth.length ? item.teeth.join(", ") : copy.noTeeth}
                        </td>
                        <td className="py-2 pr-3 text-right">{item.quantity}</td>
                        <td className="py-2 text-right">
                          <PlanAmountCell cents={item.lineCents} currency={plan.currency} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
