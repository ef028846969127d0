import { expect, test } from "@playwright/test";
import { addDays, budapestToday } from "../../app/lib/event-dates";
import { formatEventDate } from "../../app/lib/format";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup, waitForEmail } from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * The waiting list (issue 44): a day of one place is filled by a caller; a visitor joins its
 * waiting list from the event page; staff refund the caller; the offer's email links to the
 * entry's page, whose button books and pays through the test checkout. A day well over a year
 * ahead, which no other test books.
 */
test.describe.configure({ mode: "serial" });

test("a visitor joins a full day's list, a refund frees the place, the offer's link books and pays", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser);
  const today = budapestToday(new Date());
  const day = addDays(today, 400 + Math.floor(Math.random() * 300));
  const dayText = formatEventDate(day);

  // A day of one place, and a caller who takes it.
  await gotoHydrated(staff, "/staff/consultation-days");
  await staff.getByLabel("Date").fill(day);
  await staff.getByRole("button", { name: "Add the day" }).click();
  await expect(staff.getByRole("status")).toHaveText(`${dayText} added and open for booking.`);
  await staff.goto(`/staff/consultation-days/${day}/settings`);
  await staff.getByLabel("Places on the day").fill("1");
  await staff.getByRole("button", { name: "Save the settings" }).click();
  await expect(staff.getByRole("status")).toHaveText("Settings saved. The website shows them at once.");
  await staff.goto(`/staff/consultation-days/${day}/book`);
  await staff.getByLabel("Full name").fill("Carl Caller");
  await staff.getByLabel("Phone, with country code").fill("+44 7700 900123");
  await staff.getByLabel("Email", { exact: true }).fill(`caller-${Date.now()}@example.com`);
  await staff.getByLabel(/Pays €50 at the desk/).check();
  await staff.getByRole("button", { name: "Book", exact: true }).click();
  await expect(staff.getByRole("status")).toContainText("Booked: reference BDC-");

  // The visitor finds the day full and joins its list (a plain form: no script needed).
  const visitor = await browser.newPage();
  await suppressNewsletterPopup(visitor);
  await visitor.goto("/consultation-event");
  const form = visitor.getByTestId("waiting-list");
  await expect(form.getByRole("heading", { name: "Tell me when a place frees up" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  const email = `waiting-${Date.now()}@example.com`;
  await form.getByLabel("Day", { exact: true }).selectOption(day);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Your name").fill("Wendy Waiting");
  await form.getByRole("button", { name: "Put me on the waiting list" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You're on the waiting list");
  await expect(visitor.getByRole("status")).toContainText("You are number 1 on the list");

  const joined = await waitForEmail(email, `You're on the waiting list for ${dayText}`);
  const entryPath = /\/waiting-list\/[A-Za-z0-9_-]{43}/.exec(joined)![0];
  await visitor.goto(entryPath);
  await expect(visitor.getByTestId("waiting-list-state")).toHaveText(
    "You are first on the list. If a place frees up, we'll email you at once.",
  );
  await expectNoAxeViolations(visitor);

  // Staff see the list, then refund the caller: the freed place is offered to the visitor.
  await staff.goto(`/staff/consultation-days/${day}`);
  await expect(staff.getByTestId("staff-waiting-list")).toContainText(email);
  await staff.getByLabel("Refund reason").fill("Caller cannot come");
  await staff.getByRole("button", { name: "Refund payment" }).click();
  await expect(staff.getByRole("status")).toHaveText("Refunded. The patient has been emailed.");
  await expect(staff.getByTestId("staff-waiting-list")).toContainText("Offered");

  const offer = await waitForEmail(email, `A place on ${dayText} is free for you`);
  expect(/\/waiting-list\/[A-Za-z0-9_-]{43}/.exec(offer)![0]).toBe(entryPath);
  await visitor.goto(entryPath);
  await expect(visitor.getByTestId("waiting-list-state")).toContainText(
    `A place on ${dayText} is held for you until`,
  );
  await expectNoAxeViolations(visitor);

  // The held place is not the public's: the day is still full on the event page.
  const other = await browser.newPage();
  await other.goto("/consultation-event");
  await expect(other.locator(`[data-booking-date="${day}"]`)).toHaveAttribute("data-booking-left", "0");
  await other.close();

  await visitor.getByRole("button", { name: "Book this place" }).click();
  await expect(visitor).toHaveURL(/\/test-checkout\/cs_test_/);
  await visitor.getByLabel("Email (for your confirmation)").fill(email);
  await visitor.getByRole("button", { name: /Pay €50\.00/ }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Payment Confirmed!");

  await visitor.goto(entryPath);
  await expect(visitor.getByTestId("waiting-list-state")).toContainText("You started booking this place");
  await staff.goto(`/staff/consultation-days/${day}`);
  await expect(staff.getByTestId("day-sheet")).toContainText("Wendy Waiting");
  await staff.context().close();
  await visitor.close();
});
