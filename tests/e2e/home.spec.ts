import { expect, test, type Page } from "@playwright/test";
import { home } from "../../app/content/home";
import { gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test("the server HTML carries every section's text", async ({ request }) => {
  // What a reader sees: React's empty text separators and entities removed.
  const html = (await (await request.get("/")).text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
  const expected = [
    home.hero.title,
    "Book Consultation",
    "Explore Treatments",
    ...home.results.items.map((r) => r.title),
    "Exclusive Private Dental Clinic",
    "5,000+",
    "20+",
    "30+",
    "Superbrand",
    "Best of Budapest",
    "ISO 9001",
    ...home.whyChooseUs.cards.map((c) => c.title),
    ...home.treatments.cards.map((c) => c.title),
    ...home.tourism.blocks.map((b) => b.title),
    "Exclusive Accommodation Partner",
    home.journey.title,
    "Treatment Cost Calculator",
    "€1,490",
    "Straumann dental implant",
    "Save 66%",
    home.comparison.disclaimer,
    ...home.testimonials.items.map((t) => t.name),
    "Name *",
    "Email *",
    "Select Treatment",
    "Monday to Friday: 9:00-19:00",
  ];
  expect(expected.filter((text) => !html.includes(text))).toEqual([]);
});

test.describe("before/after sliders", () => {
  for (const item of home.results.items) {
    test(`${item.title}: keyboard and drag move the divider`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const frame = page.getByTestId(`slider-${item.id}`);
      const handle = frame.getByRole("slider");
      await expect(handle).toHaveAttribute("aria-valuenow", "50");
      await expect(handle).toHaveAccessibleName(`Compare before and after: ${item.title}`);
      await handle.focus();
      await page.keyboard.press("ArrowRight");
      await expect(handle).toHaveAttribute("aria-valuenow", "51");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(handle).toHaveAttribute("aria-valuenow", "49");
      await page.keyboard.press("End");
      await expect(handle).toHaveAttribute("aria-valuenow", "100");
      await page.keyboard.press("Home");
      await expect(handle).toHaveAttribute("aria-valuenow", "0");

      await frame.scrollIntoViewIfNeeded();
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(handle).toHaveAttribute("aria-valuenow", "25");
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(handle).toHaveAttribute("aria-valuenow", "100");
    });
  }

  test("a touch drag moves the divider", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/");
    const frame = page.getByTestId("slider-veneers");
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    const y = box.y + box.height / 2;
    const client = await context.newCDPSession(page);
    await client.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: box.x + box.width * 0.5, y }],
    });
    for (const fraction of [0.45, 0.4, 0.35, 0.3]) {
      await client.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: box.x + box.width * fraction, y }],
      });
    }
    await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(frame.getByRole("slider")).toHaveAttribute("aria-valuenow", "30");
    await context.close();
  });
});

test("the counters count up to 5,000+, 20+ and 30+ once scrolled into view", async ({ page }) => {
  await gotoHydrated(page, "/");
  const counters = page.getByTestId("counter");
  await expect(counters.first()).toHaveText("0+");
  await page.locator("#about").scrollIntoViewIfNeeded();
  await expect(counters.nth(0)).toHaveText("5,000+", { timeout: 5_000 });
  await expect(counters.nth(1)).toHaveText("20+");
  await expect(counters.nth(2)).toHaveText("30+");
});

test.describe("treatment modal", () => {
  // The page behind an open dialog does not scroll (app.css: the root's overflow).
  const pageOverflow = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow);

  async function open(page: Page) {
    await page.getByRole("button", { name: "Read more about Dental Implants" }).click();
    const modal = page.getByRole("dialog", { name: home.treatments.cards[0].article.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText(home.treatments.cards[0].article.title);
    expect(await pageOverflow(page)).toBe("hidden");
    return modal;
  }

  test("locks the page scroll, keeps focus off the page behind and closes with the close button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const modal = await open(page);
    // A modal dialog makes the page behind it inert: Tab goes round the dialog's controls and,
    // as browsers do for native modals, the browser's own controls (nothing on the page focused).
    const where: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      where.push(
        await page.evaluate(() =>
          document.activeElement?.closest("dialog[open]")
            ? "dialog"
            : document.activeElement === document.body
              ? "browser"
              : `page: ${document.activeElement?.outerHTML.slice(0, 80)}`,
        ),
      );
    }
    expect(where.filter((w) => w !== "dialog" && w !== "browser")).toEqual([]);
    expect(where.filter((w) => w === "dialog").length).toBeGreaterThanOrEqual(4);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    expect(await pageOverflow(page)).not.toBe("hidden");
    await expect(page.getByRole("button", { name: "Read more about Dental Implants" })).toBeFocused();
  });

  test("closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const modal = await open(page);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });

  test("closes on a click outside it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const modal = await open(page);
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    expect(await pageOverflow(page)).not.toBe("hidden");
  });

  test("each card links to its treatment page", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const card of home.treatments.cards) {
      await expect(
        page.locator("#treatments").getByRole("link", { name: new RegExp(`^${card.title} page`) }),
      ).toHaveAttribute("href", card.link);
    }
  });
});

test("the calculator follows the rules with its buttons and typed input", async ({ page }) => {
  await gotoHydrated(page, "/");
  const implants = page.getByRole("textbox", { name: "Number of implants" });
  const crowns = page.getByRole("textbox", { name: "Number of crowns" });
  const total = page.getByTestId("budapest-total");
  await expect(total).toHaveText("€1,490");
  await page.getByRole("button", { name: "One more: number of implants" }).click();
  await expect(implants).toHaveValue("2");
  await page.getByRole("button", { name: "One more: number of crowns" }).click();
  await expect(crowns).toHaveValue("3");
  await expect(total).toHaveText("€2,660");
  await expect(page.getByTestId("saving-uk")).toHaveText("€5,190");
  await expect(page.getByTestId("calculator-result")).toHaveAttribute("aria-live", "polite");

  await implants.fill("abc");
  await implants.blur();
  await expect(implants).toHaveValue("0");
  await expect(total).toHaveText("€960");
  const minus = page.getByRole("button", { name: "One fewer: number of implants" });
  await expect(minus).toBeDisabled();
  await implants.fill("4");
  await expect(total).toHaveText(`€${(4 * 850 + 3 * 320).toLocaleString("en-GB")}`);
  await minus.click();
  await expect(implants).toHaveValue("3");
});

test("the testimonials carousel wraps around both ways", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.locator("#testimonials");
  const status = section.locator("[aria-live=polite]");
  await expect(status).toHaveText("Testimonial 1 of 4");
  await section.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(status).toHaveText("Testimonial 4 of 4");
  await section.getByRole("button", { name: "Next testimonial" }).click();
  await expect(status).toHaveText("Testimonial 1 of 4");
  await section.getByRole("button", { name: "Show testimonial 3" }).click();
  await expect(status).toHaveText("Testimonial 3 of 4");
  await expect(section.getByRole("group", { name: "3 of 4" })).toContainText(home.testimonials.items[2].name);
  await section.getByRole("button", { name: "Next testimonial" }).click();
  await section.getByRole("button", { name: "Next testimonial" }).click();
  await expect(status).toHaveText("Testimonial 1 of 4");
  await expect(section.getByRole("img", { name: "Rated 5 out of 5" }).first()).toBeVisible();
});

test.describe("price comparison columns", () => {
  test("Germany and USA are hidden on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    const table = page.locator("#price-comparison table");
    await expect(table.getByRole("columnheader", { name: "UK" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Germany" })).toBeHidden();
    await expect(table.getByRole("columnheader", { name: "USA" })).toBeHidden();
  });
  test("all countries show on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/");
    const table = page.locator("#price-comparison table");
    for (const name of ["UK", "Germany", "USA"])
      await expect(table.getByRole("columnheader", { name })).toBeVisible();
    await expect(table.getByRole("row", { name: /Straumann/ })).toContainText("Save 76%");
  });
});

test("Explore Treatments scrolls to the treatments section 80px below the top", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Explore Treatments" }).click();
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById("treatments")!.getBoundingClientRect().top)),
    )
    .toBe(80);
});
