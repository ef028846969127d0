/** The two currencies prices are shown in (docs/decisions/0020-currency-everywhere.md). */
export type Currency = "EUR" | "GBP";

const DEFAULT_CURRENCY: Currency = "EUR";

/** The first-party cookie that remembers the visitor's choice on this device, and nothing else. */
const CURRENCY_COOKIE = "currency";
/** A year, in seconds. */
const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The attribute on <html> the stylesheet shows one currency by (app/app.css). */
export const CURRENCY_ATTRIBUTE = "data-currency";

/** A stored value read back as a currency: anything but 'GBP' (or nothing) means EUR. */
export function parseCurrency(value: unknown): Currency {
  return value === "GBP" ? "GBP" : DEFAULT_CURRENCY;
}

/** The currency a Cookie header chose ('a=1; currency=GBP' -> GBP); EUR without one. */
export function currencyFromCookies(header: string | null | undefined): Currency {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === CURRENCY_COOKIE)
      return parseCurrency(pair.slice(at + 1).trim());
  }
  return DEFAULT_CURRENCY;
}

/** The Set-Cookie value (server) or document.cookie text (browser) that stores a choice. */
export function currencyCookie(currency: Currency, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The link that chooses a currency without JavaScript, coming back to `back`. */
export function currencyLink(currency: Currency, back: string): string {
  return `/currency/${currency}?back=${encodeURIComponent(safeBackPath(back))}`;
}

/**
 * Where /currency/… may send the visitor back to: a path on this site only. Anything else (an
 * absolute URL, '//evil.example', a backslash, a control character) is '/'.
 */
export function safeBackPath(back: unknown): string {
  if (typeof back !== "string" || back.length > 300) return "/";
  if (!back.startsWith("/") || back.startsWith("//")) return "/";
  // Browsers read '\' as '/' ('/\evil.example' is another site); nothing of ours needs either.
  if (back.includes("\\") || [...back].some((c) => c <= " " || c === "\u007f")) return "/";
  try {
    const url = new URL(back, "https://same.invalid");
    if (url.origin !== "https://same.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
