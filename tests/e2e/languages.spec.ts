/**
 * German and French as a patient meets them (issue 32, decision 0023): a French patient's
 * enquiry and booking, German prices, the language switch keeping the page (with and without
 * JavaScript), and the one-line suggestion for a browser that prefers another language.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { localizePath } from "../../app/lib/locale-path";
import {
  consultationEventIn,
  contactCopyIn,
  eventPageLabelsIn,
  fieldErrorWordsIn,
  languageWordsIn,
  leadAckEmailIn,
  patientDetailsIn,
  paymentPageIn,
  schedulerPageIn,
  testCheckoutPageIn,
} from "../../app/content/translations";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";

const staffHeaders = { Authorization: "Bearer e2e-staff-token-0123456789" };

async function stored(request: APIRequestContext) {
  const response = await request.get("/api/staff/leads", { headers: staffHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    leads: { email: string; language: string }[];
    bookings: { customerEmail: string | null; language: string }[];
  };
}

test.describe("a French patient", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("is told what is missing in French, and their enquiry is stored as French with a French acknowledgement", async ({
    page,
    request,
  }) => {
    const fr = contactCopyIn.fr;
    const email = `lead-fr-${Date.now()}@example.com`;
    await gotoHydrated(page, "/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    const form = page.locator("#contact form");
    await form.getByLabel(fr.labels.email).fill(email);
    await form.getByRole("button", { name: fr.submit }).click();
    await expect(form.getByText(fieldErrorWordsIn.fr.missing("name"))).toBeVisible();

    await form.getByLabel(fr.labels.name).fill("Claire Dubois");
    await form.getByRole("button", { name: fr.submit }).click();
    await expect(page.getByRole("heading", { name: fr.thanksTitle })).toBeVisible();

    const lead = (await stored(request)).leads.find((l) => l.email === email);
    expect(lead?.language).toBe("fr");
    const mail = await waitForEmail(email, leadAckEmailIn.fr.subject);
    expect(mail).toContain("Claire");
    expect(mail).toContain("/fr");
  });

  test("books a consultation day in French: the checkout, the confirmation, the receipt and the calendar file", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `booking-fr-${Date.now()}@example.com`;
    await gotoHydrated(page, localizePath("/consultation-event", "fr"));
    await expect(page).toHaveURL(/\/fr\/journee-de-consultation$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await page.locator("[data-booking-date]").last().click();
    await page.getByLabel(patientDetailsIn.fr.nameLabel).fill("Claire Dubois");
    await page.getByLabel(patientDetailsIn.fr.phoneLabel).fill("+33 6 12 34 56 78");
    await page.getByRole("button", { name: eventPageLabelsIn.fr.secure }).click();

    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await page.getByLabel(testCheckoutPageIn.fr.emailLabel).fill(email);
    await page.getByRole("button", { name: /Payer 50,00\s€/ }).click();

    await expect(page).toHaveURL(/\/consultation-success\?session_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(paymentPageIn.fr.confirmed.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expectNoAxeViolations(page);

    const booking = (await stored(request)).bookings.find((b) => b.customerEmail === email);
    expect(booking?.language).toBe("fr");
    const receipt = await waitForEmail(email, "Paiement reçu");
    expect(receipt).toContain("Journée de consultation");
    expect(receipt).toContain("50,00\u00a0€");
    // The patient chooses a time in French; the confirmation carries the calendar file, in French.
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: paymentPageIn.fr.confirmed.showCalendar }).click();
    const frame = page.frameLocator(`iframe[title="${schedulerPageIn.fr.title}"]`);
    await frame.getByText(/^11(:|\s*h\s*)30$/).click();
    const spoken = (text: string) => text.replace(/\u00a0/g, " ");
    await frame.getByRole("button", { name: spoken(schedulerPageIn.fr.confirm("11:30")) }).click();
    await expect(page.getByText(spoken(consultationEventIn.fr.confirmation.scheduledNotice))).toBeVisible();
    const confirmation = await waitForEmail(email, "Votre consultation du");
    expect(confirmation).toMatch(/SUMMARY:Journée de consultation/);
  });
});

test.describe("German pages", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("write prices as 1.234 € and the language switch keeps the page", async ({ page }) => {
    await page.goto(localizePath("/prices", "de"));
    await expect(page).toHaveURL(/\/de\/preise$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(
      page
        .locator("main")
        .getByText(/^\d{1,3}\.\d{3}\u00a0€$/)
        .first(),
    ).toBeVisible();
    // No amount in the English order (€1,234) in any of the page's text.
    const englishOrder = await page.locator("main").evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (/€\d/.test(node.textContent ?? "")) found.push(node.textContent ?? "");
      return found;
    });
    expect(englishOrder).toEqual([]);

    const footerSwitch = page
      .locator("footer")
      .getByRole("navigation", { name: languageWordsIn.de.switcher });
    await expect(footerSwitch.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "page");
    await footerSwitch.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/tarifs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(
      page
        .locator("main")
        .getByText(/^\d{1,3}\u202f\d{3}\u00a0€$/)
        .first(),
    ).toBeVisible();
    await page
      .locator("footer")
      .getByRole("navigation", { name: languageWordsIn.fr.switcher })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  });

  test("the switch works without JavaScript, on a treatment page too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizePath("/treatments/dental-implant", "de"));
    await expect(page).toHaveURL(/\/de\/behandlungen\/zahnimplantat$/);
    await page
      .locator("footer")
      .getByRole("navigation", { name: languageWordsIn.de.switcher })
      .getByRole("link", { name: "Français" })
      .click();
    await expect(page).toHaveURL(/\/fr\/traitements\/implant-dentaire$/);
    await expect(page.locator("h1")).not.toHaveText(/Dental Implants/);
    await context.close();
  });
});

test.describe("German and French pages", () => {
  for (const path of ["/", "/treatments/dental-implant", "/consultation-event", "/quote"])
    for (const locale of ["de", "fr"] as const)
      test(`${localizePath(path, locale)} passes axe on a phone`, async ({ page }) => {
        if (path === "/") test.slow();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(localizePath(path, locale), { waitUntil: "networkidle" });
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("is offered the German page in one line on an English page, never redirected; dismissed, it stays away", async ({
    page,
  }) => {
    await suppressNewsletterPopup(page);
    await page.goto("/prices");
    await expect(page).toHaveURL(/\/prices$/);
    const line = page.getByRole("region", { name: languageWordsIn.de.switcher });
    await expect(line).toBeVisible();
    await expect(line).toContainText(languageWordsIn.de.suggestion);
    await expect(line.getByRole("link", { name: languageWordsIn.de.suggestionLink })).toHaveAttribute(
      "href",
      "/de/preise",
    );
    await line.getByRole("button", { name: languageWordsIn.de.dismiss }).click();
    await expect(line).toBeHidden();
    await page.reload();
    await expect(page.getByRole("region", { name: languageWordsIn.de.switcher })).toBeHidden();
  });

  test("sees no suggestion on a German page", async ({ page }) => {
    await suppressNewsletterPopup(page);
    await page.goto("/de/preise");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-language-suggestion]:visible")).toHaveCount(0);
  });
});
