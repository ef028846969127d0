// The site's drawings (smiles, scenes) as SVG files, written from their components by
// `node scripts/draw-illustrations.mjs` and checked against them by drawn.test.tsx. Vite gives
// each a content-hashed URL under /assets/, cached for a year (docs/decisions/0006-first-load.md).
const files = import.meta.glob<string>("./drawn/*.svg", { eager: true, query: "?url", import: "default" });

/** The URL of a drawing by name ('smile-veneers', 'scene-parliament'). */
export function illustrationUrl(name: string): string {
  const url = files[`./drawn/${name}.svg`];
  if (!url) throw new Error(`No drawing named ${name}: run node scripts/draw-illustrations.mjs`);
  return url;
}
