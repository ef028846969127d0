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
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // The paid consultation day: checkout, payment return, scheduling.
  route("api/create-checkout-session", "routes/api.create-checkout-session.ts"),
  route("api/event-seats", "routes/api.event-seats.ts"),
  route("api/consultation-bookings/:sessionId", "routes/api.consultation-bookings.ts"),
  route("consultation-success", "routes/consultation-success.tsx"),
  route("consultation-scheduler", "routes/consultation-scheduler.tsx"),
  route("test-checkout/:sessionId", "routes/test-checkout.tsx"),
  // Anything else: a real 404 with a helpful page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
