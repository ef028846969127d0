import type { Locale } from "~/content/locales";
import type { Currency } from "~/lib/currency";
import { formatEurAmount, formatEurInGbp } from "~/lib/format";

/**
 * An amount of a plan as its patient reads it: euros, and for a plan in pounds the pounds beside
 * them, converted once at the one rate ('€1,234 (about £1,061)'). A negative amount (a deduction)
 * is written with a minus sign.
 */
export function planAmount(
  cents: number,
  currency: Currency,
  locale: Locale,
  withPounds: (eur: string, pounds: string) => string,
): string {
  const sign = cents < 0 ? "−" : "";
  const eur = `${sign}${formatEurAmount(Math.abs(cents), locale)}`;
  if (currency !== "GBP") return eur;
  return withPounds(eur, `${sign}${formatEurInGbp(Math.abs(cents) / 100, locale)}`);
}
