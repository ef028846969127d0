import { expect, test } from "@playwright/test";
import { freezeClock, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

test.describe("navigation bar", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("is transparent at the top and solid after more than 20px of scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    const navbar = page.getByTestId("navbar");
    await expect(navbar).not.toHaveAttribute("data-solid");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(navbar).toHaveAttribute("data-solid", "true");
    await expect(navbar).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // Back to exactly 20px: the bar turns transparent again, so 20px is not 'more than 20px'.
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    await expect(navbar).not.toHaveAttribute("data-solid");
  });

  test("is solid at the top when the URL hash contains 'prices'", async ({ page }) => {
    await gotoHydrated(page, "/#prices-table");
    await expect(page.getByTestId("navbar")).toHaveAttribute("data-solid", "true");
  });

  test("lists every main link and all six treatment groups in the server HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const label of [
      "Our Clinic",
      "Our Team",
      "Gallery",
      "Prices",
      "Consultation Day",
      "Travel Info",
      "Book Now",
    ]) {
      expect(html).toContain(label);
    }
    for (const group of [
      "Restorative Dentistry",
      "Implantology",
      "Oral Surgery",
      "Dental Hygiene",
      "Cosmetic Dentistry",
      "Special Services",
    ]) {
      expect(html).toContain(group);
    }
    expect(html).toContain('href="/treatments/microscopic-root-treatment"');
    expect(html).toContain('href="/#contact"');
  });

  test("the Treatments menu opens by click, hover and keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Treatments" });
    const link = page.getByTestId("navbar").getByRole("link", { name: "Straumann Implants" });
    await expect(link).toBeHidden();
    // Click opens it; a click elsewhere closes it.
    await trigger.click();
    await expect(link).toBeVisible();
    // The browser tells assistive technology the popover's state; HTML forbids aria-expanded here.
    expect(await trigger.getAttribute("aria-expanded")).toBeNull();
    await page.mouse.click(5, 600);
    await expect(link).toBeHidden();
    // Hover opens it; moving away closes it.
    await trigger.hover();
    await expect(link).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(link).toBeHidden();
    // Keyboard: Enter opens, arrows move into the menu, Escape closes.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(link).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("navbar").getByRole("link", { name: "Dental Crowns" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
  });

  test("the Book Now icon animates for 1 s every 5 s", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    const icon = page.getByTestId("navbar").getByTestId("book-now-icon");
    await expect(icon).toHaveAttribute("data-nudging", "false");
    await page.clock.runFor(5_000);
    await expect(icon).toHaveAttribute("data-nudging", "true");
    await page.clock.runFor(1_000);
    await expect(icon).toHaveAttribute("data-nudging", "false");
    await page.clock.runFor(4_000);
    await expect(icon).toHaveAttribute("data-nudging", "true");
  });

  test("the Book Now icon stays still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(11_000);
    await expect(page.getByTestId("navbar").getByTestId("book-now-icon")).toHaveAttribute(
      "data-nudging",
      "false",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("opens one treatment section at a time; tapping the open one closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    const implantology = menu.getByRole("button", { name: "Implantology" });
    const surgery = menu.getByRole("button", { name: "Oral Surgery" });

    await implantology.click();
    await expect(implantology).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Straumann Implants" })).toBeVisible();

    await surgery.click();
    await expect(surgery).toHaveAttribute("aria-expanded", "true");
    await expect(implantology).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Straumann Implants" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Sinus Lift" })).toBeVisible();

    await surgery.click();
    await expect(surgery).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Sinus Lift" })).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("scroll-to-top button", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("appears after 300px and scrolls smoothly back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    // Back to exactly 300px: the button goes, so 300px is not 'more than 300px'.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("opens social links in a new tab and shows this year's copyright", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Facebook", "Instagram", "Twitter", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of [
      "Privacy Policy",
      "Terms & Conditions",
      "Sitemap",
      "Dental Implants",
      "Porcelain Veneers",
    ]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });
});
