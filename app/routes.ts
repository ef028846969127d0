import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { slugPages, staticPages } from "./content/pages";
import { endpoints } from "./endpoints";

/**
 * The route table. Fixed pages come from app/content/pages.ts (which also drives prerendering
 * and the sitemaps); pages with a slug render their content from app/content and answer 404
 * for an unknown slug; every endpoint comes from app/endpoints.ts, where its guards are declared.
 */
export default [
  ...staticPages.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  ...slugPages.map((pages) => route(pages.pattern, pages.file)),
  ...Object.values(endpoints).map((endpoint) => route(endpoint.pattern.slice(1), endpoint.file)),
  // Resources and pages that take no input.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("consultation-success", "routes/consultation-success.tsx"),
  route("consultation-scheduler", "routes/consultation-scheduler.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter.confirm.tsx"),
  // Anything else: a real 404 with a helpful page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
