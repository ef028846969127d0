import { expect, test, type Page } from "@playwright/test";
import { emulateSlowPhone, gotoHydrated, suppressNewsletterPopup, topOf } from "../support/e2e";

/** The offset below the fixed navigation bar (docs/product.md, Figures). */
const OFFSET = 80;

/**
 * What the visitor sees: the home page, the section 80px down, and keyboard focus on it. (From a
 * page without React the link is followed by the browser, and the address keeps the anchor.)
 */
async function expectLandedOn(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/(#${id})?$`));
  await expect.poll(() => topOf(page, id), { timeout: 20_000, intervals: [100] }).toBe(OFFSET);
  await expect(page.locator(`#${id}`)).toBeFocused();
}

/** The contact form's heading is on screen, not hidden under the navigation bar. */
async function expectLandedOnContactForm(page: Page) {
  await expectLandedOn(page, "contact");
  const heading = page.locator("#contact-title");
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(OFFSET);
}

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test.describe("anchor links", () => {
  test("on the home page, scroll straight to the anchor 80px below the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Dental tourism" }).click();
    await expectLandedOn(page, "dental-tourism");
  });

  test("from another page, go home first, then scroll to the anchor with the 80px offset", async ({
    page,
  }) => {
    await gotoHydrated(page, "/a-page-that-does-not-exist");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
    await expectLandedOnContactForm(page);
  });

  test("with reduced motion, the jump lands in the same place", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/prices");
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expectLandedOn(page, "about");
  });

  test("Back returns to where the visitor was on the page they left", async ({ page }) => {
    await gotoHydrated(page, "/prices");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.getByTestId("navbar").getByRole("link", { name: "Book Now" }).click();
    await expectLandedOnContactForm(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/prices$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test("a plain path navigates and starts at the top", async ({ page }) => {
    await gotoHydrated(page, "/a-page-that-does-not-exist");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// A slow phone: the home page appears up to a second or more after the click, so the scroll
// must wait for it rather than for a fixed time. The phone slows down once the first page is
// showing, so what is slow is what the spec is about: from the click to the landing. (Throttled
// from the very first load, one load in about fifty never fired 'load' on this machine.) These
// tests get three times the usual time (test.slow).
const otherPages = ["/prices", "/treatments/dental-implant", "/about/team", "/travel-info", "/gallery"];

test.describe("Book Now on a slow phone", () => {
  test.slow();
  for (const path of otherPages) {
    test(`from ${path}, the navigation bar's Book Now lands on the home page's contact form`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await emulateSlowPhone(page);
      await page.getByTestId("navbar").getByRole("link", { name: "Book Now" }).click();
      await expectLandedOnContactForm(page);
    });
  }
});

test.describe("the mobile menu and footer on a slow phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.slow();

  async function bookNowFromMenu(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByRole("link", { name: "Book Now" }).click();
    await expect(menu).toBeHidden();
  }

  for (const path of otherPages) {
    test(`from ${path}, the menu's Book Now lands on the home page's contact form`, async ({ page }) => {
      await gotoHydrated(page, path);
      await emulateSlowPhone(page);
      await bookNowFromMenu(page);
      await expectLandedOnContactForm(page);
    });
  }

  test("on the home page, the menu's Book Now scrolls to the form and focus goes with it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await emulateSlowPhone(page);
    await bookNowFromMenu(page);
    await expectLandedOnContactForm(page);
  });

  for (const [name, id] of [
    ["About us", "about"],
    ["Treatments", "treatments"],
    ["Dental tourism", "dental-tourism"],
  ] as const) {
    test(`the footer's '${name}' lands on its home page section`, async ({ page }) => {
      await gotoHydrated(page, "/travel-info");
      await emulateSlowPhone(page);
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
      await expectLandedOn(page, id);
    });
  }
});
