import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The project's Vite config less Tailwind, for endpoint tests (tests/support/http-server.ts):
 * they need the route table and its modules, not the stylesheet, whose generation is most of
 * a dev server's start-up time.
 */
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
});
