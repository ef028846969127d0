import path from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";
import { moduleSideEffects } from "./content-is-pure.ts";

const VIRTUAL_ID = "virtual:site-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `import siteScript from "virtual:site-script"`: the text of the site's one small script
 * (app/site-script/index.ts and what it imports), bundled for the browser as one minified ES
 * module, so the server can write it into every page (docs/decisions/0012-static-pages.md).
 * Only the server imports it; in development the page reloads when one of its files changes.
 */
export function siteScript({ root = process.cwd() } = {}): Plugin {
  const entry = path.join(root, "app/site-script/index.ts");
  return {
    name: "site-script",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const bundle = await build({
        input: entry,
        write: false,
        platform: "browser",
        logLevel: "warn",
        resolve: { alias: { "~": path.join(root, "app") } },
        transform: { define: { "import.meta.env.DEV": "false" } },
        treeshake: { moduleSideEffects },
        output: { format: "esm", minify: true, codeSplitting: false },
      });
      const chunk = bundle.output.find((item) => item.type === "chunk");
      if (!chunk) throw new Error("site script: Rolldown gave no chunk");
      for (const file of chunk.moduleIds) if (path.isAbsolute(file)) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}
