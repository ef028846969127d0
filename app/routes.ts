import { type RouteConfig, index, layout, route as defineRoute } from "@react-router/dev/routes";
import { locales } from "./content/locales";
import { slugPages, staticPages } from "./content/pages";
import { localizePath } from "./lib/locale-path";
import { endpoints } from "./endpoints";
import type { EndpointDefinition } from "./endpoints/definition";

const declared: EndpointDefinition[] = Object.values(endpoints);
/**
 * Every path is matched exactly as written here (case-sensitive), as the edge matches its
 * endpoints (server/canonical-path.ts): another spelling reaches no route and no page.
 */
const route = (path: string, file: string) => defineRoute(path, file, { caseSensitive: true });
const mount = (endpoint: EndpointDefinition) => route(endpoint.pattern.slice(1), endpoint.file);

/**
 * The route table. Fixed pages come from app/content/pages.ts (which also drives prerendering
 * and the sitemaps); pages with a slug render their content from app/content and answer 404
 * for an unknown slug; every endpoint comes from app/endpoints.ts, where its guards are declared.
 */
/**
 * Every page in every other language: the same module under the language's address
 * (/de/behandlungen/:slug), from the same list, so no page exists in one language only.
 */
const pagesIn = locales
  .filter((locale) => locale !== "en")
  .flatMap((locale) => [
    ...staticPages.map((page) =>
      defineRoute(localizePath(page.path, locale).slice(1), page.file, {
        id: `${locale}${page.path}`,
        caseSensitive: true,
      }),
    ),
    ...slugPages.map((pages) => {
      // '/treatments/:slug' → '/de/behandlungen/:slug': the fixed segment in the language.
      const [base] = pages.pattern.split("/:");
      const localBase = localizePath(`/${base}`, locale, { anyPath: true });
      return defineRoute(`${localBase.slice(1)}/:slug`, pages.file, {
        id: `${locale}/${pages.pattern}`,
        caseSensitive: true,
      });
    }),
  ]);

export default [
  ...staticPages.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  ...slugPages.map((pages) => route(pages.pattern, pages.file)),
  ...pagesIn,
  ...declared.filter((endpoint) => !endpoint.layout).map(mount),
  // The back office: signed-in pages share one layout (never prerendered, never cached).
  layout("routes/staff.tsx", [
    route("staff", "routes/staff.index.ts"),
    route("staff/leads", "routes/staff.leads.tsx"),
    route("staff/analytics", "routes/staff.analytics.tsx"),
    route("staff/audit", "routes/staff.audit.tsx"),
    route("staff/search", "routes/staff.search.tsx"),
    route("staff/patients/:kind/:id", "routes/staff.patient.tsx"),
    ...declared.filter((endpoint) => endpoint.layout === "staff").map(mount),
  ]),
  // Resources and pages that take no input.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("consultation-success", "routes/consultation-success.tsx"),
  route("consultation-scheduler", "routes/consultation-scheduler.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter.confirm.tsx"),
  route("booking/:token/calendar.ics", "routes/booking.$token.calendar[.]ics.ts"),
  // Anything else: a real 404 with a helpful page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
