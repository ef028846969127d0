import { type RouteConfig, index, layout, route as defineRoute } from "@react-router/dev/routes";
import { locales } from "./content/locales";
import { localizePath } from "./lib/locale-path";
import { routeList } from "./route-list";

/**
 * The route table, made from the route list (app/route-list.ts): every address, its module and
 * its guard, in one place. Public pages are mounted in every language too (the same module under
 * the language's address, /de/behandlungen/:slug, so no page exists in one language only); the
 * back office's pages share its signed-in layout; the last route is the helpful 404.
 *
 * Every path is matched exactly as written (case-sensitive), as the edge matches its endpoints
 * (server/canonical-path.ts): another spelling reaches no route and no page.
 */
const route = (path: string, file: string, id?: string) =>
  defineRoute(path.slice(1), file, { caseSensitive: true, ...(id ? { id } : {}) });

const pages = routeList.filter((entry) => entry.kind === "page");
const ofKind = (kind: "endpoint" | "staff" | "resource", staffLayout: boolean) =>
  routeList.filter((entry) => entry.kind === kind && (entry.layout === "staff") === staffLayout);

/** '/treatments/:slug' → '/de/behandlungen/:slug': the fixed segments in the language. */
function pathIn(path: string, locale: (typeof locales)[number]) {
  const [base, slug] = path.split("/:");
  return slug ? `${localizePath(base, locale, { anyPath: true })}/:${slug}` : localizePath(path, locale);
}

const mount = (entry: { path: string; file: string }) => route(entry.path, entry.file);

export default [
  ...pages.map((page) => (page.path === "/" ? index(page.file) : mount(page))),
  ...locales
    .filter((locale) => locale !== "en")
    .flatMap((locale) =>
      pages.map((page) => route(pathIn(page.path, locale), page.file, `${locale}${page.path}`)),
    ),
  ...ofKind("endpoint", false).map(mount),
  ...ofKind("staff", false).map(mount),
  // The back office: signed-in pages share one layout (never prerendered, never cached).
  layout("routes/staff.tsx", [...ofKind("staff", true).map(mount)]),
  ...ofKind("resource", false).map(mount),
  // Anything else: a real 404 with a helpful page.
  defineRoute("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
