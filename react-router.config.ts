import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";
import { inEveryLanguage } from "./app/lib/locale-path";

export default {
  ssr: true,
  // The whole route manifest comes with the first load (one small script). Discovering routes
  // lazily fetched /__manifest after hydration and re-rendered every link on the page in one
  // long task (~200 ms on a throttled phone): docs/decisions/0010-scripts-after-paint.md.
  routeDiscovery: { mode: "initial" },
  // Every page without parameters or a query is written to HTML at build time,
  // derived from the route table and the content slugs (app/content/pages.ts), in every language.
  prerender: () => inEveryLanguage(prerenderPaths()),
} satisfies Config;
