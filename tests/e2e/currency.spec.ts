import { expect, test, type Page } from "@playwright/test";
import { consultationEvent } from "../../app/content/event";
import { comparisonRows, priceWords } from "../../app/content/price-list";
import { calculateTreatmentCost, completeEur, fromPrice } from "../../app/lib/pricing";
import { formatEur, formatEurInGbp } from "../../app/lib/format";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

// One currency choice everywhere (docs/decisions/0020-currency-everywhere.md), on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));
// Each test visits four to six pages (and axe): more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const implantFrom = fromPrice("dental-implant")!;
const startTotal = calculateTreatmentCost(1, 2).budapest;
const firstRow = comparisonRows[0];

/** What a visitor reads in pounds on the home page and a treatment page. */
async function expectPounds(page: Page) {
  await page.goto("/");
  const total = page.getByTestId("budapest-total");
  await expect(total).toHaveText(formatEurInGbp(startTotal), { useInnerText: true });
  const firstBudapest = page.getByTestId("comparison-budapest").first();
  await expect(firstBudapest).toHaveText(formatEurInGbp(completeEur(firstRow)), { useInnerText: true });
  // No euro amount is on screen in the calculator or the comparison.
  for (const section of ["#calculator", "#price-comparison"])
    expect((await page.locator(section).innerText()).replace(priceWords.rate, "")).not.toMatch(/€\d/);

  await page.goto("/treatments/dental-implant");
  const from = page.getByTestId("from-amount");
  await expect(from).toHaveText(formatEurInGbp(implantFrom.eur), { useInnerText: true });
  await expect(page.getByTestId("from-price").getByRole("link")).toHaveAttribute("href", "/prices#implants");
}

test("GBP chosen on /prices shows pounds on the home page and a treatment page, and a reload keeps it", async ({
  page,
}) => {
  await gotoHydrated(page, "/prices");
  await page.getByRole("link", { name: priceWords.show.GBP }).click();
  await expect(page.locator("html")).toHaveAttribute("data-currency", "GBP");
  await expectPounds(page);
  await page.reload();
  await expect(page.getByTestId("from-amount")).toHaveText(formatEurInGbp(implantFrom.eur), {
    useInnerText: true,
  });
  // The consultation day, rendered per request, is in pounds too, and says it charges euros.
  await page.goto("/consultation-event");
  await expect(page.locator("html")).toHaveAttribute("data-currency", "GBP");
  await expect(page.getByTestId("charged-in-euros").first()).toBeVisible();
  await expect(page.getByTestId("charged-in-euros").first()).toHaveText(consultationEvent.chargedInEuros);

  // And back to euros from the footer's switch, on any page.
  await page.goto("/treatments/dental-implant");
  await page.locator("footer").getByRole("link", { name: priceWords.short.EUR }).click();
  await expect(page.getByTestId("from-amount")).toHaveText(formatEur(implantFrom.eur), {
    useInnerText: true,
  });
  await page.goto("/consultation-event");
  await expect(page.getByTestId("charged-in-euros").first()).toBeHidden();
});

test("the prices in pounds pass axe, with the hidden euros out of the accessibility tree", async ({
  page,
}) => {
  await gotoHydrated(page, "/prices");
  await page.getByRole("link", { name: priceWords.show.GBP }).click();
  await page.goto("/treatments/dental-implant");
  await expect(page.getByTestId("from-amount")).toHaveText(formatEurInGbp(implantFrom.eur), {
    useInnerText: true,
  });
  const snapshot = await page.getByTestId("from-price").ariaSnapshot();
  expect(snapshot).toContain(formatEurInGbp(implantFrom.eur));
  expect(snapshot).not.toContain(formatEur(implantFrom.eur));
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link chooses GBP: /prices, the home page and a treatment page show pounds, after a reload too", async ({
    page,
  }) => {
    await page.goto("/prices");
    const link = page.getByRole("link", { name: priceWords.show.GBP });
    await expect(link).toHaveAttribute("rel", "nofollow");
    await link.click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.locator("html")).toHaveAttribute("data-currency", "GBP");
    await expect(page.getByTestId("currency-status")).toHaveText(priceWords.shownIn.GBP, {
      useInnerText: true,
    });
    await expectPounds(page);
    await page.reload();
    await expect(page.getByTestId("from-amount")).toHaveText(formatEurInGbp(implantFrom.eur), {
      useInnerText: true,
    });

    // The footer's link comes back to the page it was on, in euros.
    await page.locator("footer").getByRole("link", { name: priceWords.short.EUR }).click();
    await expect(page).toHaveURL(/\/treatments\/dental-implant$/);
    await expect(page.getByTestId("from-amount")).toHaveText(formatEur(implantFrom.eur), {
      useInnerText: true,
    });
  });
});
