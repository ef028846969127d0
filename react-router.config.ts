import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";
import { inEveryLanguage } from "./app/lib/locale-path";

/**
 * Vitest's one compile of the route table (tests/support/route-build.ts) sets this: its build
 * goes to a directory of its own and prerenders nothing (the endpoint tests render on request).
 */
const routeTableDirectory = process.env.ROUTE_TABLE_BUILD_DIRECTORY;

export default {
  ssr: true,
  buildDirectory: routeTableDirectory ?? "build",
  // The whole route manifest comes with the first load (one small script). Discovering routes
  // lazily fetched /__manifest after hydration and re-rendered every link on the page in one
  // long task (~200 ms on a throttled phone): docs/decisions/0010-scripts-after-paint.md.
  routeDiscovery: { mode: "initial" },
  // Every page without parameters or a query is written to HTML at build time,
  // derived from the route table and the content slugs (app/content/pages.ts), in every language.
  prerender: routeTableDirectory ? false : () => inEveryLanguage(prerenderPaths()),
} satisfies Config;
