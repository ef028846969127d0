import { priceWordsIn } from "~/content/in/price-list";
import { useWords } from "~/lib/locale";
import { currencyLink, type Currency } from "~/lib/currency";
import { linkAttrs } from "./contract";

const currencies: Currency[] = ["EUR", "GBP"];

/**
 * The currency choice: two links, so that it works without JavaScript (GET /currency/GBP?back=…
 * stores the cookie and comes back); with it, the site script stores the cookie and switches the
 * page at once (./script.ts). Which one is chosen is drawn by the stylesheet from
 * the attribute on <html>, so the page's HTML is the same whatever was chosen (decision 0020).
 */
export function CurrencySwitch({ back, size = "large" }: { back: string; size?: "large" | "small" }) {
  const large = size === "large";
  const priceWords = useWords(priceWordsIn);
  return (
    <div
      role="group"
      aria-label={priceWords.currency}
      className={`currency-switch inline-flex rounded-full border p-1 ${large ? "w-full max-w-xs border-brand-700 bg-white" : "border-brand-100/60"}`}
      data-testid={large ? "currency-toggle" : "currency-toggle-small"}
    >
      {currencies.map((currency) => (
        <a
          key={currency}
          href={currencyLink(currency, back)}
          rel="nofollow"
          {...linkAttrs(currency)}
          className={`currency-option inline-flex flex-1 items-center justify-center rounded-full text-center font-semibold whitespace-nowrap ${large ? "min-h-11 px-3 py-2 text-[0.95rem]" : "min-h-11 px-3 py-2.5 text-sm"}`}
        >
          {large ? priceWords.show[currency] : priceWords.short[currency]}
          <span className={`${currency === "EUR" ? "price-eur" : "price-gbp"} sr-only`}>
            {" "}
            {priceWords.chosen}
          </span>
        </a>
      ))}
    </div>
  );
}
