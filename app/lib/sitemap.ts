/** The machine-readable sitemap and robots.txt, built from the page list (app/content/pages.ts). */

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** 'https://clinic.example' + '/prices' → 'https://clinic.example/prices' (one slash, no trailing one). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A sitemaps.org 0.9 document listing each path once, in the order given. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the endpoints and the back office; names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /test-checkout/",
    // The currency links only store a preference and come back: nothing to index.
    "Disallow: /currency/",
    // The back office: never indexed (every staff page also says noindex).
    "Disallow: /staff",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** Entries grouped by their `group`, groups in order of first appearance. */
export function groupEntries<T extends { group: string }>(entries: T[]): { group: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const list = groups.get(entry.group);
    if (list) list.push(entry);
    else groups.set(entry.group, [entry]);
  }
  return [...groups].map(([group, list]) => ({ group, entries: list }));
}
