// First-load JavaScript per route of the built site: the scripts a page loads before it is
// interactive (the route manifest, the entry, the root route, the page's route, and everything
// they import statically) and their gzip size, from build/client's React Router manifest.
// Run `npm run build` first, then: node scripts/first-load-js.mjs [route id to list its files]
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "build/client";
const manifestFile = readdirSync(`${dir}/assets`).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("No build/client/assets/manifest-*.js: run npm run build first");
const text = readFileSync(`${dir}/assets/${manifestFile}`, "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
const gzipped = new Map();
const size = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${dir}${file}`)).length);
  return gzipped.get(file);
};
const scriptsOf = (id) => {
  const root = manifest.routes.root;
  const route = manifest.routes[id];
  return new Set([
    // The route manifest itself (react-router.config.ts: routeDiscovery 'initial').
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ]);
};

const wanted = process.argv[2];
if (wanted) {
  for (const file of scriptsOf(wanted))
    console.log(`${(size(file) / 1024).toFixed(1).padStart(6)} kB  ${file}`);
} else {
  const rows = Object.keys(manifest.routes)
    .filter((id) => manifest.routes[id].module && manifest.routes[id].hasDefaultExport !== false)
    .map((id) => {
      const files = scriptsOf(id);
      return { id, scripts: files.size, kb: [...files].reduce((sum, file) => sum + size(file), 0) / 1024 };
    })
    .sort((a, b) => a.kb - b.kb);
  for (const row of rows)
    console.log(`${String(row.scripts).padStart(3)} scripts ${row.kb.toFixed(0).padStart(4)} kB  ${row.id}`);
}
