import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  // Every page without parameters or a query is written to HTML at build time,
  // derived from the route table and the content slugs (app/content/pages.ts).
  prerender: () => prerenderPaths(),
} satisfies Config;
