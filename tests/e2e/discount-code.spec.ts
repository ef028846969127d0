import { expect, test, type Browser } from "@playwright/test";
import { contactCopy } from "../../app/content/contact";
import { discountCopy, discountStaff } from "../../app/content/discount";
import { fillPatient, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * The newsletter's 10% code, end to end: a subscriber confirms through the emailed link and is
 * given a code; the code sent with the quote form is thanked for, sent again it is refused at
 * its field; staff see it on the lead in the inbox and on the lead's page.
 */
test.describe.configure({ mode: "serial" });

/** Sends /quote's form with `code`, as a visitor with JavaScript does. */
async function sendQuote(browser: Browser, email: string, code: string) {
  const page = await browser.newPage();
  await suppressNewsletterPopup(page);
  await gotoHydrated(page, "/quote");
  const form = page.locator("form[data-contact-form=quote]");
  await form.getByLabel("Name *").fill("Cora Code");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Message").fill(`Two implants, please (${email}).`);
  await form.getByLabel(discountCopy.label).fill(code);
  await form.getByRole("button", { name: contactCopy.submit }).click();
  return { page, form };
}

test("a confirmed subscriber's code works once on /quote, and staff see it on the lead", async ({
  browser,
  request,
}) => {
  // The newsletter's two emails, two quote forms and the back office: a long flow on a busy machine.
  test.slow();
  const subscriber = `code-${Date.now()}@example.com`;
  expect((await request.post("/api/newsletter", { data: { email: subscriber } })).ok()).toBe(true);
  const confirmation = await waitForEmail(subscriber, "Please confirm your subscription");
  const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmation)?.[1];
  expect(token).toBeTruthy();

  const confirmed = await browser.newPage();
  await suppressNewsletterPopup(confirmed);
  await confirmed.goto(`/newsletter/confirm/${token}`);
  const code = (await confirmed.getByTestId("discount-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^BDC10-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  // The page and the welcome email say where to use it, and that the €50 fee is not reduced.
  await expect(confirmed.getByText("Newsletter code” field when you ask for a quote")).toBeVisible();
  await confirmed.close();
  const welcome = await waitForEmail(subscriber, "Your 10% discount code");
  expect(welcome).toContain(code);
  expect(welcome).toContain("consultation fee itself is not reduced");

  // Typed as a patient might: lower case, without its dashes.
  const patient = `code-patient-${Date.now()}@example.com`;
  const first = await sendQuote(browser, patient, code.toLowerCase().replaceAll("-", ""));
  await expect(first.page.getByRole("heading", { name: contactCopy.thanksTitle })).toBeVisible();
  await first.page.close();

  const second = await sendQuote(browser, `code-again-${Date.now()}@example.com`, code);
  const field = second.form.getByLabel(discountCopy.label);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp("This code has already been used"));
  await expect(second.form.getByText("This code has already been used")).toBeVisible();
  await expect(second.page.getByRole("heading", { name: contactCopy.thanksTitle })).toHaveCount(0);
  await second.page.close();

  const staff = await staffPage(browser);
  await gotoHydrated(staff, `/staff/leads?q=${encodeURIComponent(patient)}`);
  await expect(staff.getByText(discountStaff.badge(code))).toBeVisible();
  await staff.getByRole("link", { name: "Cora Code" }).click();
  await expect(staff.getByText(discountStaff.value(code))).toBeVisible();
  await staff.context().close();
});

test("on the consultation day, an unknown code is said under its field, and the page says the €50 fee is not reduced", async ({
  page,
}) => {
  await suppressNewsletterPopup(page);
  await gotoHydrated(page, "/consultation-event");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await expect(page.getByText("the €50 consultation fee is not reduced")).toBeVisible();
  await fillPatient(page);
  const field = page.getByLabel(discountCopy.label);
  await field.fill("BDC10-2345-6789");
  await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(discountCopy.unknown)).toBeVisible();
  await expect(page.getByRole("button", { name: "Secure Your Spot Now" })).toBeEnabled();
  expect(dialogs).toEqual([]);
});
