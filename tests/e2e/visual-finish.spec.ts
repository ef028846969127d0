import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, freezeClock, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

// Issue 30, 'Visual finish': the desktop hero's drawing, card rows without a hole, the floating
// button clear of WhatsApp and Book Now, the popup's backdrop, and a logo readable over anything.

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const widths = [phone, { width: 768, height: 1024 }, { width: 1024, height: 768 }, desktop];

// Each test loads a long page, some at four widths, some with axe: triple time on a shared machine.
test.beforeEach(() => test.slow());

/** Scrolls to `y` and waits until the page is there (and the site script has seen it). */
async function scrollTo(page: Page, y: number | "end") {
  const target = await page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const top = to === "end" ? end : Math.min(to, end);
    window.scrollTo(0, top);
    return top;
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(target));
}

test.describe("home hero", () => {
  test("on a desktop the right half shows the drawing, at its fixed size, beside the text", async ({
    page,
  }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize(desktop);
    await page.goto("/");
    const image = page.getByTestId("hero-picture").locator("img");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveAttribute("width", "480");
    await expect(image).toHaveAttribute("height", "520");
    // The drawing itself arrived (not the blank the <img> keeps for narrow screens).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("hero-budapest-window");
    const picture = (await image.boundingBox())!;
    const heading = (await page.locator("#hero-title").boundingBox())!;
    expect(picture.x).toBeGreaterThanOrEqual(desktop.width / 2);
    expect(picture.x + picture.width).toBeLessThanOrEqual(desktop.width);
    expect(intersects(picture, heading)).toBe(false);
    for (const text of await page.locator("#hero-title ~ *").all())
      expect(intersects(picture, (await text.boundingBox())!)).toBe(false);
  });

  // The largest paint is the hero's own text, which needs no download: the H1 or, on some widths,
  // the lead paragraph under it (their areas differ by a few per cent: at 412 px the paragraph wins).
  test("on a phone the drawing is neither shown nor downloaded, and the largest paint is the hero's text", async ({
    page,
  }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize(phone);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByTestId("hero-picture")).toBeHidden();
    expect(asked.filter((url) => url.includes("hero-budapest-window"))).toEqual([]);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            const hero = last.element?.closest("section[aria-labelledby='hero-title']");
            resolve(
              hero && last.element ? `hero ${last.element.tagName}` : `${last.element?.tagName ?? "(none)"}`,
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(["hero H1", "hero P"]).toContain(largest);
  });

  test("a drawing that fails to load gives way to a quiet placeholder of the same size", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize(desktop);
    await page.route(/hero-budapest-window.*\.svg$/, (route) => route.abort());
    await page.goto("/");
    const hero = page.getByTestId("hero-picture");
    await expect(hero.locator("[data-fallback-for]")).toBeVisible();
    await expect(hero.locator("picture")).toBeHidden();
    const box = (await hero.locator("[data-fallback-for]").boundingBox())!;
    expect(Math.round(box.width / (box.height / 520))).toBe(480);
  });
});

test.describe("cards in rows", () => {
  // Pages with rows of cards: treatment results (5), a treatment's kinds (3), steps (5) and related
  // treatments (10), myths (5), the clinic's procedures (5).
  const paths = [
    "/",
    "/treatments/dental-crown",
    "/treatments/misconceptions",
    "/clinic/budapest-dental-clinic",
  ];

  for (const size of widths) {
    test(`leave no hole at ${size.width}px: every row full, a shorter last row centred`, async ({ page }) => {
      await suppressNewsletterPopup(page);
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        // Every list of three or more cards in the page's main part laid out in columns: a grid, or
        // wrapping rows whose first row's items are all as wide (a row of chips is not columns).
        const holes = await page.evaluate(() => {
          const found: string[] = [];
          for (const list of document.querySelectorAll<HTMLElement>("main ul, main ol, main div")) {
            const style = getComputedStyle(list);
            if (style.display !== "grid" && !(style.display === "flex" && style.flexWrap === "wrap"))
              continue;
            const items = [...list.children].filter((c) => (c as HTMLElement).offsetParent !== null);
            if (items.length < 3) continue;
            const rows = new Map<number, DOMRect[]>();
            for (const item of items) {
              const box = item.getBoundingClientRect();
              const top = Math.round(box.top);
              rows.set(top, [...(rows.get(top) ?? []), box]);
            }
            const ordered = [...rows.values()];
            const perRow = Math.max(...ordered.map((row) => row.length));
            if (perRow < 2) continue;
            const widths = ordered[0]!.map((b) => Math.round(b.width));
            if (style.display === "flex" && Math.max(...widths) - Math.min(...widths) > 1) continue;
            // Wrapping cards fill their first row; a row that starts with one full-width item (the
            // hero's "from" price above its buttons) is a layout, not a row of cards.
            if (style.display === "flex" && ordered[0]!.length < perRow) continue;
            const inner = list.getBoundingClientRect();
            const left = inner.left + parseFloat(style.paddingLeft);
            const right = inner.right - parseFloat(style.paddingRight);
            const last = ordered.at(-1)!;
            const gapLeft = Math.min(...last.map((b) => b.left)) - left;
            const gapRight = right - Math.max(...last.map((b) => b.right));
            const fullRowsFull = ordered.slice(0, -1).every((row) => row.length === perRow);
            if (!fullRowsFull || Math.abs(gapLeft - gapRight) > 2)
              found.push(
                `${list.tagName.toLowerCase()} "${(items[0]!.textContent ?? "").trim().slice(0, 30)}": rows of ${ordered.map((r) => r.length).join("+")}, last row ${Math.round(gapLeft)}px from the left, ${Math.round(gapRight)}px from the right`,
              );
          }
          return found;
        });
        expect(holes, `${path} at ${size.width}px`).toEqual([]);
      }
    });
  }
});

test.describe("floating button", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  for (const size of widths) {
    test(`at ${size.width}px scroll-to-top covers neither WhatsApp, Book Now nor the page's last line`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, "/");
      await scrollTo(page, 900);
      const toTop = page.getByRole("button", { name: "Back to top" });
      await expect(toTop).toBeVisible();
      const button = (await toTop.boundingBox())!;
      // Wherever WhatsApp, Book Now and its nudging icon are shown on this width, they are clear.
      const shown = [
        page.getByTestId("whatsapp-link-bar"),
        page.getByRole("banner").getByRole("link", { name: "Book Now" }),
        page.getByRole("banner").getByTestId("book-now-icon"),
      ];
      for (const control of shown)
        if (await control.isVisible()) expect(intersects(button, (await control.boundingBox())!)).toBe(false);
      // At the end of the page, no link or button is under it.
      await scrollTo(page, "end");
      await expect(toTop).toBeVisible();
      const covered = await page.evaluate(() => {
        const self = document.querySelector("[data-scroll-top]")!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea")]
          .filter((el) => !el.hasAttribute("data-scroll-top") && el.offsetParent !== null)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return (
              box.left < self.right && self.left < box.right && box.top < self.bottom && self.top < box.bottom
            );
          })
          .map((el) => el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName);
      });
      expect(covered).toEqual([]);
    });
  }

  test("on a phone, after scrolling, the menu's WhatsApp and Book Now are not under it", async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, "/");
    await scrollTo(page, 900);
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    // On a phone WhatsApp and Book Now are in the menu (the bar has no room for them).
    await expect(page.getByTestId("whatsapp-link-bar")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    for (const control of [
      menu.getByTestId("whatsapp-link-menu"),
      menu.getByRole("link", { name: "Book Now" }),
    ]) {
      await expect(control).toBeVisible();
      // A tap anywhere along it reaches it: nothing is drawn over its middle or its two ends (the
      // ends' centres: its corners are rounded off, and a tap there is not on it).
      await control.scrollIntoViewIfNeeded();
      const reached = await control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const xs = [box.left + box.height / 2, box.left + box.width / 2, box.right - box.height / 2];
        return xs.map((x) => el.contains(document.elementFromPoint(x, y)));
      });
      expect(reached).toEqual([true, true, true]);
    }
  });
});

test.describe("newsletter popup backdrop", () => {
  test("the page behind is dimmed, a click on it closes the popup, and focus goes back", async ({ page }) => {
    await page.setViewportSize(phone);
    await freezeClock(page);
    await gotoHydrated(page, "/");
    // A keyboard visitor is on 'Book Consultation' when the popup opens.
    await page.getByRole("link", { name: "Book Consultation" }).first().focus();
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await expect(popup).toBeVisible();
    await page.clock.resume();
    const backdrop = await popup.evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor);
    const alpha = Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(backdrop)?.[1] ?? 1);
    expect(backdrop).not.toBe("rgba(0, 0, 0, 0)");
    expect(alpha).toBeGreaterThanOrEqual(0.6);
    // A click on the panel's own padding is not a click on the backdrop.
    const panel = (await popup.boundingBox())!;
    await page.mouse.click(panel.x + 8, panel.y + panel.height - 8);
    await expect(popup).toBeVisible();
    // Outside the panel: it closes, the flag is not set, and focus is back where it was.
    await page.mouse.click(panel.x + panel.width / 2, panel.y + panel.height + 60);
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBeNull();
    await expect(page.getByRole("link", { name: "Book Consultation" }).first()).toBeFocused();
  });
});

test.describe("logo", () => {
  test("its words pass colour contrast whatever lies behind the bar, transparent or solid", async ({
    page,
  }) => {
    await suppressNewsletterPopup(page);
    await page.setViewportSize(phone);
    await gotoHydrated(page, "/treatments/dental-crown");
    const bar = page.getByTestId("navbar");
    const contrast = async () =>
      (await new AxeBuilder({ page }).include("[data-navbar]").withRules(["color-contrast"]).analyze())
        .violations;
    // At the top: the bar is transparent over the dark hero.
    await expect(bar).not.toHaveAttribute("data-solid", "true");
    expect(await contrast()).toEqual([]);
    // Scrolled into the light part of the page, as a checking tool scrolls it, before the bar
    // turns solid: the light words must still be on a dark ground.
    await scrollTo(page, 2000);
    await expect(bar).toHaveAttribute("data-solid", "true");
    await bar.evaluate((el) => el.removeAttribute("data-solid"));
    expect(await contrast()).toEqual([]);
    // Solid.
    await bar.evaluate((el) => el.setAttribute("data-solid", "true"));
    expect(await contrast()).toEqual([]);
  });
});

test.describe("axe on a phone", () => {
  // a11y.spec.ts runs axe on every page at a laptop's width; these are the pages this work
  // changed, at a phone's.
  for (const path of [
    "/",
    "/treatments/dental-crown",
    "/prices",
    "/gallery",
    "/clinic/budapest-dental-clinic",
  ]) {
    test(`${path} passes axe at 390px`, async ({ page }) => {
      await suppressNewsletterPopup(page);
      await page.setViewportSize(phone);
      await page.goto(path, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
    });
  }
});
