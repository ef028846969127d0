import { absoluteUrl } from "~/lib/sitemap";
import { labelsIn } from "~/content/in/labels";
import { localeOfPath } from "~/lib/locale-path";
import { currencyCookie, parseCurrency, safeBackPath } from "~/lib/currency";
import { endpointLoader } from "~/services/platform/endpoint.server";

/**
 * GET /currency/EUR or /currency/GBP?back=/prices: the currency choice without JavaScript. It
 * stores the visitor's choice in a first-party cookie on their device (nothing on the server)
 * and sends them back (303) to `back`, a path on this site only; the address is built from
 * SITE_URL, never from the request's headers. docs/decisions/0020-currency-everywhere.md.
 */
export const loader = endpointLoader("currency", async ({ input, params, context }) => {
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (params.code !== "EUR" && params.code !== "GBP")
    // In the language of the page it would have gone back to.
    return new Response(labelsIn[localeOfPath(safeBackPath(input.back))].notFound, {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain" },
    });
  const siteUrl = context.env.SITE_URL;
  return new Response(null, {
    status: 303,
    headers: {
      ...headers,
      Location: absoluteUrl(siteUrl, safeBackPath(input.back)),
      "Set-Cookie": currencyCookie(parseCurrency(params.code), siteUrl.startsWith("https:")),
    },
  });
});
