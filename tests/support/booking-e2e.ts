/**
 * The consultation-day booking in the browser tests (tests/e2e/booking*.spec.ts): the places
 * left as the event page shows them, and the requests its booking button and counter make.
 */
import type { Page } from "@playwright/test";

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
