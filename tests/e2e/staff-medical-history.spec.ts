import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "../support/e2e";
import { e2eHistoryDay, e2eHistoryPatients } from "../support/health-e2e-patients";
import { staffPage } from "../support/staff-e2e";

/**
 * The medical history as the clinic reads it (histories seeded by tests/support/health-e2e-seed.ts):
 * the receptionist sees each patient's flags on the day sheet, on a desk and on a phone; the
 * dentist opens a patient's answers, and prints them on one A4 page.
 */
const { ruth, greta, tom } = e2eHistoryPatients;

const sheetRow = (page: Page, name: string) =>
  page.getByTestId("day-sheet").getByRole("row").filter({ hasText: name });

/** How many pages a PDF has (each page object is `/Type /Page`, the tree `/Type /Pages`). */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

test("the day sheet shows each patient's medical history, and the dentist's page reads and prints on one A4 page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser);
  await gotoHydrated(page, `/staff/consultation-days/${e2eHistoryDay()}`);

  const ruthHistory = sheetRow(page, ruth.name).getByTestId("booking-medical-history");
  await expect(ruthHistory).toContainText("Anticoagulant");
  await expect(ruthHistory).toContainText("Antiresorptive");
  await expect(sheetRow(page, greta.name).getByTestId("booking-medical-history")).toContainText(
    "Penicillin allergy",
  );
  await expect(sheetRow(page, tom.name).getByTestId("booking-medical-history")).toContainText(
    "not filled in yet",
  );
  await expectNoAxeViolations(page);

  // On a phone the row's history stays readable inside the table's region; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(ruthHistory).toBeVisible();
  await expectNoAxeViolations(page);
  // And on paper.
  await page.emulateMedia({ media: "print" });
  await expect(ruthHistory).toContainText("Anticoagulant");
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The dentist opens Ruth's answers from her row.
  await ruthHistory.getByRole("link", { name: `Medical history of ${ruth.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Medical history: ${ruth.name}`);
  const flags = page.getByRole("list", { name: "Needs attention before treatment" });
  await expect(
    flags.getByRole("listitem").filter({ hasText: "Anticoagulant or antiplatelet" }),
  ).toContainText("Medicine “Apixaban” (apixaban)");
  await expect(flags).toContainText("Antiresorptive (bisphosphonate, denosumab)");
  await expect(page.getByRole("link", { name: "Download for the practice system (FHIR R4)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the German patient's answers: her own words marked as hers, axe-clean at 1440 and 390 px, printed on one A4 page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser);
  await gotoHydrated(page, `/staff/consultation-days/${e2eHistoryDay()}`);
  await sheetRow(page, greta.name)
    .getByRole("link", { name: `Medical history of ${greta.name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Medical history: ${greta.name}`);
  await expect(page.getByText(/Version 1 of 1, sent .*, in German\./)).toBeVisible();
  const ownWords = page.locator('q[lang="de-DE"]', { hasText: "Schilddrüsenunterfunktion" });
  await expect(ownWords).toBeVisible();
  await expect(page.getByText("Patient's own words (German):").first()).toBeVisible();
  await expect(page.getByRole("row", { name: /L-Thyroxin 75 µg/ })).toHaveAttribute("lang", "de-DE");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // On paper: no navigation or buttons, two columns, and the whole history on one A4 page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download for the practice system (FHIR R4)" })).toBeHidden();
  await expect(ownWords).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  expect(pdfPages(pdf)).toBe(1);
  await page.context().close();
});

test("the patient page of someone who has not filled it in gives the link to read out", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await gotoHydrated(page, `/staff/search?q=${encodeURIComponent(tom.email)}`);
  await page.getByRole("link", { name: "Patient page" }).first().click();
  const history = page.getByRole("region", { name: "Medical history" });
  await expect(history).toContainText("Not filled in yet");
  await expect(history).toContainText(/\/medical-history\/b\.[0-9a-f-]{36}\./);
  await expectNoAxeViolations(page);
  await page.context().close();
});
