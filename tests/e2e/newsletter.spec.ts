import { expect, test } from "@playwright/test";
import { freezeClock, gotoHydrated } from "../support/e2e";

test.describe("newsletter popup", () => {
  test("appears 10 s after load, and the close button hides it without setting the flag", async ({
    page,
  }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    const popup = page.getByTestId("newsletter-popup");
    await page.clock.runFor(9_900);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("10%");
    // Focus moves into the dialog.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=newsletter-popup]")))
      .toBe(true);
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBeNull();
  });

  test("Escape closes it", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("newsletter-popup")).toBeVisible();
    await page.clock.resume(); // let the dialog finish mounting as it would in real time
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=newsletter-popup]")))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("newsletter-popup")).toHaveCount(0);
  });

  test("is not shown when the visitor has already subscribed", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("newsletterSubscribed", "true"));
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(15_000);
    await expect(page.getByTestId("newsletter-popup")).toHaveCount(0);
  });

  test("a sign-up shows thanks, sets the flag and closes 3 s later", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup).toContainText("Check your inbox to confirm your subscription");
    expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBe("true");
    await page.clock.runFor(2_900);
    await expect(popup).toBeVisible();
    await page.clock.runFor(200);
    await expect(popup).toHaveCount(0);
  });

  test("the browser refuses a malformed address before anything is sent", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill("not-an-email");
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup).not.toContainText("Thank you");
    expect(
      await popup.getByLabel("Email address").evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
  });
});
