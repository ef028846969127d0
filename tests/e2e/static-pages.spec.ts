import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  deferred,
  expectNoAxeViolations,
  freezeClock,
  gotoHydrated,
  keysOfFailedThenResentForm,
  HYDRATED_PAGE,
  suppressNewsletterPopup,
} from "../support/e2e";
import { teamIntro } from "../../app/content/team";
import { calculateTreatmentCost } from "../../app/lib/pricing";
import { formatEur } from "../../app/lib/format";

// Pages complete as HTML are sent without React; the site script alone runs what moves on them
// (docs/decisions/0012-static-pages.md). These tests are about those pages as a visitor uses them.

const staffHeaders = { Authorization: "Bearer e2e-staff-token-0123456789" };
const treatment = "/treatments/dental-implant";

async function storedLead(request: APIRequestContext, email: string) {
  const response = await request.get("/api/staff/leads", { headers: staffHeaders });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as {
    leads: { email: string; name: string; sourcePage: string }[];
  };
  return leads.find((lead) => lead.email === email);
}

/** Every script the page asked for while it loaded. */
function recordScripts(page: import("@playwright/test").Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("a page without React", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("fetches no script, is ready at once, and passes axe", async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, treatment);
    await expect(page.locator("html")).toHaveAttribute("data-page", "static");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental Implants in Budapest");
    expect(scripts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a malformed hash in the address does not stop the page's script", async ({ page }) => {
    await gotoHydrated(page, `${treatment}#%E0%A4%A`);
    const form = page.locator("#contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form).toContainText("Enter your name.");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens, a treatment group opens, and its link goes to that page", async ({ page }) => {
      await gotoHydrated(page, "/about/team");
      const navbar = page.getByTestId("navbar");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeVisible();
      // The bar turns solid under the open menu; focus is in the menu.
      await expect(navbar).toHaveAttribute("data-solid", "true");
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=mobile-menu]")))
        .toBe(true);
      await expectNoAxeViolations(page);
      const surgery = menu.getByRole("button", { name: "Oral Surgery" });
      await surgery.click();
      await expect(surgery).toHaveAttribute("aria-expanded", "true");
      await menu.getByRole("link", { name: "Sinus Lift" }).click();
      await expect(page).toHaveURL(/\/treatments\/sinus-lift$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sinus Lift Surgery");
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
    });

    test("a tap on the backdrop closes the menu and gives focus back to its button", async ({ page }) => {
      await gotoHydrated(page, treatment);
      const button = page.getByRole("button", { name: "Open menu" });
      await button.click();
      await expect(page.getByTestId("mobile-menu")).toBeVisible();
      // The menu is 24rem wide at most, along the right edge: the left edge is backdrop.
      await page.setViewportSize({ width: 800, height: 844 });
      await page.mouse.click(10, 400);
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test("the Treatments panel opens on hover and by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, treatment);
    const trigger = page.getByRole("button", { name: "Treatments" });
    const link = page.getByTestId("navbar").getByRole("link", { name: "Sinus Lift" });
    await trigger.hover();
    await expect(link).toBeVisible();
    // The browser exposes a popover button's state itself (HTML forbids aria-expanded beside
    // popovertarget); the site script keeps the chevron's state.
    await expect(trigger).toHaveAttribute("data-state", "open");
    // A click on the button of a panel the pointer has just opened keeps it open.
    await trigger.click();
    await expect(link).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(link).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("navbar").getByRole("link", { name: "Dental Crowns" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
    await expect(trigger).toHaveAttribute("data-state", "closed");
  });

  test("the contact form shows its errors in place, then sends in place and the lead is stored", async ({
    page,
    request,
  }) => {
    const email = `static-${Date.now()}@example.com`;
    const release = deferred();
    await page.route("**/f/contact", async (route) => {
      await release.promise;
      await route.continue();
    });
    await gotoHydrated(page, treatment);
    const form = page.locator("#contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText("Enter your name.");
    await expect(form.getByLabel("Name *")).toBeFocused();

    await form.getByLabel("Name *").fill("Static Patient");
    await form.getByLabel("Email *").fill(email);
    await form.getByLabel("Message").fill("A quote for one implant, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release.resolve();
    await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${treatment}$`));
    const lead = await storedLead(request, email);
    expect(lead?.name).toBe("Static Patient");
    expect(lead?.sourcePage).toBe(treatment);
  });

  test("a resend after a failed send is the same lead (one key per filled-in form)", async ({ page }) => {
    const keys = await keysOfFailedThenResentForm(page, treatment, `twice-${Date.now()}@example.com`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

test("the newsletter popup appears on a page without React, and a sign-up shows thanks", async ({ page }) => {
  await freezeClock(page);
  await gotoHydrated(page, "/privacy");
  const popup = page.getByTestId("newsletter-popup");
  await page.clock.runFor(9_900);
  await expect(popup).toBeHidden();
  await page.clock.runFor(200);
  await expect(popup).toBeVisible();
  await popup.getByLabel("Email address").fill(`static-reader-${Date.now()}@example.com`);
  await popup.getByRole("button", { name: /10% discount/ }).click();
  await expect(popup.getByRole("status")).toContainText("Check your inbox to confirm your subscription");
  expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBe("true");
  await page.clock.runFor(3_100);
  await expect(popup).toBeHidden();
});

test("a page without React reached from a page with React is drawn by React and works the same", async ({
  page,
}) => {
  await suppressNewsletterPopup(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, HYDRATED_PAGE);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveURL(/\/about\/team$/);
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
  // A client-side navigation: the document is the one HYDRATED_PAGE loaded.
  await expect(page.locator("html")).not.toHaveAttribute("data-page", "static");
  // The new page drawn, and with it the router's scroll to the top: a scroll before that is
  // undone by it (the address changes first; CI once scrolled in between).
  await expect(page.getByRole("heading", { level: 1, name: teamIntro.title })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId("navbar")).toHaveAttribute("data-solid", "true");
  await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
});

test("the prices page drawn by React after a client-side navigation shows the chosen currency", async ({
  page,
  baseURL,
}) => {
  await suppressNewsletterPopup(page);
  await page.context().addCookies([{ name: "currency", value: "GBP", url: baseURL! }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, HYDRATED_PAGE);
  await page.getByTestId("navbar").getByRole("link", { name: "Prices", exact: true }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByText("Prices shown in pounds sterling (GBP)", { exact: false })).toBeVisible();
  const shown = await page
    .getByTestId("price")
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText));
  expect(shown.filter((text) => text.includes("£")).length).toBeGreaterThan(10);
  expect(shown.filter((text) => text.includes("€"))).toEqual([]);
});

test("the home page drawn by React after a client-side navigation moves as the one sent without React", async ({
  page,
}) => {
  await suppressNewsletterPopup(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, HYDRATED_PAGE);
  await page.getByTestId("navbar").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // A client-side navigation: the document is the one HYDRATED_PAGE loaded.
  await expect(page.locator("html")).not.toHaveAttribute("data-page", "static");

  // The calculator's sums,
  await page.getByRole("button", { name: "One more: number of implants" }).click();
  await expect(page.getByRole("textbox", { name: "Number of implants" })).toHaveValue("2");
  await expect(page.getByTestId("budapest-total")).toHaveText(
    formatEur(calculateTreatmentCost(2, 2).budapest),
    {
      useInnerText: true,
    },
  );
  // a before/after comparison by keyboard,
  const slider = page.locator("#treatment-results").getByRole("slider").first();
  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  // the testimonials,
  const testimonials = page.locator("#testimonials");
  await testimonials.getByRole("button", { name: "Next testimonial" }).click();
  await expect(testimonials.locator("[aria-live=polite]")).toHaveText("Testimonial 2 of 4");
  // and a treatment article, which closes with Escape.
  await page.getByRole("button", { name: "Read more about Dental Implants" }).click();
  const article = page.getByRole("dialog", { name: /implant/i });
  await expect(article).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(article).toBeHidden();
});

test("the travel page drawn by React after a client-side navigation opens its sections the same way", async ({
  page,
}) => {
  await suppressNewsletterPopup(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, HYDRATED_PAGE);
  await page.getByTestId("navbar").getByRole("link", { name: "Travel Info", exact: true }).click();
  await expect(page).toHaveURL(/\/travel-info$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-page", "static");
  const toggle = (id: string) => page.locator(`#${id} h2`).getByRole("button");
  await expect(toggle("welcome")).toHaveAttribute("aria-expanded", "true");
  await toggle("budapest").click();
  await expect(toggle("budapest")).toHaveAttribute("aria-expanded", "true");
  // A contents link changes the hash: its section opens and comes 80px below the top.
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Flights" }).click();
  await expect(page).toHaveURL(/#flights$/);
  await expect(toggle("flights")).toHaveAttribute("aria-expanded", "true");
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById("flights")!.getBoundingClientRect().top)),
    )
    .toBe(80);
});
