import { expect, test } from "@playwright/test";
import { consultationEvent } from "../../app/content/event";
import { textChoice } from "../../app/content/reminder-texts";
import { site } from "../../app/content/site";
import {
  expectNoAxeViolations,
  fillPatient,
  gotoHydrated,
  recordForeignRequests,
  suppressNewsletterPopup,
  waitForEmail,
} from "../support/e2e";

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test("book, open the manage link from the email, change the time: the page and a new .ics show it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `manage-${Date.now()}@example.com`;
  await gotoHydrated(page, "/consultation-event");
  // The last date but one: other tests book the one chosen first and the last.
  const dates = page.locator("[data-booking-date]");
  await dates.nth((await dates.count()) - 2).click();
  await fillPatient(page);
  // The day-before reminder by SMS as well: the choice travels with the checkout.
  await page.getByRole("radio", { name: textChoice.labels.sms }).check();
  await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await page.getByLabel("Email (for your confirmation)").fill(email);
  await page.getByRole("button", { name: /Pay €50\.00/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Confirmed!");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  await page.getByRole("button", { name: "Show Appointment Calendar" }).click();
  const frame = page.frameLocator("iframe[title='Choose your appointment time']");
  // The frame is a page of its own: its buttons act once React has hydrated it.
  await frame.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const first = (
    await frame.locator("label:has(input:enabled)").first().locator("span").first().innerText()
  ).trim();
  await frame.getByText(first, { exact: true }).click();
  await frame.getByRole("button", { name: `Confirm ${first}` }).click();
  await expect(page.getByText(consultationEvent.confirmation.scheduledNotice)).toBeVisible();
  // The confirmation page carries the manage link too.
  await expect(page.getByRole("link", { name: "Manage your booking" })).toHaveAttribute(
    "href",
    /^\/booking\/[A-Za-z0-9_-]{43}$/,
  );

  const confirmation = await waitForEmail(email, "Your consultation on");
  const link = /http:\/\/localhost:\d+\/booking\/[A-Za-z0-9_-]{43}/.exec(confirmation)?.[0];
  expect(link, "the confirmation email carries the manage link").toBeTruthy();

  await gotoHydrated(page, new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation day booking");
  await expect(page.getByTestId("booking-time")).toHaveText(first);
  await expect(page.getByText(consultationEvent.whatToBring, { exact: false })).toBeVisible();
  await expect(page.getByTestId("text-reminders-current")).toContainText(textChoice.channelNames.sms);
  await expect(page.getByRole("radio", { name: textChoice.labels.sms })).toBeChecked();
  await expectNoAxeViolations(page);

  const times = page.getByRole("group", { name: "Times on your consultation day" });
  const other = consultationEvent.appointmentTimes.find((t) => t !== first)!;
  await times.getByRole("radio", { name: new RegExp(`^${other}`) }).check();
  await page.getByRole("button", { name: "Change my time" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your appointment time has been changed. We have emailed you a new calendar invitation.",
  );
  await expect(page.getByTestId("booking-time")).toHaveText(other);
  await expectNoAxeViolations(page);

  const changed = await waitForEmail(email, "Your consultation has changed");
  expect(changed).toContain(`at ${other}`);
  expect(changed).toContain("BEGIN:VCALENDAR");
  expect(changed).toContain("SEQUENCE:1");
  expect(changed).toMatch(new RegExp(`DTSTART;TZID=Europe/Budapest:\\d{8}T${other.replace(":", "")}00`));

  // Cancelling asks first, with the fee's terms in view; keeping the booking changes nothing.
  await page.getByRole("link", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("heading", { name: "Are you sure you want to cancel?" })).toBeVisible();
  await expect(page.getByText("is non-refundable")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "No, keep my booking" }).click();
  await expect(page.getByTestId("booking-time")).toHaveText(other);
});

test("a made-up manage link is a 404", async ({ page }) => {
  const response = await page.goto(`/booking/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
});

test("WhatsApp: a plain link naming the page, in a new tab, and nothing fetched from WhatsApp", async ({
  page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, baseURL!);
  await gotoHydrated(page, "/treatments/dental-implant");
  const link = page.getByTestId("whatsapp-link-bar");
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName("Chat with us on WhatsApp (opens in a new tab)");
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp.number}\\?text=`));
  expect(decodeURIComponent(href!.split("text=")[1])).toContain('"Dental Implants"');
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  // In the bar at the top, it covers nothing.
  const box = (await link.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(100);
  expect(foreign).toEqual([]);
});

test("WhatsApp on a phone: the bar keeps its menu button on screen; the link is in the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/prices");
  await expect(page.getByTestId("whatsapp-link-bar")).toBeHidden();
  const menu = page.getByRole("button", { name: "Open menu" });
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await menu.click();
  const link = page.getByTestId("whatsapp-link-menu");
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName("Chat with us on WhatsApp (opens in a new tab)");
  expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain('"Prices" (/prices)');
});
