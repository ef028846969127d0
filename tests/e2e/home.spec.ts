import { expect, test, type Page } from "@playwright/test";
import { home } from "../../app/content/home";
import { calculatorLimits, calculatorTreatments, completeTreatments } from "../../app/content/price-list";
import { calculateTreatmentCost, completeEur, savingsPercent } from "../../app/lib/pricing";
import { formatEur } from "../../app/lib/format";
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
    formatEur(calculateTreatmentCost(1, 2).budapest),
    completeTreatments["straumann-implant"].name,
    `Save ${savingsPercent(completeEur("straumann-implant"), completeTreatments["straumann-implant"].abroad.uk)}%`,
    home.calculator.includes,
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

/** The Budapest total the calculator shows for these counts, in euros, from the price list. */
const totalFor = (implants: number, crowns: number) =>
  formatEur(calculateTreatmentCost(implants, crowns).budapest);

test("the calculator follows the rules with its buttons and typed input", async ({ page }) => {
  await gotoHydrated(page, "/");
  const implants = page.getByRole("textbox", { name: "Number of implants" });
  const crowns = page.getByRole("textbox", { name: "Number of crowns" });
  // What is on screen: the amount in the visitor's currency only.
  const total = page.getByTestId("budapest-total");
  const shows = (text: string) => expect(total).toHaveText(text, { useInnerText: true });
  await shows(totalFor(1, 2));
  await page.getByRole("button", { name: "One more: number of implants" }).click();
  await expect(implants).toHaveValue("2");
  await page.getByRole("button", { name: "One more: number of crowns" }).click();
  await expect(crowns).toHaveValue("3");
  await shows(totalFor(2, 3));
  await expect(page.getByTestId("saving-uk")).toHaveText(formatEur(calculateTreatmentCost(2, 3).savings.uk), {
    useInnerText: true,
  });
  await expect(page.getByTestId("calculator-result")).toHaveAttribute("aria-live", "polite");
  await expect(page.getByTestId("calculator-includes")).toHaveText(home.calculator.includes);

  await implants.fill("abc");
  await implants.blur();
  await expect(implants).toHaveValue("0");
  await shows(totalFor(0, 3));
  const minus = page.getByRole("button", { name: "One fewer: number of implants" });
  await expect(minus).toBeDisabled();
  await implants.fill("4");
  await shows(
    formatEur(4 * completeEur(calculatorTreatments.implant) + 3 * completeEur(calculatorTreatments.crown)),
  );
  await minus.click();
  await expect(implants).toHaveValue("3");
});

test("the calculator counts 0 to 32: plus stops at 32, and 33 or 1000 is answered beside the field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const crowns = page.getByRole("textbox", { name: "Number of crowns" });
  const plus = page.getByRole("button", { name: "One more: number of crowns" });
  const message = page.locator("#calculator-crowns-limit");
  const total = page.getByTestId("budapest-total");
  await crowns.fill("31");
  await expect(message).toBeHidden();
  await plus.click();
  await expect(crowns).toHaveValue(String(calculatorLimits.max));
  await expect(plus).toBeDisabled();
  await expect(total).toHaveText(totalFor(1, 32), { useInnerText: true });

  for (const typed of ["33", "1000"]) {
    await crowns.fill(typed);
    await expect(message).toBeVisible();
    await expect(message).toHaveText(home.calculator.limitMessage);
    await expect(crowns).toHaveAttribute("aria-invalid", "true");
    await expect(crowns).toHaveAccessibleDescription(new RegExp(home.calculator.limitMessage.slice(0, 30)));
    // The estimate counts the most allowed, 32.
    await expect(total).toHaveText(totalFor(1, 32), { useInnerText: true });
  }
  await crowns.blur();
  await expect(crowns).toHaveValue("32");
  await expect(message).toBeHidden();
  await crowns.fill("2.5");
  await expect(message).toBeVisible();
  await crowns.fill("12");
  await expect(message).toBeHidden();
  await expect(crowns).not.toHaveAttribute("aria-invalid");
  await expect(total).toHaveText(totalFor(1, 12), { useInnerText: true });
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
    const straumann = completeTreatments["straumann-implant"];
    await expect(table.getByRole("row", { name: straumann.name })).toContainText(
      `Save ${savingsPercent(completeEur("straumann-implant"), straumann.abroad.usa)}%`,
    );
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
