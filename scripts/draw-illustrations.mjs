// Writes the site's drawings (smiles, scenes) from their React components into SVG files under
// app/components/illustrations/drawn/, which pages show with <img> (docs/decisions/0006-first-load.md).
// Run after changing a drawing; app/components/illustrations/drawn.test.tsx fails until you do.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const dir = "app/components/illustrations/drawn";
const vite = await createServer({ server: { middlewareMode: true }, logLevel: "silent" });
try {
  const { allDrawings } = await vite.ssrLoadModule("/app/components/illustrations/drawings.tsx");
  mkdirSync(dir, { recursive: true });
  for (const { name, svg } of allDrawings()) writeFileSync(path.join(dir, `${name}.svg`), svg);
  process.stdout.write(`wrote ${allDrawings().length} drawings to ${dir}\n`);
} finally {
  await vite.close();
}
