import { requireAppContext } from "~/context";
import { robotsFile } from "~/services/platform/site.server";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: crawl everything but the endpoints; the sitemap on SITE_URL (server only). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsFile(requireAppContext(context)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
