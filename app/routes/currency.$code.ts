import { labelsIn } from "~/content/in/labels";
import { localeOfPath } from "~/lib/locale-path";
import { safeBackPath } from "~/lib/currency";
import { currencyChoice } from "~/services/platform/site.server";
import { endpointLoader } from "~/endpoints/endpoint.server";

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
  const choice = currencyChoice(context, params.code, input.back);
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: choice.location, "Set-Cookie": choice.cookie },
  });
});
