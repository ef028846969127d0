import { expect, test } from "@playwright/test";
import { prerenderPaths } from "../../app/content/pages";
import {
  expectNoAxeViolations,
  freezeClock,
  gotoHydrated,
  recordForeignRequests,
  suppressNewsletterPopup,
} from "../support/e2e";

// Every prerendered page, plus the pages rendered per request.
const pages = [
  ...prerenderPaths(),
  "/consultation-event",
  "/consultation-success?session_id=cs_unknown",
  "/no-such-page",
];

test.describe("every page", () => {
  for (const path of pages) {
    test(`${path} passes axe and asks no other site for anything`, async ({ page, baseURL }) => {
      // The home page is the longest: axe alone takes ~15 s of this 2-core machine's CPU there
      // (measured from a trace), about half of the default budget once the browser starts. As
      // the run's first test it also shares the CPU with the server compressing its prepared
      // pages (decision 0027): on CI at load 9 its axe run took 64 s and the test 96 s.
      if (path === "/") test.setTimeout(180_000);
      await suppressNewsletterPopup(page);
      const foreign = recordForeignRequests(page, baseURL!);
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(foreign).toEqual([]);
    });
  }

  test("the check itself fails on a page with a broken rule, and names it", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/about/team");
    // An image with no text alternative and a link with no name: two rules a visitor would notice.
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const image = document.createElement("img");
      image.src = "/favicon.ico";
      const link = document.createElement("a");
      link.href = "/prices";
      main.append(image, link);
    });
    const failure = await expectNoAxeViolations(page).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt (critical)");
    expect(failure).toContain("link-name (serious)");
  });

  test("the check reaches into our own frames, as the confirmation page's time picker is", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/about/team");
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const frame = document.createElement("iframe");
          frame.title = "A page of ours";
          frame.src = "/prices";
          frame.addEventListener("load", () => resolve(), { once: true });
          document.querySelector("main")!.append(frame);
        }),
    );
    const inner = page.frames().find((frame) => frame.url().endsWith("/prices"))!;
    await inner.evaluate(() => {
      const image = document.createElement("img");
      image.src = "/favicon.ico";
      document.querySelector("main")!.append(image);
    });
    const failure = await expectNoAxeViolations(page).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt (critical)");
    expect(failure).toMatch(/iframe\S* img/);
  });

  test("the newsletter popup passes axe when open", async ({ page }) => {
    // Axe on the whole home page, as above: ~9 s alone, 25-32 s while the other worker runs on a
    // busy 2-core machine (measured; the same on the build before and after decision 11).
    test.slow();
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("newsletter-popup")).toBeVisible();
    await page.clock.resume(); // axe waits on real timers
    await expectNoAxeViolations(page);
  });

  test("the open mobile menu passes axe", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Implantology" }).click();
    await expectNoAxeViolations(page);
  });
});
