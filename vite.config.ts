import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const inNodeModules = /[\\/]node_modules[\\/]/;
// Icons are a few hundred bytes each: they belong in the module that draws them, not in the
// vendor chunk every page loads, nor in a chunk of their own (docs/decisions/0006-first-load.md).
const lucideIcon = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const routeModule = /[\\/]app[\\/](root\.tsx|routes[\\/])/;
// Zod checks forms in the browser only when one is sent: it is fetched then, not with the page.
const zod = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Browser chunks: a phone on a slow link pays for every request before first paint, so a page
 * loads at most five scripts: entry, vendor (libraries every page needs), app (our modules
 * shared by two or more pages), root and its route. Anything loaded on demand (React.lazy,
 * dynamic import) keeps its own chunk; modules one page uses stay in that page's chunk.
 */
const clientChunks = {
  groups: [
    {
      name: "vendor",
      test: (id: string) => inNodeModules.test(id) && !lucideIcon.test(id) && !zod.test(id),
      tags: ["$initial" as const],
      minShareCount: 2,
      priority: 2,
    },
    {
      name: "app",
      test: (id: string) => (!inNodeModules.test(id) && !routeModule.test(id)) || lucideIcon.test(id),
      tags: ["$initial" as const],
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
