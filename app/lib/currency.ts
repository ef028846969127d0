import { eurToGbp, formatEur, formatGbp } from "./pricing";

/** The two currencies the prices page shows (docs/product.md, Prices and the calculator). */
export type Currency = "EUR" | "GBP";

export const DEFAULT_CURRENCY: Currency = "EUR";

/** localStorage key that remembers the visitor's choice on /prices. */
export const CURRENCY_STORAGE_KEY = "priceCurrency";

/** A stored value read back as a currency: anything but 'GBP' (or nothing) means EUR. */
export function parseCurrency(value: unknown): Currency {
  return value === "GBP" ? "GBP" : DEFAULT_CURRENCY;
}

/** A price-list amount in the chosen currency: €90 or £77; FREE stays FREE. */
export function formatListPrice(price: number | "FREE", currency: Currency): string {
  if (price === "FREE") return "FREE";
  return currency === "GBP" ? formatGbp(eurToGbp(price)) : formatEur(price);
}
