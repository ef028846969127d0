import { sitemapEntries } from "~/content/pages";
import { getEnv } from "~/env.server";
import { sitemapXmlInEveryLanguage } from "~/lib/sitemap";

/**
 * /sitemap.xml: every listed page in every language as an absolute URL on SITE_URL, each with
 * its twins in the other languages (server only).
 */
export function loader() {
  const { SITE_URL } = getEnv();
  const body = sitemapXmlInEveryLanguage(
    SITE_URL,
    sitemapEntries().map((entry) => entry.path),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
