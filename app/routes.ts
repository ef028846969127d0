import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { slugPages, staticPages } from "./content/pages";

/**
 * The route table, mirroring the spec (section 2). Fixed pages come from
 * app/content/pages.ts (which also drives prerendering and the sitemaps); pages with
 * a slug render their content from app/content and answer 404 for an unknown slug.
 */
export default [
  ...staticPages.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  ...slugPages.map((pages) => route(pages.pattern, pages.file)),
  // Endpoints.
  route("api/newsletter", "routes/api.newsletter.ts"),
  // Anything else: a real 404 with a helpful page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
