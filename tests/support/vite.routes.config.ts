import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteScript } from "../../scripts/vite-site-script.ts";

/**
 * The project's Vite config less Tailwind, for endpoint tests (tests/support/http-server.ts):
 * they need the route table and its modules (and the site script the pages carry), not the
 * stylesheet, whose generation is most of a dev server's start-up time.
 */
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  plugins: [reactRouter(), siteScript({ root: new URL("../..", import.meta.url).pathname })],
  resolve: { tsconfigPaths: true },
});
