import { currencyCookie, currencyFromCookies, parseCurrency } from "~/lib/currency";
import { currencyContract } from "./contract";

/**
 * The currency choice on every page (docs/decisions/0020-currency-everywhere.md). The choice is
 * a link to /currency/<EUR|GBP>?back=… that works without JavaScript; here a click on it stores
 * the same cookie in the browser and switches the page at once, without a reload: every price
 * is already in the page in both currencies and the stylesheet shows the one named on <html>.
 */
export function runCurrencyChoice() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`a[${currencyContract.link}]`);
    if (!link) return;
    const currency = parseCurrency(link.getAttribute(currencyContract.link));
    document.cookie = currencyCookie(currency, location.protocol === "https:");
    // Cookies refused here: the link goes through the server instead.
    if (currencyFromCookies(document.cookie) !== currency) return;
    event.preventDefault();
    document.documentElement.setAttribute(currencyContract.chosen, currency);
  });
}
