import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allDrawings } from "./drawings";

const dir = path.join(import.meta.dirname, "drawn");

describe("drawing files", () => {
  it("match the drawings' components (run node scripts/draw-illustrations.mjs after changing one)", () => {
    const drawings = allDrawings();
    expect(readdirSync(dir).sort()).toEqual(drawings.map((d) => `${d.name}.svg`).sort());
    for (const { name, svg } of drawings) {
      expect(readFileSync(path.join(dir, `${name}.svg`), "utf8"), name).toBe(svg);
    }
  });

  it("carry colours, not the page's CSS variables an <img> cannot read", () => {
    for (const { name, svg } of allDrawings()) {
      expect(svg, name).not.toContain("var(");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    }
  });
});
