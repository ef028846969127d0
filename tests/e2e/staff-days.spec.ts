import { expect, test } from "@playwright/test";
import { addDays, budapestToday } from "../../app/lib/event-dates";
import { formatEventDate } from "../../app/lib/format";
import { expectNoAxeViolations, gotoHydrated, waitForEmail } from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * A receptionist's consultation days: add two days, book a caller onto one (paying at the desk),
 * then close that day and move the booking to the other. Days a year ahead, which no other test
 * books, so the other workers' tests never see them. Signed in once for the run
 * (tests/e2e/staff.setup.ts).
 */
test.describe.configure({ mode: "serial" });

test("an admin adds two days, books a caller onto one, then closes it and moves the booking", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  await gotoHydrated(page, "/staff/consultation-days");
  await expect(page.getByRole("heading", { level: 1, name: "Consultation days" })).toBeVisible();
  const today = budapestToday(new Date());
  // A weekday about a year ahead: never one of the rule's days (six months at most).
  const first = addDays(today, 370 + Math.floor(Math.random() * 200));
  const second = addDays(first, 1);

  for (const day of [first, second]) {
    await page.getByLabel("Date").fill(day);
    await page.getByRole("button", { name: "Add the day" }).click();
    await expect(page.getByRole("status")).toHaveText(`${formatEventDate(day)} added and open for booking.`);
  }
  await expectNoAxeViolations(page);

  // The public page offers the new day at once.
  const visitor = await page.context().newPage();
  await visitor.goto("/consultation-event");
  await expect(visitor.locator(`[data-booking-date="${first}"]`)).toHaveCount(1);

  // A caller, paying at the desk.
  await page.getByRole("link", { name: `Book a caller: ${formatEventDate(first)}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Book a caller: ${formatEventDate(first)}`,
  );
  const email = `caller-${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Petra Caller");
  await page.getByLabel("Phone, with country code").fill("+44 7700 900123");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(/Pays €50 at the desk/).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Booked: reference BDC-");
  const confirmation = await waitForEmail(
    email,
    `Your consultation day on ${formatEventDate(first)} is booked`,
  );
  expect(confirmation).toContain("paid at the desk");

  // Close the day: the page asks what happens to the booking; move it to the second day.
  await page.goto(`/staff/consultation-days/${first}/settings`);
  await expect(page.getByText("This day has 1 paid booking. What should happen to it?")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Closed: not offered").check();
  await page.getByLabel(/Reason/).fill("Staff training");
  await page.getByLabel(/Move them to another open day/).check();
  await page.getByLabel("Move to").selectOption(second);
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Day closed. 1 moved, 0 refunded; each patient has been emailed.",
  );

  const moved = await waitForEmail(email, `Your consultation day has moved to ${formatEventDate(second)}`);
  expect(moved).toContain("Staff training");

  await page.goto("/staff/consultation-days");
  const closedRow = page.locator(`tr[data-day="${first}"]`);
  await expect(closedRow).toContainText("Closed");
  await expect(closedRow).toContainText("Staff training");
  await expect(page.locator(`tr[data-day="${second}"]`)).toContainText("Open");

  await visitor.reload();
  await expect(visitor.locator(`[data-booking-date="${first}"]`)).toHaveCount(0);
  await expect(visitor.locator(`[data-booking-date="${second}"]`)).toHaveCount(1);
  await page.context().close();
});
