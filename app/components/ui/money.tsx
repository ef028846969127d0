import { formatEur, formatEurInGbp } from "~/lib/format";
import { useLocale } from "~/lib/locale";

/**
 * An amount in EUR, written in euros and in pounds: the stylesheet shows the visitor's currency
 * (app/app.css, docs/decisions/0020-currency-everywhere.md). The pounds are the euros converted
 * once. The site script rewrites both when a figure changes (data-money).
 */
export function Money({ eur }: { eur: number }) {
  const locale = useLocale();
  return (
    <>
      <span className="price-eur">{formatEur(eur, locale)}</span>
      <span className="price-gbp">{formatEurInGbp(eur, locale)}</span>
    </>
  );
}

/** Text that differs by currency ('Prices shown in euros' / '… in pounds'), one shown. */
export function ByCurrency({ eur, gbp }: { eur: React.ReactNode; gbp: React.ReactNode }) {
  return (
    <>
      <span className="price-eur">{eur}</span>
      <span className="price-gbp">{gbp}</span>
    </>
  );
}
