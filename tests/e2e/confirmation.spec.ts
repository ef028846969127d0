import { expect, test } from "@playwright/test";
import { freezeClock, gotoHydrated } from "../support/e2e";

test("the newsletter popup never opens over the confirmation page, though it does elsewhere", async ({
  page,
}) => {
  await freezeClock(page);
  await gotoHydrated(page, "/consultation-success?session_id=cs_test_made_up_123");
  await page.clock.runFor(15_000);
  await expect(page.getByTestId("newsletter-popup")).toHaveCount(0);

  await gotoHydrated(page, "/consultation-event");
  await page.clock.runFor(10_100);
  await expect(page.getByTestId("newsletter-popup")).toBeVisible();
});

test("the footer shows the reader's current year, also on a page prerendered long before", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.clock.install({ time: new Date("2031-03-01T10:00:00Z") });
  // '/' is prerendered at build time; '/consultation-event' is rendered per request.
  for (const path of ["/", "/consultation-event"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
  }
  expect(blocked).toEqual([]);
});

test("without JavaScript the footer still has a year", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(/© 20\d\d /);
  await context.close();
});
