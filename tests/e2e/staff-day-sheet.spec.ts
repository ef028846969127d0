import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  chosenEventDate,
  fillPatient,
  gotoHydrated,
  suppressNewsletterPopup,
} from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * The day sheet as the receptionist uses it: a patient books online with a name and phone, and
 * the sheet shows them by time, takes a note, sends the day's confirmations once, prints without
 * its buttons and exports the day.
 */
test.describe.configure({ mode: "serial" });

test("a booking on the day sheet: name, phone, reference, a note, confirmations once, print and export", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Sheet Patient ${Date.now()}`;
  const patient = await browser.newPage();
  await suppressNewsletterPopup(patient);
  await gotoHydrated(patient, "/consultation-event");
  const day = await chosenEventDate(patient);
  await fillPatient(patient, name, "+36 30 765 4321");
  await patient.getByRole("button", { name: "Book Your Spot - €50 / £43" }).first().click();
  await expect(patient).toHaveURL(/\/test-checkout\/cs_test_/);
  await patient.getByLabel("Email (for your confirmation)").fill(`sheet-${Date.now()}@example.com`);
  await patient.getByRole("button", { name: /Pay €50\.00/ }).click();
  await expect(patient.getByRole("heading", { level: 1 })).toHaveText("Payment Confirmed!");
  const reference = (await patient.getByTestId("confirmation-id").innerText()).replace(
    "Confirmation ID: ",
    "",
  );
  await patient.close();

  const page = await staffPage(browser);
  const context = page.context();
  // The booked day, not the first listed one: another spec may add a nearer day.
  await gotoHydrated(page, `/staff/consultation-days/${day}`);

  const row = () => page.getByTestId("day-sheet").getByRole("row").filter({ hasText: name });
  await expect(row()).toContainText(reference);
  await expect(row()).toContainText("Paid");
  await expect(row()).toContainText("Online");
  await expect(row()).toContainText("No time chosen");
  await expect(row().getByRole("link", { name: "+36 30 765 4321" })).toHaveAttribute(
    "href",
    "tel:+36307654321",
  );
  await expect(page.getByRole("link", { name: "Day settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a caller" })).toBeVisible();
  await expectNoAxeViolations(page);

  await row().getByLabel(`Note for ${name}`).fill("Arrives by taxi from the airport");
  await row().getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(row().getByLabel(`Note for ${name}`)).toHaveValue("Arrives by taxi from the airport");

  await page.getByRole("button", { name: "Send confirmations for the day" }).click();
  await expect(page.getByRole("status")).toContainText(/queued/);
  await page.getByRole("button", { name: "Send confirmations for the day" }).click();
  await expect(page.getByRole("status")).toContainText("already been sent one for this day");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export the day" }).click();
  const csv = readFileSync((await (await downloading).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "Time,Name,Phone,Email,Reference,Payment,Channel,Status,Paid at (Budapest time),Note,Medical history,Newsletter code,Source,Medium,Campaign,Referring site,Landing page",
  );
  expect(csv).toContain(`No time chosen,${name},+36 30 765 4321,`);
  expect(csv).toContain("Arrives by taxi from the airport");

  // On a phone the table scrolls inside its region; the page itself does not scroll sideways
  // (a hidden note label in a cell once widened it to 600 px).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Save note" }).first()).toBeHidden();
  await expect(row()).toContainText("Arrives by taxi from the airport");
  await context.close();
});
