import { requireAppContext } from "~/context";
import { sitemapFile } from "~/services/platform/site.server";
import type { Route } from "./+types/sitemap[.]xml";

/**
 * /sitemap.xml: every listed page in every language as an absolute URL on SITE_URL, each with
 * its twins in the other languages (server only).
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapFile(requireAppContext(context)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
