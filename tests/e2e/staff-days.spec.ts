import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { addDays, budapestToday, formatEventDate } from "../../app/lib/event-dates";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";

/**
 * A receptionist's consultation days: add two days, book a caller onto one (paying at the desk),
 * then close that day and move the booking to the other. Days a year ahead, which no other test
 * books, so the other workers' tests never see them.
 */
test.describe.configure({ mode: "serial" });

const info = () =>
  JSON.parse(
    readFileSync(path.join(tmpdir(), `dental-e2e-${process.env.E2E_PORT ?? "3210"}.json`), "utf8"),
  ) as { staff: { email: string; password: string; secret: string } };

/**
 * Signs in as the e2e admin. A TOTP code counts once, and no older one after it, and
 * staff.spec.ts signs in with the same account at the same moment with the current code. So
 * this one first uses the previous code (the server accepts one step either side), which leaves
 * the current one to staff.spec.ts; when that spec was first, it waits for the next code.
 */
async function signIn(page: Page) {
  const { staff } = info();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(staff.secret) });
  const signedIn = page.getByRole("heading", { level: 1, name: "Consultation days" });
  await gotoHydrated(page, "/staff/consultation-days");
  for (const previous of [true, false]) {
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    const code = totp.generate({ timestamp: previous ? Date.now() - 30_000 : Date.now() });
    await page.getByLabel("Code from your authenticator app").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    const done = await signedIn.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (done || !previous) break;
    // A newer code was used already: the next one comes within 30 seconds.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(signedIn).toBeVisible();
}

test("an admin adds two days, books a caller onto one, then closes it and moves the booking", async ({ page }) => {
  test.slow();
  await suppressNewsletterPopup(page);
  await signIn(page);
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book a caller: ${formatEventDate(first)}`);
  const email = `caller-${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Petra Caller");
  await page.getByLabel("Phone, with country code").fill("+44 7700 900123");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(/Pays €50 at the desk/).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Booked: reference BDC-");
  const confirmation = await waitForEmail(email, `Your consultation day on ${formatEventDate(first)} is booked`);
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
  await expect(page.getByRole("status")).toHaveText("Day closed. 1 moved, 0 refunded; each patient has been emailed.");

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
});
