import { expect, test } from "@playwright/test";
import { extractText } from "unpdf";
import { depositPatientWords as frDeposit } from "../../app/content/fr/plan-deposit-patient";
import { planPageCopy as frPlanPage } from "../../app/content/fr/plan-page";
import { testCheckoutPage as frCheckout } from "../../app/content/fr/test-checkout";
import { planPageCopy } from "../../app/content/plan-page";
import { formatEur, formatEurInGbp } from "../../app/lib/format";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";
import { e2ePlanPatients } from "../support/plan-e2e-patients";
import { staffPage } from "../support/staff-e2e";

/**
 * The patient's treatment plan in the browser. The plans are written and sent before the server
 * starts (tests/support/plan-e2e-seed.ts, through the plans service's use cases: the staff editor
 * is not built yet); the patient finds the private link in the email the server wrote, as they would.
 */
test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

async function planLink(email: string, subject: string): Promise<string> {
  const mail = await waitForEmail(email, subject);
  const link = /http:\/\/localhost:\d+\/plan\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link, "the plan's email carries its private link").toBeTruthy();
  return new URL(link!).pathname;
}

test("a French patient reads their plan in French and euros, downloads the PDF, accepts it and pays the deposit; the pipeline shows it paid", async ({
  page,
  browser,
}) => {
  // Six axe runs on a long page, a PDF and a payment, on a shared two-core machine.
  test.setTimeout(180_000);
  const { name, email } = e2ePlanPatients.french;
  const path = await planLink(email, "Votre plan de traitement");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frPlanPage.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page.getByTestId("plan-total")).toContainText("€");
    await expect(page.getByTestId("plan-total")).not.toContainText("£");
    await expect(page.getByRole("link", { name: frPlanPage.pdf })).toHaveAttribute(
      "href",
      `${path}/plan.pdf`,
    );
    await expectNoAxeViolations(page);
  }

  // A wrong name is refused beside the field and in the summary.
  await page.getByLabel(frPlanPage.accept.nameLabel).fill("Quelqu'un d'autre");
  await page.getByLabel(frPlanPage.accept.termsLabel).check();
  await page.getByRole("button", { name: frPlanPage.accept.submit }).click();
  await expect(page.getByTestId("plan-error")).toBeVisible();
  await expect(page.locator("#plan-name-error")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(frPlanPage.accept.nameLabel).fill(name);
  await page.getByLabel(frPlanPage.accept.termsLabel).check();
  await page.getByRole("button", { name: frPlanPage.accept.submit }).click();
  await expect(page.getByRole("heading", { name: frPlanPage.accepted.heading })).toBeVisible();
  await expect(page.getByRole("button", { name: frPlanPage.accept.submit })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The PDF of the same plan, in French, read back as text.
  const pdf = await page.request.get(`${path}/plan.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["cache-control"]).toBe("no-store");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  const words = text.replace(/\s+/g, " ");
  expect(words).toContain(name);
  expect(words).toContain(frPlanPage.pdfDocument.title);
  expect(words).toContain("€");

  // The deposit, paid on the test checkout, in French; back on the plan, paid and what remains.
  const deposit = page.getByTestId("plan-deposit");
  await expect(deposit).toContainText(frDeposit.page.heading);
  await deposit.getByRole("button", { name: /^Régler l’acompte de / }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expectNoAxeViolations(page);
  const emailField = page.getByLabel(frCheckout.emailLabel);
  if ((await emailField.count()) > 0) await emailField.fill(email);
  await page.getByRole("button", { name: /^Payer / }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?deposit=paid`));
  await expect(page.getByTestId("plan-deposit")).toContainText(frDeposit.notices.paid);
  await expect(page.getByTestId("plan-deposit")).toContainText(frDeposit.page.remainingLabel);
  await expect(page.getByRole("button", { name: /^Régler l’acompte de / })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await waitForEmail(email, "Votre acompte");

  // The clinic's pipeline lists the plan under Deposit paid.
  const staff = await staffPage(browser);
  await gotoHydrated(staff, "/staff/plans?view=deposit-paid");
  await expect(staff.getByRole("table")).toContainText(name);
  await staff.context().close();
});

test("a UK patient's plan shows pounds beside euros", async ({ page }) => {
  test.setTimeout(90_000);
  const path = await planLink(e2ePlanPatients.uk.email, "Your treatment plan");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(planPageCopy.heading);
    const total = page.getByTestId("plan-total");
    await expect(total).toContainText("€");
    await expect(total).toContainText("(about £");
    await expect(page.getByText(planPageCopy.chargedInEuros)).toBeVisible();
    const home = page.getByTestId("plan-home-prices");
    await expect(home).toContainText(formatEur(2500));
    await expect(home).toContainText(planPageCopy.aboutPounds(formatEurInGbp(2500)));
    // Each item's amount, pounds beneath, is in view inside its table, without scrolling it sideways.
    const fits = await page.getByTestId("plan-item").evaluateAll((rows) =>
      rows.every((row) => {
        const region = row.closest("[role=region]")!.getBoundingClientRect();
        return row.lastElementChild!.getBoundingClientRect().right <= region.right + 1;
      }),
    );
    expect(fits, `the amounts fit at ${width} px`).toBe(true);
    await expectNoAxeViolations(page);
  }
});
