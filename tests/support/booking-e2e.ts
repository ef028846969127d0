/**
 * The consultation-day booking in the browser tests (tests/e2e/booking*.spec.ts): the places
 * left as the event page shows them, and the requests its booking button and counter make.
 */
import { expect, type Page } from "@playwright/test";
import { fillPatient, gotoHydrated } from "./e2e";

export async function seatsShown(page: Page): Promise<number> {
  const text = await page.getByTestId("seats-left").innerText();
  const match = /(\d+) place/.exec(text);
  if (!match) throw new Error(`no seat count in "${text}"`);
  return Number(match[1]);
}

/** The booking button's request (app/parts/booking/send.ts). */
export const checkoutRequests = "**/api/create-checkout-session";

/** The places left, as the event page asks for them every minute (app/routes/api.event-seats.ts). */
export const seatsRequests = "**/api/event-seats";

/**
 * A patient books the first date offered on the event page and pays on the test checkout: the
 * confirmation page is showing when this returns (not yet hydrated: the caller decides).
 */
export async function bookAndPay(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, "/consultation-event");
  await fillPatient(page);
  await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
  await page.getByLabel("Email (for your confirmation)").fill(email);
  await page.getByRole("button", { name: /Pay €50\.00/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Confirmed!");
}
