import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, freezeClock, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

const staffHeaders = { Authorization: "Bearer e2e-staff-token-0123456789" };

test.describe("newsletter popup", () => {
  test("appears 10 s after load, and the close button hides it without setting the flag", async ({
    page,
  }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    const popup = page.getByTestId("newsletter-popup");
    await page.clock.runFor(9_900);
    await expect(popup).toBeHidden();
    await page.clock.runFor(200);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("10%");
    // Focus moves into the dialog.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=newsletter-popup]")))
      .toBe(true);
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
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
    await expect(page.getByTestId("newsletter-popup")).toBeHidden();
  });

  test("is not shown when the visitor has already subscribed", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("newsletterSubscribed", "true"));
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(15_000);
    await expect(page.getByTestId("newsletter-popup")).toBeHidden();
  });

  test("a sign-up shows thanks, sets the flag and closes 3 s later", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup.getByRole("status")).toContainText("Check your inbox to confirm your subscription");
    expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBe("true");
    await page.clock.runFor(2_900);
    await expect(popup).toBeVisible();
    await page.clock.runFor(200);
    await expect(popup).toBeHidden();
  });

  test("a sign-up is pending until the emailed link is clicked: the popup says to check the inbox", async ({
    page,
    request,
  }) => {
    const email = `pending-${Date.now()}@example.com`;
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill(email);
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup.getByRole("status")).toContainText("Check your inbox to confirm your subscription");
    await expect(popup).not.toContainText("on its way");
    const stored = await request.get("/api/staff/leads?kind=subscribers", { headers: staffHeaders });
    const { subscribers } = (await stored.json()) as { subscribers: { email: string; status: string }[] };
    expect(subscribers.find((s) => s.email === email)?.status).toBe("pending");
  });

  test("the browser refuses a malformed address before anything is sent", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill("not-an-email");
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup.getByRole("status")).toHaveCount(0);
    expect(
      await popup.getByLabel("Email address").evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
  });
});

test.describe("newsletter links", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("a confirmation link that does not work says so (404) and offers a new one", async ({ page }) => {
    const response = await page.goto(`/newsletter/confirm/${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link does not work");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoAxeViolations(page);
    await gotoHydrated(page, `/newsletter/confirm/${"x".repeat(43)}`);
    await page.getByRole("main").getByLabel("Email address").fill(`again-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page.getByRole("status")).toContainText("Check your inbox");
  });

  test("an unsubscribe link that does not work says so (404) and says how to stop our emails", async ({
    page,
  }) => {
    const response = await page.goto(`/newsletter/unsubscribe/${"z".repeat(64)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link does not work");
    await expectNoAxeViolations(page);
  });
});
