import { readFileSync } from "node:fs";

/**
 * An SVG file shown with <img> cannot read the page's CSS variables: the drawings' theme
 * colours (`var(--color-brand-50)`) are written into the files as the values app.css gives them.
 */
export function withThemeColours(svg: string): string {
  const appCss = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  const palette = new Map(
    [...appCss.matchAll(/--(color-[a-z0-9-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map((m) => [m[1]!, m[2]!]),
  );
  return svg.replace(/var\(--(color-[a-z0-9-]+)\)/g, (whole, name: string) => {
    const value = palette.get(name);
    if (!value) throw new Error(`app.css has no ${name}`);
    return value;
  });
}
