// `npm run bench -- --a11y-all`: Lighthouse's accessibility category alone (fast: no trace, no
// throttling model) on every page listed in /sitemap.xml, once with Lighthouse's phone settings
// and once with its desktop settings. Prints each page's two scores with the audits that failed,
// then the lowest and highest, and writes the rows to bench-results/. Used by scripts/bench.mjs,
// which builds and starts the site first.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const print = (text) => process.stdout.write(`${String(text)}\n`);

/** Every page the sitemap lists, as paths on `origin` (the sitemap names the public host). */
export async function sitemapPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  return paths;
}

/**
 * One accessibility-only Lighthouse run: the score and the audits that did not pass. A run that
 * Lighthouse itself gives up on (a busy machine: the browser too slow to answer) is tried again.
 */
async function audit(url, port, config, tries = 3) {
  const { lhr } = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["accessibility"],
      // Not needed for the scores, and the slowest thing to ask of a busy browser.
      disableFullPageScreenshot: true,
    },
    config,
  );
  if (lhr.runtimeError) {
    if (tries > 1) return audit(url, port, config, tries - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const category = lhr.categories.accessibility;
  const failed = category.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.node?.selector ?? "")
        .filter(Boolean);
      return where.length ? `${ref.id} [${where.join(" | ")}]` : ref.id;
    });
  return { score: Math.round((category.score ?? Number.NaN) * 100), failed };
}

/** Runs the sweep on `origin` with the Chrome on `port`; returns the lowest score seen. */
export async function accessibilityOfEveryPage(origin, port) {
  const paths = await sitemapPaths(origin);
  const rows = [];
  for (const pagePath of paths) {
    const phone = await audit(`${origin}${pagePath}`, port, undefined);
    const desktop = await audit(`${origin}${pagePath}`, port, desktopConfig);
    rows.push({ path: pagePath, phone, desktop });
    const failed = [...new Set([...phone.failed, ...desktop.failed])];
    print(
      `${pagePath.padEnd(48)} phone ${String(phone.score).padStart(3)}  desktop ${String(desktop.score).padStart(3)}${failed.length ? `  failed: ${failed.join("; ")}` : ""}`,
    );
  }
  const scores = rows.flatMap((r) => [r.phone.score, r.desktop.score]);
  const below = rows.filter((r) => r.phone.score < 100 || r.desktop.score < 100).length;
  print("");
  print(
    `Lighthouse 12 accessibility, ${rows.length} pages from /sitemap.xml, phone and desktop: min ${Math.min(...scores)}, max ${Math.max(...scores)}, ${below} page(s) under 100`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    path.join("bench-results", `a11y-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`),
    JSON.stringify(rows, null, 2),
  );
  return Math.min(...scores);
}
