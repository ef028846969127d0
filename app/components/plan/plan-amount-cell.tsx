import { planPageCopyIn } from "~/content/in/plan-page";
import type { Currency } from "~/lib/currency";
import { formatEurAmount, formatEurInGbp } from "~/lib/format";
import { useLocale, useWords } from "~/lib/locale";

/**
 * An amount in a table cell of the plan: the euros, and for a plan in pounds the pounds on a line
 * of their own beneath ('about £434'), so that a phone's narrow table keeps its amount column in
 * view instead of scrolling it away. The free items say so. Draws only.
 */
export function PlanAmountCell({ cents, currency }: { cents: number; currency: Currency }) {
  const copy = useWords(planPageCopyIn);
  const locale = useLocale();
  if (cents === 0) return <>{copy.free}</>;
  return (
    <>
      <span className="whitespace-nowrap">{formatEurAmount(cents, locale)}</span>
      {currency === "GBP" ? (
        <span className="block text-xs whitespace-nowrap text-muted">
          {copy.aboutPounds(formatEurInGbp(cents / 100, locale))}
        </span>
      ) : null}
    </>
  );
}
