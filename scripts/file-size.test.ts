import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 31: a file a reader can hold in mind. No source file passes 400 lines, except the words
// (app/content) and the drawings' data (app/components/illustrations), which are read by entry.
const LIMIT = 400;
const EXCEPT = [path.join("app", "content"), path.join("app", "components", "illustrations")];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (EXCEPT.includes(full)) return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

describe("file sizes", () => {
  it(`no source file of app/, server/, scripts/ or tests/ is over ${LIMIT} lines`, () => {
    const long = ["app", "server", "scripts", "tests"]
      .flatMap(sources)
      .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
