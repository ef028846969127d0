/**
 * The site's own files and links that carry its public origin (SITE_URL), never a request's
 * Host: robots.txt, sitemap.xml, and the currency switch's way back without JavaScript.
 */
import { sitemapEntries } from "~/content/pages";
import { currencyCookie, parseCurrency, safeBackPath } from "~/lib/currency";
import { absoluteUrl, robotsTxt, sitemapXmlInEveryLanguage } from "~/lib/sitemap";
import type { ServiceContext } from "../context.server";

/** /robots.txt: crawl everything but the endpoints; the sitemap on SITE_URL. */
export const robotsFile = (ctx: ServiceContext) => robotsTxt(ctx.settings.siteUrl);

/** /sitemap.xml: every listed page in every language, each with its twins in the others. */
export const sitemapFile = (ctx: ServiceContext) =>
  sitemapXmlInEveryLanguage(
    ctx.settings.siteUrl,
    sitemapEntries().map((entry) => entry.path),
  );

/**
 * The currency chosen without JavaScript: the page to go back to (a path on this site only, made
 * absolute on SITE_URL) and the first-party cookie that keeps the choice on the visitor's device.
 */
export function currencyChoice(ctx: ServiceContext, code: "EUR" | "GBP", back: string | undefined) {
  const siteUrl = ctx.settings.siteUrl;
  return {
    location: absoluteUrl(siteUrl, safeBackPath(back)),
    cookie: currencyCookie(parseCurrency(code), siteUrl.startsWith("https:")),
  };
}
