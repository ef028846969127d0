import { expect, test } from "@playwright/test";
import { dentists } from "../../app/content/dentists";
import { clinicPath } from "../../app/content/site";
import { tourismManagers } from "../../app/content/team";
import { gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

const textOf = async (response: { text(): Promise<string> }) =>
  (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

test("the clinic page shows 8 team cards whose links all answer 200", async ({ page, request }) => {
  const response = await request.get(clinicPath);
  expect(response.status()).toBe(200);
  expect(await textOf(response)).toMatch(/<h1[^>]*>Budapest Dental Clinic<\/h1>/);
  await suppressNewsletterPopup(page);
  await gotoHydrated(page, clinicPath);
  const cards = page.getByTestId("team-cards").getByRole("listitem");
  await expect(cards).toHaveCount(8);
  const links = await page
    .getByTestId("team-cards")
    .getByRole("link")
    .evaluateAll((els) => els.map((a) => a.getAttribute("href")));
  expect(links).toEqual(dentists.map((d) => `/dentists/${d.slug}`));
  for (const link of links) expect((await request.get(link!)).status()).toBe(200);
  for (const text of [
    "Premium Quality",
    "Expert Team",
    "Leading Provider",
    "Nyugati",
    "Trams 4 and 6",
    "M3",
    "100 m",
    "20-minute",
    "Underground parking",
    "Monday to Friday: 9:00-19:00",
  ]) {
    await expect(page.locator("main")).toContainText(text);
  }
  await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute("href", "/quote");
});

for (const dentist of dentists) {
  test(`/dentists/${dentist.slug} answers 200 with its H1 and a tel: Call Now link`, async ({
    request,
    page,
  }) => {
    const response = await request.get(`/dentists/${dentist.slug}`);
    expect(response.status()).toBe(200);
    const html = await textOf(response);
    expect(html).toContain(`>${dentist.name}</h1>`);
    expect(html).toContain('"@type":"Person"');
    expect(html).toContain('"worksFor"');
    await suppressNewsletterPopup(page);
    await page.goto(`/dentists/${dentist.slug}`);
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("heading", { name: "Schedule Your Consultation" })).toBeVisible();
  });
}

test("an unknown dentist answers 404", async ({ request }) => {
  expect((await request.get("/dentists/dr-nobody")).status()).toBe(404);
});

test("the team page lists both tourism managers with phone and email links", async ({ page, request }) => {
  const response = await request.get("/about/team");
  expect(response.status()).toBe(200);
  expect(await textOf(response)).toMatch(/<h1[^>]*>Your Dental Tourism Managers<\/h1>/);
  await suppressNewsletterPopup(page);
  await page.goto("/about/team");
  for (const manager of tourismManagers) {
    await expect(page.getByRole("link", { name: manager.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${manager.phone}`,
    );
    await expect(page.getByRole("link", { name: manager.email })).toHaveAttribute(
      "href",
      `mailto:${manager.email}`,
    );
  }
  await expect(page.getByRole("heading", { name: "How your journey works" })).toBeVisible();
});
