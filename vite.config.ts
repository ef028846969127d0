import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { moduleSideEffects } from "./scripts/content-is-pure.ts";
import { siteScript } from "./scripts/vite-site-script.ts";

const inNodeModules = /[\\/]node_modules[\\/]/;
// Icons are a few hundred bytes each: they belong in the module that draws them, not in the
// vendor chunk every page loads, nor in a chunk of their own (docs/decisions/0006-first-load.md).
const lucideIcon = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const routeModule = /[\\/]app[\\/](root\.tsx|routes[\\/])/;
// Zod checks forms in the browser only when one is sent: it is fetched then, not with the page.
const zod = /[\\/]node_modules[\\/]zod[\\/]/;
// Passkeys' browser half is the back office's alone: placed as our modules are (`back-office`),
// never in the vendor chunk every public page loads.
const backOfficeLibrary = /[\\/]node_modules[\\/]@simplewebauthn[\\/]/;

/** Route modules (and root), named by file: `routes/home.tsx`. Build-time variants share the name. */
const routeFile = /[\\/]app[\\/](root\.tsx|routes[\\/][^\\/?]+)/;
/** Shared by this many public pages or more, a module of ours belongs in every page's `app` chunk. */
const WIDELY_SHARED = 4;
/** A module with less code than this (characters after transform) may go to `app` rather than group pages. */
const SMALL_MODULE = 6000;

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; code: string | null } | null;
};

/**
 * Which routes load a module, following importers back to route modules (root counts as one).
 * Only static imports: a module fetched on demand (React.lazy, import()) keeps its own chunk.
 */
function routesLoading(graph: ModuleGraph) {
  const memo = new Map<string, ReadonlySet<string>>();
  return (id: string): ReadonlySet<string> => {
    const known = memo.get(id);
    if (known) return known;
    // Every module that imports it, directly or not (import cycles included), up to the routes.
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.pop()!;
      const route = routeFile.exec(current)?.[1];
      if (route) {
        routes.add(route);
        continue;
      }
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    memo.set(id, routes);
    return routes;
  };
}

const staffRoute = /^routes\/staff\b/;

/**
 * Our shared modules, placed so that a page loads few scripts and little it does not use:
 * - `app`: what root loads (every page: the bar, the footer, the popup), what most public pages
 *   share (the contact section, headings, breadcrumbs, structured data), and small modules that
 *   pages of different groups share (a card, a carousel's hook);
 * - a larger module shared by only two or three public pages (the legal texts, the treatment
 *   sections the consultation day reuses, the gallery's and the travel page's drawings) puts
 *   those pages in one group; the group's modules are one chunk named after its first route
 *   (`shared-privacy`), with any small module only those pages share. A treatment page no
 *   longer carries the privacy policy's text, and no public page loads more than one such chunk;
 * - `back-office`: what only the back office's pages share. (A module the back office shares
 *   with a public page goes where that page's copy goes: the back office may load a little more,
 *   a visitor's phone does not load the back office.)
 */
function sharedChunkName() {
  const candidates: string[] = [];
  const groupOf = new Map<string, string>();
  const group = (page: string): string => {
    const parent = groupOf.get(page) ?? page;
    return parent === page ? page : group(parent);
  };
  const join = (a: string, b: string) => {
    const [first, second] = [group(a), group(b)].sort();
    if (first !== second) groupOf.set(second!, first!);
  };
  const grouped = (page: string) => [...groupOf.keys(), ...groupOf.values()].includes(page);
  const publicOf = (routes: ReadonlySet<string>) => [...routes].filter((r) => !staffRoute.test(r)).sort();
  let place: ((id: string) => string | null) | undefined;

  function plan(graph: ModuleGraph) {
    const routesOf = routesLoading(graph);
    const few = candidates
      .map((id) => ({ id, routes: routesOf(id), size: graph.getModuleInfo(id)?.code?.length ?? 0 }))
      .map((m) => ({ ...m, pages: publicOf(m.routes) }))
      .filter((m) => !m.routes.has("root.tsx") && m.pages.length >= 2 && m.pages.length < WIDELY_SHARED);
    // Larger modules group their pages; then small ones group pages no larger module grouped.
    for (const m of few) if (m.size >= SMALL_MODULE) for (const p of m.pages.slice(1)) join(m.pages[0]!, p);
    for (const m of few) {
      if (m.size < SMALL_MODULE && !m.pages.some(grouped))
        for (const p of m.pages.slice(1)) join(m.pages[0]!, p);
    }
    return (id: string) => {
      const routes = routesOf(id);
      const pages = publicOf(routes);
      if (routes.has("root.tsx") || pages.length >= WIDELY_SHARED) return "app";
      if (routes.size < 2) return null; // stays in its route's chunk
      if (pages.length === 0) return "back-office";
      const groups = new Set(pages.map(group));
      if (groups.size > 1) return "app";
      return `shared-${[...groups][0]!.replace(/^routes\//, "").replace(/\.tsx?$/, "")}`;
    };
  }

  return {
    test(id: string) {
      const ours =
        (!inNodeModules.test(id) && !routeModule.test(id)) ||
        lucideIcon.test(id) ||
        backOfficeLibrary.test(id);
      if (ours) candidates.push(id);
      return ours;
    },
    // Rolldown calls `test` for every module before the first `name`: the plan is made once.
    name: (id: string, graph: ModuleGraph) => (place ??= plan(graph))(id),
  };
}

/**
 * Browser chunks: a phone on a slow link pays for every request, so a page's first load is at
 * most eight scripts: React Router's entry and route manifest, the Rolldown runtime, vendor
 * (libraries every page needs), app (our modules every page or most pages need), root, its
 * route, and at most one chunk it shares with two or three related pages. Anything loaded on
 * demand (React.lazy, dynamic import) keeps its own chunk; modules one page uses stay in that
 * page's chunk. A new plan for each build (it remembers the modules it was shown).
 */
function clientChunks() {
  const shared = sharedChunkName();
  return {
    groups: [
      {
        name: "vendor",
        test: (id: string) =>
          inNodeModules.test(id) && !lucideIcon.test(id) && !zod.test(id) && !backOfficeLibrary.test(id),
        tags: ["$initial" as const],
        minShareCount: 2,
        priority: 2,
      },
      {
        debugName: "app, shared-<page>, back-office",
        name: (id: string, graph: ModuleGraph) => shared.name(id, graph),
        test: (id: string) => shared.test(id),
        tags: ["$initial" as const],
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), siteScript()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: isSsrBuild
      ? {}
      : { treeshake: { moduleSideEffects }, output: { codeSplitting: clientChunks() } },
  },
}));
