import { CURRENCY_ATTRIBUTE, type Currency } from "~/lib/currency";

/**
 * The currency switch's contract: the data-* names its markup (currency-switch.tsx) and its
 * script (script.ts) share. The chosen currency on <html> keeps its name in ~/lib/currency, as
 * the root layout and the stylesheet read it too; the contract only points at it.
 */
export const currencyContract = {
  /** On each link of the switch: the currency it chooses ('EUR' | 'GBP'). */
  link: "data-currency-link",
  /** On <html>: the currency the page shows (drawn by app/root.tsx, read by app/app.css). */
  chosen: CURRENCY_ATTRIBUTE,
} as const;

/** The attributes of a switch link that chooses `currency`. */
export const linkAttrs = (currency: Currency) => ({ [currencyContract.link]: currency });
