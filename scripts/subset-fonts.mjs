// npm run fonts: cuts the site's one web font, Fraunces (headings), down to what the site uses and
// writes it to app/fonts/ (committed; run again only when the font, its weight or its features
// change). Text is in the system's interface font (docs/decisions/0011-inline-css-and-system-text.md).
// - One static cut at 600, the only weight a visible heading uses (the variable file has 100-900):
//   37 kB -> 18 kB for Latin.
// - It keeps its fontsource subsets' characters (latin, latin-ext; `unicode-range` in app/app.css
//   tells the browser which file a page needs), the layout features browsers apply by default plus
//   tabular figures, and its copyright and licence names (SIL OFL 1.1, full text beside the files).
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const OUT = new URL("../app/fonts/", import.meta.url);
const SOURCE = new URL("../node_modules/@fontsource-variable/", import.meta.url);

/** Features a browser turns on by itself, and `tnum` for `tabular-nums`. */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "calt", "rlig", "rvrn", "tnum"];
/** Copyright, licence description and licence URL stay in the file. */
const NAME_IDS = [0, 13, 14];

const FONTS = [{ family: "fraunces", axes: { wght: 600 }, cut: "600" }];
const SUBSETS = ["latin", "latin-ext"];

/** `U+0000-00FF,U+0131` → every code point it names. */
function codePoints(unicodeRange) {
  return unicodeRange.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const points = [];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.push(c);
    return points;
  });
}

for (const { family, axes, cut } of FONTS) {
  const ranges = JSON.parse(readFileSync(new URL(`${family}/unicode.json`, SOURCE), "utf8"));
  for (const subset of SUBSETS) {
    const source = readFileSync(new URL(`${family}/files/${family}-${subset}-wght-normal.woff2`, SOURCE));
    // Control characters have no glyph to keep.
    const text = String.fromCodePoint(...codePoints(ranges[subset]).filter((c) => c >= 0x20));
    const font = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: axes,
      keepFeatures: FEATURES,
      preserveNameIds: NAME_IDS,
    });
    const name = `${family}-${subset}-${cut}.woff2`;
    writeFileSync(new URL(name, OUT), font);
    process.stdout.write(`${name}: ${source.length} -> ${font.length} bytes\n`);
  }
  copyFileSync(new URL(`${family}/LICENSE`, SOURCE), new URL(`${family}-OFL.txt`, OUT));
}
