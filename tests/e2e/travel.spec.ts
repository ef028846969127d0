/**
 * The travel information page: its eight sections in order, opening and closing, links into
 * a section, and the 4-step process with its calls to action.
 */
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { travelPage } from "../../app/content/travel";
import { gotoHydrated, suppressNewsletterPopup } from "../support/e2e";
import { landsBelowNavbar, textOf } from "../support/pages-e2e";

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test.describe("travel information page", () => {
  const section = (id: string) => travelPage.sections.find((s) => s.id === id)!;
  const trigger = (page: Page, id: string) =>
    page.locator(`#${id}`).getByRole("button", { name: section(id).title, exact: true });

  test("the server HTML carries all eight sections in order, with every text and link", async ({
    request,
  }) => {
    const response = await request.get("/travel-info");
    expect(response.status()).toBe(200);
    const html = await textOf(response);
    expect(travelPage.sections.map((s) => s.id)).toEqual([
      "welcome",
      "budapest",
      "hungary",
      "before-travel",
      "accommodation",
      "flights",
      "steps",
      "travelling",
    ]);
    const positions = travelPage.sections.map((s) => html.search(new RegExp(`<section[^>]*\\sid="${s.id}"`)));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const texts = [
      ...travelPage.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.bullets ?? [])]),
      ...travelPage.process.map((step) => step.title),
      travelPage.airport.name,
      ...travelPage.cityImages.map((image) => image.caption),
      ...travelPage.clinicImages.map((image) => image.caption),
    ];
    expect(texts.filter((text) => !html.includes(text))).toEqual([]);
    for (const { href } of [...travelPage.hotels, ...travelPage.airlines])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
  });

  test("welcome is open at first, the others closed; a section opens and closes", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    for (const { id } of travelPage.sections) {
      await expect(trigger(page, id)).toHaveAttribute("aria-expanded", id === "welcome" ? "true" : "false");
    }
    await expect(page.getByText(section("welcome").paragraphs[0])).toBeVisible();
    const budapestText = page.getByText(section("budapest").paragraphs[0]);
    await expect(budapestText).toBeHidden();

    await trigger(page, "budapest").click();
    await expect(trigger(page, "budapest")).toHaveAttribute("aria-expanded", "true");
    await expect(budapestText).toBeVisible();

    // Its picture carousel wraps around both ways.
    const carousel = page.getByRole("region", { name: "Pictures of Budapest" });
    const slides = carousel.getByTestId("carousel-slide");
    await expect(slides).toHaveCount(travelPage.cityImages.length);
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Previous picture" }).click();
    await expect(slides.last()).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Next picture" }).click();
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");

    await trigger(page, "budapest").click();
    await expect(trigger(page, "budapest")).toHaveAttribute("aria-expanded", "false");
    await expect(budapestText).toBeHidden();

    await trigger(page, "welcome").click();
    await expect(page.getByText(section("welcome").paragraphs[0])).toBeHidden();
  });

  test("/travel-info#flights opens Flights and scrolls it into view", async ({ page }) => {
    await gotoHydrated(page, "/travel-info#flights");
    await expect(trigger(page, "flights")).toHaveAttribute("aria-expanded", "true");
    await landsBelowNavbar(page, "flights");
    const airlines = page.locator("#flights").locator('a[target="_blank"]');
    await expect(airlines).toHaveCount(6);
    for (const airline of travelPage.airlines) {
      const link = page.getByRole("link", { name: new RegExp(airline.name) });
      await expect(link).toHaveAttribute("href", airline.href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
    }
    await expect(page.getByText(travelPage.airport.name)).toBeVisible();
  });

  test("an on-page link opens its section and scrolls to it", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: section("accommodation").title })
      .click();
    await expect(page).toHaveURL(/#accommodation$/);
    await expect(trigger(page, "accommodation")).toHaveAttribute("aria-expanded", "true");
    await landsBelowNavbar(page, "accommodation");
    for (const hotel of travelPage.hotels) {
      const link = page.getByRole("link", { name: new RegExp(`Visit ${hotel.name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("the 4-step process is an ordered list and the calls to action work", async ({ page }) => {
    await gotoHydrated(page, "/travel-info");
    await trigger(page, "steps").click();
    await expect(page.getByTestId("travel-process").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: `Call ${site.phone.display}` }).first()).toHaveAttribute(
      "href",
      site.phone.href,
    );
    await page.getByRole("link", { name: "Get a Free Quote" }).first().click();
    await expect(page).toHaveURL(/\/travel-info$/);
    await landsBelowNavbar(page, "contact");
  });
});
