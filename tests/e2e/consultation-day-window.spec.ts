import { expect, test } from "@playwright/test";
import { consultationDay } from "../../app/content/consultation-day";
import { consultationEvent } from "../../app/content/event";
import { addDays, budapestToday, upcomingEventDates } from "../../app/lib/event-dates";
import { formatEventDate } from "../../app/lib/format";
import { defaultEventDate, insideNoticeWindow } from "../../app/lib/notice-window";
import { expectNoAxeViolations, fillPatient, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * The 7-day rule said before paying (issue 30), on a phone. The offered days depend on today's
 * date, so the test makes its own: staff add a day a few days ahead (inside the window), and
 * close it again at the end. Never tomorrow, which receptionist-morning.spec.ts adds after every
 * other spec; never a day the rule itself stores. Other specs running alongside count the dates
 * they were drawn with and book the date chosen first, which this day (inside the window) never is.
 */

const phone = { width: 390, height: 844 };

test("on a phone, a date inside the 7-day window is labelled before paying, and the date chosen first is outside it", async ({
  browser,
}) => {
  test.slow();
  const now = new Date();
  const today = budapestToday(now);
  const ruleDays = new Set(upcomingEventDates(now, consultationEvent.schedule));
  const soon = [2, 3, 4, 5, 6].map((days) => addDays(today, days)).find((day) => !ruleDays.has(day))!;
  expect(insideNoticeWindow(soon, today)).toBe(true);

  const staff = await staffPage(browser);
  await gotoHydrated(staff, "/staff/consultation-days");
  await staff.getByLabel("Date").fill(soon);
  await staff.getByRole("button", { name: "Add the day" }).click();
  await expect(staff.getByRole("status")).toHaveText(`${formatEventDate(soon)} added and open for booking.`);

  try {
    // With JavaScript, on a phone.
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await suppressNewsletterPopup(page);
    await gotoHydrated(page, "/consultation-event");
    const buttons = page.locator("[data-booking-date]");
    const dates = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute("data-booking-date")!));
    expect(dates).toContain(soon);

    // Each date inside the window says so on the date itself; the others do not.
    for (const date of dates) {
      const button = page.locator(`[data-booking-date="${date}"]`);
      if (insideNoticeWindow(date, today)) await expect(button).toContainText(consultationDay.windowTag);
      else await expect(button).not.toContainText(consultationDay.windowTag);
    }

    // The date chosen first is the first outside the window, and carries no label.
    const pressed = page.locator('[data-booking-date][aria-pressed="true"]');
    await expect(pressed).toHaveCount(1);
    const chosen = (await pressed.getAttribute("data-booking-date"))!;
    expect(chosen).toBe(defaultEventDate(dates, today));
    expect(insideNoticeWindow(chosen, today)).toBe(false);
    expect(dates.indexOf(chosen)).toBeGreaterThan(dates.indexOf(soon));
    await expect(page.getByTestId("date-window")).toBeHidden();

    // Choosing the date inside the window shows the full label under the chosen date.
    await page.locator(`[data-booking-date="${soon}"]`).click();
    await expect(page.getByTestId("selected-month")).toContainText(formatEventDate(soon));
    await expect(page.getByTestId("date-window")).toBeVisible();
    await expect(page.getByTestId("date-window")).toHaveText(consultationDay.windowLabel);
    await expect(page.getByTestId("reschedule-rule")).toHaveText(consultationDay.rescheduleRule);
    await expectNoAxeViolations(page);

    // Back to a date outside: the label goes.
    await page.locator(`[data-booking-date="${chosen}"]`).click();
    await expect(page.getByTestId("date-window")).toBeHidden();

    // The payment page says it again before anything is paid; cancelling frees the held place.
    await page.locator(`[data-booking-date="${soon}"]`).click();
    await fillPatient(page);
    await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByTestId("test-checkout-window")).toHaveText(consultationDay.windowLabel);
    await page.getByRole("button", { name: "Cancel and return" }).click();
    await expect(page).toHaveURL(/\/consultation-event$/);
    await context.close();

    // Without JavaScript: the same labels and the same date chosen, as the server draws them.
    const plain = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto("/consultation-event");
    await expect(noScript.locator(`[data-booking-date="${soon}"]`)).toContainText(consultationDay.windowTag);
    await expect(noScript.locator('[data-booking-date][aria-pressed="true"]')).toHaveAttribute(
      "data-booking-date",
      chosen,
    );
    await plain.close();

    // A receptionist booking a caller onto that day sees it too, to say on the phone.
    await gotoHydrated(staff, `/staff/consultation-days/${soon}/book`);
    await expect(staff.getByTestId("phone-window")).toContainText(consultationDay.windowLabel);
  } finally {
    // Close the day again, so no other spec is offered it.
    await gotoHydrated(staff, `/staff/consultation-days/${soon}/settings`);
    await staff.getByLabel("Closed: not offered").check();
    await staff.getByRole("button", { name: "Save the settings" }).click();
    await expect(staff.getByRole("status")).toHaveText("Settings saved. The website shows them at once.");
    await staff.context().close();
  }
});
