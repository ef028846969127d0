import { test } from "@playwright/test";
import { suppressNewsletterPopup } from "../support/e2e";

test.setTimeout(240_000);
for (const [name, width, height] of [["phone", 390, 844], ["desktop", 1440, 900]] as const) {
  test(`screens ${name}`, async ({ page, baseURL }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize({ width, height });
    for (const currency of ["EUR", "GBP"]) {
      await page.context().addCookies([{ name: "currency", value: currency, url: baseURL! }]);
      await page.goto("/");
      await page.locator("#calculator").screenshot({ path: `/tmp/shots-prices/${name}-${currency}-calculator.png` });
      await page.locator("#price-comparison").screenshot({ path: `/tmp/shots-prices/${name}-${currency}-comparison.png` });
      await page.goto("/prices");
      await page.screenshot({ path: `/tmp/shots-prices/${name}-${currency}-prices-top.png` });
      await page.locator("#implants").screenshot({ path: `/tmp/shots-prices/${name}-${currency}-prices-implants.png` });
      await page.goto("/treatments/dental-implant");
      await page.screenshot({ path: `/tmp/shots-prices/${name}-${currency}-treatment.png` });
      await page.locator("footer").screenshot({ path: `/tmp/shots-prices/${name}-${currency}-footer.png` });
    }
    await page.goto("/");
    await page.locator("#calculator-crowns").fill("33");
    await page.locator("#calculator").screenshot({ path: `/tmp/shots-prices/${name}-limit.png` });
  });
}
