import { expect, test, type Page } from "@playwright/test";
import { localizePath } from "../../app/lib/locale-path";
import { formatEurCents } from "../../app/lib/format";
import {
  eventPageLabelsIn,
  medicalHistoryBoxIn,
  medicalHistoryFormIn,
  medicalHistoryPageIn,
  medicalHistoryRefusalsIn,
  patientDetailsIn,
  paymentPageIn,
  testCheckoutPageIn,
} from "../../app/content/translations";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";

/**
 * A German patient's medical history in the browser: they book and pay a consultation day in
 * German, open their manage page from the receipt, follow its 'Medical history' box to the form,
 * and fill it in on a phone with the keyboard alone: one question left out is refused beside it,
 * and once it is answered the page thanks them. Axe at 390 and 1440 px; screenshots of both in
 * test-results/.
 */
test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

const form = medicalHistoryFormIn.de;
const words = medicalHistoryPageIn.de;
const name = "Greta Müller";

/** Tabs forward until the focused element matches `selector` (the keyboard alone, as a patient would). */
async function tabTo(page: Page, selector: string, most = 60) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`no ${selector} within ${most} tabs`);
}

/** Tabs into a question's radios and answers it: Space checks Yes, each ArrowDown the next answer. */
async function answer(page: Page, id: string, value: "yes" | "no" | "unknown") {
  await tabTo(page, `input[type=radio][name="answers.${id}"]`);
  if (value === "yes") await page.keyboard.press("Space");
  else for (let i = 0; i < (value === "no" ? 1 : 2); i++) await page.keyboard.press("ArrowDown");
  await expect(page.locator(`#mh-${id}-${value}`)).toBeChecked();
}

async function germanBookingsManagePage(page: Page, email: string): Promise<string> {
  await gotoHydrated(page, localizePath("/consultation-event", "de"));
  const dates = page.locator("[data-booking-date]");
  await dates.nth(Math.min(2, (await dates.count()) - 1)).click();
  await page.getByLabel(patientDetailsIn.de.nameLabel).fill(name);
  await page.getByLabel(patientDetailsIn.de.phoneLabel).fill("+49 170 1234567");
  await page.getByRole("button", { name: eventPageLabelsIn.de.secure }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await page.getByLabel(testCheckoutPageIn.de.emailLabel).fill(email);
  await page.getByRole("button", { name: testCheckoutPageIn.de.pay(formatEurCents(5000, "de")) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(paymentPageIn.de.confirmed.heading);
  const receipt = await waitForEmail(email, "Zahlung erhalten");
  expect(receipt).toContain("Anamnesebogen");
  expect(receipt).toMatch(/\/medical-history\/b\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}/);
  const manage = /http:\/\/localhost:\d+(\/booking\/[A-Za-z0-9_-]{43})/.exec(receipt)?.[1];
  expect(manage, "the receipt carries the manage link").toBeTruthy();
  return manage!;
}

test("a German patient fills in their medical history on a phone by keyboard: a question left out is refused beside it, then the page thanks them", async ({
  page,
}) => {
  // A booking, a long form by keyboard and six axe runs on a shared two-core machine.
  test.setTimeout(240_000);
  const email = `anamnese-${Date.now()}@example.de`;
  await page.setViewportSize({ width: 390, height: 844 });
  const manage = await germanBookingsManagePage(page, email);

  await gotoHydrated(page, manage);
  const box = page.getByTestId("medical-history-box");
  await expect(box).toContainText(medicalHistoryBoxIn.de.notFilled);
  await box.screenshot({ path: "test-results/medical-history-box-390.png" });
  await box.getByRole("link", { name: medicalHistoryBoxIn.de.fill }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/medical-history\/b\./);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByText(words.time)).toBeVisible();
  // The script shows a detail only after a yes.
  await expect(page.locator("#mh-general-health-detail")).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/medical-history-390.png", fullPage: true });

  // From the top of the form, by keyboard: one yes with a detail, medicines, every other no but smoking.
  await page.getByRole("heading", { level: 1 }).click();
  await answer(page, "general-health", "yes");
  await page.keyboard.press("Tab");
  await expect(page.locator("#mh-general-health-detail")).toBeFocused();
  await page.keyboard.type("Schilddrüsenunterfunktion, seit 2019 behandelt");
  const sections = form.sections.flatMap((section) => section.questions.map((question) => question.id));
  for (const id of sections.slice(1)) {
    if (id === "smoking") continue;
    if (id === "takes-medicines") {
      await answer(page, id, "yes");
      await page.keyboard.press("Tab");
      await expect(page.locator("#mh-medicine-0-name")).toBeFocused();
      await page.keyboard.type("L-Thyroxin 75 µg");
      await page.keyboard.press("Tab");
      await page.keyboard.type("1× täglich morgens");
      continue;
    }
    await answer(page, id, "no");
  }
  await tabTo(page, "#mh-confirmed-name");
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: form.confirmation.submit })).toBeFocused();
  await page.keyboard.press("Enter");

  // Refused beside the question left out, and in the summary, which has focus; nothing else lost.
  const summary = page.getByTestId("history-errors");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(medicalHistoryRefusalsIn.de.summary);
  await expect(page.locator("#mh-smoking-yes-error")).toHaveText(medicalHistoryRefusalsIn.de.unanswered);
  await expect(page.locator("#mh-general-health-detail")).toHaveValue(
    "Schilddrüsenunterfunktion, seit 2019 behandelt",
  );
  await expect(page.locator("#mh-medicine-0-name")).toHaveValue("L-Thyroxin 75 µg");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/medical-history-390-refused.png", fullPage: false });
  await page
    .locator("fieldset", { has: page.locator("#mh-smoking-yes-error") })
    .screenshot({ path: "test-results/medical-history-390-question-refused.png" });

  // The summary's link leads to the question; answered, the form is sent.
  await tabTo(page, 'a[href="#mh-smoking-yes"]', 5);
  await page.keyboard.press("Enter");
  await expect(page.locator("#mh-smoking-yes")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#mh-smoking-no")).toBeChecked();
  await tabTo(page, "button[type=submit]:not([name]):not([hidden])", 80);
  await page.keyboard.press("Enter");

  const thanks = page.getByTestId("history-sent");
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText("(Fassung 1, gesendet am");
  await expect(thanks).toContainText("Sie können sie bis");
  await expect(page.locator("#mh-smoking-no")).toBeChecked();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/medical-history-1440.png", fullPage: true });

  // The manage page now says the clinic has it.
  await gotoHydrated(page, manage);
  await expect(page.getByTestId("medical-history-state")).toContainText("(Fassung 1)");
  await expect(box.getByRole("link", { name: medicalHistoryBoxIn.de.update })).toBeVisible();
});
