import { getEnv } from "~/env.server";
import { robotsTxt } from "~/lib/sitemap";

/** /robots.txt: crawl everything but the endpoints; the sitemap on SITE_URL (server only). */
export function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
