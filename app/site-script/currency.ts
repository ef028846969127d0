import { CURRENCY_STORAGE_KEY, parseCurrency, type Currency } from "~/lib/currency";

/**
 * The prices page's currency switch (docs/product.md, States): every figure is drawn in EUR with
 * its GBP text beside it (`data-eur`, `data-gbp`); a choice switches them all, with the status
 * line and the table headings, and is remembered for the next visit.
 */
export function runCurrencyChoice() {
  showStoredCurrency();
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>("[data-currency-choice]");
    if (!button) return;
    const currency = parseCurrency(button.dataset.currencyChoice);
    showCurrency(currency);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    } catch {
      // The choice still applies to this visit.
    }
  });
}

/**
 * Shows the visitor's remembered currency, if the page has the switch: when a page is loaded,
 * and when React draws /prices after a client-side navigation (routes/prices.tsx).
 */
export function showStoredCurrency() {
  if (!document.querySelector("[data-currency-choice]")) return;
  try {
    const stored = parseCurrency(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
    if (stored === "GBP") showCurrency(stored);
  } catch {
    // Storage blocked (private mode, policy): stay in EUR.
  }
}

function showCurrency(currency: Currency) {
  for (const text of document.querySelectorAll<HTMLElement>("[data-eur][data-gbp]"))
    text.textContent = (currency === "GBP" ? text.dataset.gbp : text.dataset.eur) ?? "";
  for (const button of document.querySelectorAll<HTMLElement>("[data-currency-choice]"))
    button.setAttribute("aria-pressed", String(button.dataset.currencyChoice === currency));
}
