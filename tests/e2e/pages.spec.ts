/**
 * The site's other pages: the quote page and its file field, the gallery, the legal pages, and
 * the sitemaps agreeing with the navigation. The prices and travel pages have specs of their own
 * (./prices.spec.ts, ./travel.spec.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { home } from "../../app/content/home";
import { privacyPolicy, termsAndConditions } from "../../app/content/legal";
import { sitemapEntries } from "../../app/content/pages";
import { inEveryLanguage } from "../../app/lib/locale-path";
import { travelPage } from "../../app/content/travel";
import { uploadLimits, uploadMessages } from "../../app/lib/upload-rules";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";
import { textOf } from "../support/pages-e2e";

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test("the quote page has its hero, three reassurance points and the contact form with a file field", async ({
  page,
  request,
}) => {
  const response = await request.get("/quote");
  expect(response.status()).toBe(200);
  const html = await textOf(response);
  expect(html).toMatch(/<h1[^>]*>Get Your Free Quote<\/h1>/);
  expect(html).toContain('action="/f/quote"');
  expect(html).toMatch(/enctype="multipart\/form-data"/i);
  expect(html).toContain('id="contact"');
  // A request for a written quote, not the paid consultation day.
  expect(html).toMatch(/<h2[^>]*>Request Your Free Quote<\/h2>/);
  expect(html).not.toContain("Book Your Free Consultation");
  await gotoHydrated(page, "/quote");
  await expect(page.locator("#contact").getByLabel("X-rays or photos (optional)")).toHaveAttribute(
    "type",
    "file",
  );
  const form = page.locator("#contact");
  await expect(form.getByLabel("Name *")).toBeVisible();
  await expect(form.getByLabel("Email *")).toBeVisible();
  await expect(form.getByLabel("Treatment")).toBeVisible();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  for (const title of ["Reviewed by our dentists", "Reply within 24 hours", "No obligation"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
});

test("the quote form refuses too many files in place, before anything is sent", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  await gotoHydrated(page, "/quote");
  const form = page.locator("#contact form");
  await form.getByLabel("Name *").fill("Six Photos");
  await form.getByLabel("Email *").fill("six-photos@example.com");
  const files = page.locator("#contact").getByLabel("X-rays or photos (optional)");
  await files.setInputFiles(
    Array.from({ length: uploadLimits.maxFiles + 1 }, (_, i) => ({
      name: `tooth-${i}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    })),
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(uploadMessages.TOO_MANY_FILES)).toBeVisible();
  await expect(files).toHaveAttribute("aria-invalid", "true");
  await expect(files).toBeFocused();
  expect(sent).toEqual([]);
});

test.describe("gallery", () => {
  const pictures = [...travelPage.clinicImages, ...travelPage.cityImages];
  const thumbnail = (page: Page, caption: string) =>
    page.getByRole("button", { name: `Enlarge picture: ${caption}` });

  test("shows the five before/after sliders and every picture", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await expect(page.getByRole("slider")).toHaveCount(home.results.items.length);
    await expect(page.getByTestId("gallery-thumbnail")).toHaveCount(pictures.length);
  });

  test("a picture opens enlarged, moves next, closes with Escape and gives focus back", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const [first, second] = pictures;
    await thumbnail(page, first.caption).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(first.caption);
    await expect(dialog.getByRole("img", { name: first.alt })).toBeVisible();

    await dialog.getByRole("button", { name: "Next picture" }).click();
    await expect(dialog).toHaveAccessibleName(second.caption);
    await expect(dialog.getByRole("img", { name: second.alt })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName(first.caption);
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await expect(dialog).toHaveAccessibleName(pictures[pictures.length - 1].caption);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnail(page, first.caption)).toBeFocused();

    // The close button works too, and focus returns to the picture that was opened.
    const last = pictures[pictures.length - 1];
    await thumbnail(page, last.caption).click();
    await dialog.getByRole("button", { name: "Next picture" }).click();
    await expect(dialog).toHaveAccessibleName(first.caption);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnail(page, last.caption)).toBeFocused();
  });

  test("the open enlargement passes axe", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await thumbnail(page, pictures[2].caption).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("legal pages", () => {
  for (const [path, document] of [
    ["/privacy", privacyPolicy],
    ["/terms", termsAndConditions],
  ] as const) {
    test(`${path} shows its date, a table of contents and every section`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await textOf(response);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${document.title}</h1>`));
      expect(html).toContain("Last updated");
      expect(html).toContain(document.updated);
      for (const section of document.sections) {
        expect(html).toContain(`id="${section.id}"`);
        expect(html).toContain(`href="#${section.id}"`);
        expect(html).toContain(section.title);
      }
      await page.goto(path);
      const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(contents).toHaveCount(document.sections.length);
    });
  }
});

test.describe("sitemaps and navigation agree", () => {
  const paths = [...new Set(sitemapEntries().map((entry) => entry.path))];

  test("/sitemap lists every page, grouped", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    const listed = await page
      .getByTestId("sitemap")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect([...listed].sort()).toEqual([...paths].sort());
    for (const group of new Set(sitemapEntries().map((entry) => entry.group))) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
  });

  test("/sitemap.xml lists every page in every language as an absolute URL", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
    expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual(inEveryLanguage(paths).sort());
  });

  test("every page the navigation bar, footer and home page link to is in the sitemap", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const linked = [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)]
      .map((match) => match[1])
      .filter((href) => !href.includes("#"))
      // The currency links set a preference and come back (nofollow, disallowed in robots.txt).
      .filter((href) => !href.startsWith("/currency/"))
      .map((href) => href.split("?")[0])
      .map((href) => (href.length > 1 ? href.replace(/\/$/, "") : href));
    const unique = [...new Set(linked)];
    for (const path of ["/", "/prices", "/travel-info", "/gallery", "/privacy", "/terms", "/sitemap"]) {
      expect(unique).toContain(path);
    }
    // The language switch links to the same page in German and French, also in the sitemap.
    expect(unique.filter((path) => !inEveryLanguage(paths).includes(path))).toEqual([]);
  });

  test("every listed page answers 200", async ({ request }) => {
    test.setTimeout(90_000);
    const failures: string[] = [];
    for (const path of paths) {
      const status = (await request.get(path)).status();
      if (status !== 200) failures.push(`${path}: ${status}`);
    }
    expect(failures).toEqual([]);
  });

  test("/robots.txt allows crawling, keeps out the endpoints and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    for (const line of ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /test-checkout/"]) {
      expect(lines).toContain(line);
    }
    expect(lines.find((line) => line.startsWith("Sitemap: "))).toMatch(
      /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/,
    );
  });
});
