import { sitemapEntries } from "~/content/pages";
import { getEnv } from "~/env.server";
import { sitemapXml } from "~/lib/sitemap";

/** /sitemap.xml: every listed page as an absolute URL on SITE_URL (server only). */
export function loader() {
  const { SITE_URL } = getEnv();
  const body = sitemapXml(
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
