import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { home } from "../../app/content/home";
import { privacyPolicy, termsAndConditions } from "../../app/content/legal";
import { sitemapEntries } from "../../app/content/pages";
import { priceGroups, priceItems, priceWords } from "../../app/content/price-list";
import { pricesPage } from "../../app/content/prices";
import { site } from "../../app/content/site";
import { travelPage } from "../../app/content/travel";
import { formatListPrice, type Currency } from "../../app/lib/currency";
import { formatEur, formatEurInGbp } from "../../app/lib/pricing";
import { uploadLimits, uploadMessages } from "../../app/lib/upload-rules";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

/** The server HTML as a reader sees it: React's empty text separators and entities removed. */
const textOf = async (response: APIResponse) =>
  (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Distance from the top of the window to the element, in px. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target);
    return element ? Math.round(element.getBoundingClientRect().top) : null;
  }, id);

/** Anchors land 80px below the top (the fixed navigation bar); allow a pixel of rounding. */
const landsBelowNavbar = async (page: Page, id: string) =>
  expect
    .poll(async () => Math.abs(((await topOf(page, id)) ?? 1e6) - 80), { timeout: 5_000 })
    .toBeLessThanOrEqual(1);

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test.describe("prices page", () => {
  const items = priceGroups.flatMap((group) => group.items.map((id) => priceItems[id]));
  const labels = (currency: Currency) => items.map((item) => formatListPrice(item.eur, currency));
  const ctScanRow = (page: Page) => page.locator("#dental-x-ray").getByRole("row", { name: /CT scan/ });
  const ct = priceItems["ct-scan"].eur;
  /** What each price cell shows on screen (the other currency is not displayed). */
  const shownPrices = (page: Page) =>
    page
      .getByTestId("price")
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));

  test("the server HTML carries every price group in both currencies, the bank details and the form", async ({
    request,
  }) => {
    const response = await request.get("/prices");
    expect(response.status()).toBe(200);
    const html = await textOf(response);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${pricesPage.title}</h1>`));
    // Every figure is in the page twice; the stylesheet shows one (decision 0020).
    expect(html).toContain(
      `<span class="price-eur">${formatEur(ct)}</span><span class="price-gbp">${formatEurInGbp(ct)}</span>`,
    );
    expect(html).toContain(priceWords.show.GBP);
    expect(html).toContain(priceWords.rate);
    expect(html).toMatch(/href="\/currency\/GBP\?back=%2Fprices" rel="nofollow"/);
    for (const group of priceGroups) {
      expect(html).toContain(`id="${group.id}"`);
      expect(html).toContain(`>${group.title}</h2>`);
    }
    for (const value of Object.values(site.bank)) expect(html).toContain(value);
    for (const block of pricesPage.reassurance) expect(html).toContain(block.title);
    for (const option of pricesPage.paymentOptions) expect(html).toContain(option.title);
    expect(html).toContain(pricesPage.importantInformation[0]);
    expect(html).toContain('href="/prices#contact"');
    expect(html).toContain('id="contact"');
    expect(html).toContain('action="/f/contact"');
  });

  test("'Show in GBP' changes every price at once, FREE stays FREE, and the choice survives a reload", async ({
    page,
  }) => {
    await gotoHydrated(page, "/prices");
    const showGbp = page.getByRole("link", { name: priceWords.show.GBP });
    const showEur = page.getByRole("link", { name: priceWords.show.EUR });
    expect(await shownPrices(page)).toEqual(labels("EUR"));
    await expect(showEur).toHaveAccessibleName(`${priceWords.show.EUR} ${priceWords.chosen}`);
    await expect(ctScanRow(page)).toContainText(formatEur(ct), { useInnerText: true });

    await showGbp.click();
    // No reload: the page switched in place.
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.locator("html")).toHaveAttribute("data-currency", "GBP");
    await expect(showGbp).toHaveAccessibleName(`${priceWords.show.GBP} ${priceWords.chosen}`);
    await expect(showEur).toHaveAccessibleName(priceWords.show.EUR);
    await expect(ctScanRow(page)).toContainText(formatEurInGbp(ct), { useInnerText: true });
    expect(await shownPrices(page)).toEqual(labels("GBP"));
    expect((await shownPrices(page)).filter((text) => text.includes("€"))).toEqual([]);
    expect((await shownPrices(page)).filter((text) => text === "FREE")).toHaveLength(
      items.filter((i) => i.eur === "FREE").length,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "currency")).toMatchObject({
      value: "GBP",
      sameSite: "Lax",
    });

    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(ctScanRow(page)).toContainText(formatEurInGbp(ct), { useInnerText: true });
    expect(await shownPrices(page)).toEqual(labels("GBP"));

    await showEur.click();
    await expect(ctScanRow(page)).toContainText(formatEur(ct), { useInnerText: true });
    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    expect(await shownPrices(page)).toEqual(labels("EUR"));
  });

  test("a deep link such as /prices#implants lands on its group", async ({ page }) => {
    await gotoHydrated(page, "/prices#implants");
    await landsBelowNavbar(page, "implants");
    await expect(page.getByRole("heading", { level: 2, name: "Implants", exact: true })).toBeInViewport();
  });

  test("'Book Consultation' scrolls to the page's own contact form", async ({ page }) => {
    await gotoHydrated(page, "/prices");
    await page.getByRole("link", { name: "Book Consultation" }).first().click();
    await expect(page).toHaveURL(/\/prices(#contact)?$/);
    await landsBelowNavbar(page, "contact");
    await expect(page.locator("#contact").getByLabel("Name *")).toBeVisible();
  });

  test("passes axe with the prices shown in GBP", async ({ page }) => {
    await gotoHydrated(page, "/prices");
    await page.getByRole("link", { name: priceWords.show.GBP }).click();
    await expect(ctScanRow(page)).toContainText(formatEurInGbp(ct), { useInnerText: true });
    await expectNoAxeViolations(page);
  });
});

test.describe("travel information page", () => {
  const section = (id: string) => travelPage.sections.find((s) => s.id === id)!;
  const trigger = (page: Page, id: string) =>
    page.locator(`#${id}`).getByRole("button", { name: section(id).title, exact: true });

  test("the server HTML carries all eight sections in order, with every text and link", async ({
    request,
  }) => {
    const response = await request.get("/travel-info");
    expect(response.status()).toBe(200);
    const html = await textOf(response);
    expect(travelPage.sections.map((s) => s.id)).toEqual([
      "welcome",
      "budapest",
      "hungary",
      "before-travel",
      "accommodation",
      "flights",
      "steps",
      "travelling",
    ]);
    const positions = travelPage.sections.map((s) => html.search(new RegExp(`<section[^>]*\\sid="${s.id}"`)));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const texts = [
      ...travelPage.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.bullets ?? [])]),
      ...travelPage.process.map((step) => step.title),
      travelPage.airport.name,
      ...travelPage.cityImages.map((image) => image.caption),
      ...travelPage.clinicImages.map((image) => image.caption),
    ];
    expect(texts.filter((text) => !html.includes(text))).toEqual([]);
    for (const { href } of [...travelPage.hotels, ...travelPage.airlines])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
  });

  test("welcome is open at first, the others closed; a section opens and closes", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    for (const { id } of travelPage.sections) {
      await expect(trigger(page, id)).toHaveAttribute("aria-expanded", id === "welcome" ? "true" : "false");
    }
    await expect(page.getByText(section("welcome").paragraphs[0])).toBeVisible();
    const budapestText = page.getByText(section("budapest").paragraphs[0]);
    await expect(budapestText).toBeHidden();

    await trigger(page, "budapest").click();
    await expect(trigger(page, "budapest")).toHaveAttribute("aria-expanded", "true");
    await expect(budapestText).toBeVisible();

    // Its picture carousel wraps around both ways.
    const carousel = page.getByRole("region", { name: "Pictures of Budapest" });
    const slides = carousel.getByTestId("carousel-slide");
    await expect(slides).toHaveCount(travelPage.cityImages.length);
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Previous picture" }).click();
    await expect(slides.last()).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Next picture" }).click();
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");

    await trigger(page, "budapest").click();
    await expect(trigger(page, "budapest")).toHaveAttribute("aria-expanded", "false");
    await expect(budapestText).toBeHidden();

    await trigger(page, "welcome").click();
    await expect(page.getByText(section("welcome").paragraphs[0])).toBeHidden();
  });

  test("/travel-info#flights opens Flights and scrolls it into view", async ({ page }) => {
    await gotoHydrated(page, "/travel-info#flights");
    await expect(trigger(page, "flights")).toHaveAttribute("aria-expanded", "true");
    await landsBelowNavbar(page, "flights");
    const airlines = page.locator("#flights").locator('a[target="_blank"]');
    await expect(airlines).toHaveCount(6);
    for (const airline of travelPage.airlines) {
      const link = page.getByRole("link", { name: new RegExp(airline.name) });
      await expect(link).toHaveAttribute("href", airline.href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
    }
    await expect(page.getByText(travelPage.airport.name)).toBeVisible();
  });

  test("an on-page link opens its section and scrolls to it", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: section("accommodation").title })
      .click();
    await expect(page).toHaveURL(/#accommodation$/);
    await expect(trigger(page, "accommodation")).toHaveAttribute("aria-expanded", "true");
    await landsBelowNavbar(page, "accommodation");
    for (const hotel of travelPage.hotels) {
      const link = page.getByRole("link", { name: new RegExp(`Visit ${hotel.name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("the 4-step process is an ordered list and the calls to action work", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    await trigger(page, "steps").click();
    await expect(page.getByTestId("travel-process").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: `Call ${site.phone.display}` }).first()).toHaveAttribute(
      "href",
      site.phone.href,
    );
    await page.getByRole("link", { name: "Get a Free Quote" }).first().click();
    await expect(page).toHaveURL(/\/travel-info$/);
    await landsBelowNavbar(page, "contact");
  });
});

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

  test("/sitemap.xml lists every page as an absolute URL", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
    expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual([...paths].sort());
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
    expect(unique.filter((path) => !paths.includes(path))).toEqual([]);
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
