import { realpathSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteScript } from "../../scripts/vite-site-script.ts";

/**
 * The project's Vite config less Tailwind, for endpoint tests (tests/support/http-server.ts):
 * they need the route table and its modules (and the site script the pages carry), not the
 * stylesheet, whose generation is most of a dev server's start-up time.
 */
const root = new URL("../..", import.meta.url).pathname;

export default defineConfig({
  root,
  // A git worktree may share another checkout's node_modules through a symlink: Vite must be
  // allowed to read the files where they really are.
  server: { fs: { allow: [root, realpathSync(`${root}/node_modules`)] } },
  plugins: [reactRouter(), siteScript({ root: new URL("../..", import.meta.url).pathname })],
  resolve: { tsconfigPaths: true },
});
