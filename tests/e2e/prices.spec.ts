/**
 * The prices page: every price group in both currencies in the server's HTML, the currency
 * switch, deep links to a group, and axe with the prices in GBP.
 */
import { expect, test, type Page } from "@playwright/test";
import { priceGroups, priceItems, priceWords } from "../../app/content/price-list";
import { pricesPage } from "../../app/content/prices";
import { site } from "../../app/content/site";
import type { Currency } from "../../app/lib/currency";
import { formatEur, formatEurInGbp, formatListPrice } from "../../app/lib/format";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";
import { landsBelowNavbar, textOf } from "../support/pages-e2e";

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
