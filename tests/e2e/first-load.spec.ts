import { expect, test, type APIRequestContext } from "@playwright/test";
import { home } from "../../app/content/home";
import { privacyPolicy, termsAndConditions } from "../../app/content/legal";
import { slugPages, staticPages } from "../../app/content/pages";
import { travelPage } from "../../app/content/travel";
import { gotoHydrated, HYDRATED_PAGE } from "../support/e2e";

// One page per route module, as served (prerendered or rendered per request), plus the
// confirmation page for a made-up session. docs/decisions/0006-first-load.md says why.
const pages = [
  ...staticPages.map((page) => page.path),
  ...slugPages.map((group) => group.entries()[0]!.path),
  "/consultation-success?session_id=cs_test_first_load_0001",
  "/no-such-page",
];

/** Most scripts a page may need before it is interactive: each one delays first paint on a phone. */
const MAX_FIRST_LOAD_SCRIPTS = 8;

/**
 * Pages complete as HTML, sent without React's scripts (docs/decisions/0012-static-pages.md):
 * the first of each kind, as `pages` lists them.
 */
const staticPaths = [
  "/",
  "/clinic/budapest-dental-clinic",
  "/about/team",
  "/travel-info",
  "/gallery",
  "/consultation-event",
  "/quote",
  "/thank-you",
  "/prices",
  "/privacy",
  "/terms",
  "/sitemap",
  slugPages.find((group) => group.file === "routes/treatment.tsx")!.entries()[0]!.path,
  slugPages.find((group) => group.file === "routes/dentist.tsx")!.entries()[0]!.path,
  "/no-such-page",
];

/** The tags of <head> in order: what a browser finds first, it asks for first. */
function headTags(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(?:link|script|style)\b[^>]*>/g)].map((m) => m[0]);
}

const isStylesheet = (tag: string) => /^<style\b/.test(tag) || /rel="stylesheet"/.test(tag);
// A script the browser fetches or runs; JSON-LD is data, not a script.
const isScript = (tag: string) =>
  /rel="modulepreload"/.test(tag) || (/^<script\b/.test(tag) && !/type="application\/ld\+json"/.test(tag));

/** Scripts the page names in its HTML: modulepreloads, and what its inline module imports. */
function scriptsNamedIn(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const preloadsHrefFirst = [...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)].map(
    (m) => m[1]!,
  );
  // The bootstrap module imports them after first paint (`import("/assets/…")`, decision 0010)
  // or, as React Router writes it, statically: both are the first load.
  const moduleScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) =>
      [...m[1]!.matchAll(/import\s*(?:\(\s*|[\w*{}\s,$]+from\s*)?["'](\/[^"']+\.js)["']/g)].map((i) => i[1]!),
  );
  const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  return [...preloads, ...preloadsHrefFirst, ...moduleScripts, ...sources];
}

/** Every script the first load fetches: those named in the HTML and, in turn, their static imports. */
async function firstLoadScripts(request: APIRequestContext, html: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = scriptsNamedIn(html);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const code = await response.text();
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is on demand.
    for (const m of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1]!, new URL(url, "http://site")).pathname);
    }
  }
  return seen;
}

test.describe("first load", () => {
  for (const path of pages) {
    test(`${path}: the stylesheet comes before any script, and at most ${MAX_FIRST_LOAD_SCRIPTS} scripts load`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBeLessThan(500);
      const html = await response.text();

      const tags = headTags(html);
      const stylesheet = tags.findIndex(isStylesheet);
      const firstScript = tags.findIndex(isScript);
      expect(stylesheet, "a stylesheet in <head>").toBeGreaterThanOrEqual(0);
      if (firstScript >= 0)
        expect(stylesheet, `first script: ${tags[firstScript]}`).toBeLessThan(firstScript);

      const scripts = await firstLoadScripts(request, html);
      // Every page carries the site script, inline; a static page nothing else.
      const inlineModules = html.match(/<script type="module"(?: nonce="[^"]+")?>/g) ?? [];
      if (staticPaths.includes(path)) {
        expect(html).toContain('<html lang="en-GB" data-page="static">');
        expect([...scripts], "a static page fetches no script").toEqual([]);
        expect(inlineModules).toHaveLength(1);
        expect(html).not.toContain("__reactRouterContext");
      } else {
        expect(html).not.toContain('data-page="static"');
        expect(scripts.size, "the page hydrates, so it has scripts").toBeGreaterThan(0);
        expect([...scripts].length, [...scripts].join("\n")).toBeLessThanOrEqual(MAX_FIRST_LOAD_SCRIPTS);
        expect(inlineModules.length).toBeGreaterThanOrEqual(1);
      }
    });
  }
});

test("a hydrated page's scripts do not carry other pages' words (the legal texts, the travel guide, the home page's copy)", async ({
  request,
}) => {
  const html = await (await request.get(HYDRATED_PAGE)).text();
  let code = "";
  for (const script of await firstLoadScripts(request, html))
    code += await (await request.get(script)).text();
  // Each is a sentence only its own page shows, written as a plain string in its content file (a
  // build keeps such strings as they are, or with \u escapes).
  const unescaped = code.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const found = [];
  for (const [page, words] of [
    ["privacy", privacyPolicy.sections.find((s) => s.id === "what-we-collect")!.paragraphs[0]!],
    ["terms", termsAndConditions.sections.find((s) => s.id === "information")!.paragraphs[0]!],
    ["travel", travelPage.lead],
    ["home", home.hero.subtitle],
  ] as const) {
    if (unescaped.includes(words.slice(0, 60))) found.push(`${page}: ${words.slice(0, 60)}`);
  }
  expect(found).toEqual([]);
  // ...and the control: the page's own scripts do carry the words it shows.
  expect(unescaped).toContain("We could not find this payment");
});

test("a hydrated page is painted before its scripts are requested, and then hydrates", async ({ page }) => {
  await gotoHydrated(page, HYDRATED_PAGE);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const script of timing.scripts)
    expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
});

test("without JavaScript every section of the home page is shown (none is left for a script to reveal)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  for (const id of ["treatment-results", "about", "treatments", "calculator", "testimonials", "contact"]) {
    await expect(page.locator(`#${id}`), id).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await context.close();
});

test("the stylesheet comes in the page: nothing is fetched for it, before or after hydration, and the heading font is the only web font", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await gotoHydrated(page, HYDRATED_PAGE);
  // One <style> in <head>, adopted by React when the page hydrates (not inserted again as a link).
  await expect(page.locator("head style[data-href]")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Fraunces Variable"/);
  await expect(page.locator("body")).toHaveCSS("font-family", /^-apple-system/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('600 2rem "Fraunces Variable"', "Implants"))).toBe(
    true,
  );

  // A page reached by a client-side navigation keeps it, too.
  await page.getByRole("link", { name: "Prices" }).first().click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("head style[data-href]")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(requests.filter((path) => path.endsWith(".css"))).toEqual([]);
  expect(requests.filter((path) => path.endsWith(".woff2"))).toEqual([
    expect.stringMatching(/^\/assets\/fraunces-latin-600-[\w-]+\.woff2$/),
  ]);
});
