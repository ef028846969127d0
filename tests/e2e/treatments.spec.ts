import { expect, test } from "@playwright/test";
import { treatmentMenu } from "../../app/content/navigation";
import { treatments } from "../../app/content/treatments";
import { gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

const slugs = treatmentMenu.flatMap((g) => g.items.map((i) => i.slug));

test.describe("treatment pages", () => {
  for (const slug of slugs) {
    test(`/treatments/${slug} answers 200 with its H1 and the contact form in the server HTML`, async ({
      request,
    }) => {
      const response = await request.get(`/treatments/${slug}`);
      expect(response.status()).toBe(200);
      const html = (await response.text())
        .replace(/<!-- -->/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'");
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      expect(h1).toBe(treatments[slug].title);
      const expected = [
        'action="/f/contact"',
        `href="/prices#${treatments[slug].priceGroup}"`,
        `"@type":"${treatments[slug].schemaType ?? "MedicalProcedure"}"`,
        '"@type":"BreadcrumbList"',
      ];
      expect(expected.filter((text) => !html.includes(text))).toEqual([]);
    });
  }

  test("an unknown treatment answers 404", async ({ request }) => {
    const response = await request.get("/treatments/tooth-teleportation");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("'Book Free Consultation' scrolls to this page's own form", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/treatments/sinus-lift");
    await page.getByRole("link", { name: "Book Free Consultation" }).click();
    await expect(page).toHaveURL(/\/treatments\/sinus-lift/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top)),
      )
      .toBe(80);
    await expect(page.locator("#contact").getByLabel("Name *")).toBeVisible();
  });

  test("'View Price List' opens /prices", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/treatments/tooth-whitening");
    await page.getByRole("link", { name: "View Price List" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("links to the other pages of its menu group", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/treatments/bone-grafting");
    const related = page.locator("section", {
      has: page.getByRole("heading", { name: "More in Oral Surgery" }),
    });
    for (const name of ["Tooth Extraction", "Wisdom Tooth Removal", "Sinus Lift"]) {
      await expect(related.getByRole("link", { name })).toBeVisible();
    }
  });
});
