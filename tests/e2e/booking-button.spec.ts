/**
 * The event page's booking button and places-left counter in every state of the page: the
 * counter's refresh, double clicks, taps before the site script or React is ready, a slow phone,
 * and the page without JavaScript.
 */
import { expect, test } from "@playwright/test";
import {
  deferred,
  emulateSlowPhone,
  fillPatient,
  freezeClock,
  gotoHydrated,
  HYDRATED_PAGE,
  suppressNewsletterPopup,
} from "../support/e2e";
import { bookAndPay, checkoutRequests, seatsRequests } from "../support/booking-e2e";

test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

test("the places-left counter refreshes every 60 seconds, and a full date cannot be booked", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-06-01T09:59:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T10:00:00Z"));
  // The page's questions for the places left: the first answer says 7 places are left on the
  // date chosen when the page opened, later ones that it is full. A marker request shows what
  // was asked for before it.
  const seen: string[] = [];
  let chosen = "";
  await page.route(seatsRequests, async (route) => {
    seen.push("refresh");
    const response = await route.fetch();
    const answer = (await response.json()) as { dates: string[]; seats: Record<string, number> };
    const fewer = seen.filter((s) => s === "refresh").length === 1 ? 7 : 0;
    answer.seats[chosen] = fewer;
    await route.fulfill({ response, json: answer });
  });
  await page.route("**/healthz", async (route) => {
    seen.push("marker");
    await route.continue();
  });
  await gotoHydrated(page, "/consultation-event");
  chosen = (await page
    .locator('[data-booking-date][aria-pressed="true"]')
    .getAttribute("data-booking-date"))!;
  await page.clock.runFor(59_000);
  await page.evaluate(() => fetch("/healthz").then((r) => r.status));
  expect(seen).toEqual(["marker"]);
  await page.clock.runFor(1_000);
  await expect(page.getByTestId("seats-left")).toHaveText("7 places left on this date");
  expect(seen).toEqual(["marker", "refresh"]);
  await page.clock.runFor(60_000);
  await expect(page.getByTestId("seats-left")).toHaveText(
    "This date is fully booked. Please choose another.",
  );
  for (const button of await page.getByTestId("book-button").all()) await expect(button).toBeDisabled();
  await page.getByRole("button", { name: "Next date" }).click();
  await expect(page.getByTestId("book-button").first()).toBeEnabled();
});

test("a double click, or a second button while the first is busy, starts one checkout", async ({ page }) => {
  const started: string[] = [];
  const release = deferred();
  await page.route(checkoutRequests, async (route) => {
    started.push(route.request().method());
    await release.promise;
    await route.continue();
  });
  await gotoHydrated(page, "/consultation-event");
  await fillPatient(page);
  await page.getByRole("button", { name: "Secure Your Spot Now" }).dblclick();
  await expect(page.getByTestId("book-button").first()).toHaveText("Processing...");
  // The other buttons are disabled too: a forced click on one reaches the page and does nothing.
  await page.getByTestId("book-button").last().click({ force: true });
  release.resolve();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  expect(started).toEqual(["POST"]);
});

test("places left that cannot be refreshed stay as they were, and the page keeps working", async ({
  page,
}) => {
  await freezeClock(page);
  await page.route(seatsRequests, (route) =>
    route.fulfill({ status: 503, json: { error: "Service unavailable", code: "UNAVAILABLE" } }),
  );
  await gotoHydrated(page, "/consultation-event");
  const shown = await page.getByTestId("seats-left").innerText();
  await page.clock.runFor(60_000);
  await page.clock.runFor(60_000);
  await expect(page.getByTestId("seats-left")).toHaveText(shown);
  await page.getByRole("button", { name: "Next date" }).click();
  await expect(page.getByTestId("book-button").first()).toBeEnabled();
});

test("the event page drawn by React after a client-side navigation books the same way", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, HYDRATED_PAGE);
  await page.getByTestId("navbar").getByRole("link", { name: "Consultation Day", exact: true }).click();
  await expect(page).toHaveURL(/\/consultation-event$/);
  // A client-side navigation: the document is the one HYDRATED_PAGE loaded.
  await expect(page.locator("html")).not.toHaveAttribute("data-page", "static");
  const month = page.getByTestId("selected-month");
  const first = await month.innerText();
  await page.getByRole("button", { name: "Next date" }).click();
  await expect(month).not.toHaveText(first);
  await expect(
    page.getByRole("list", { name: "All event dates" }).getByRole("button", { pressed: true }),
  ).toHaveText((await month.locator("span").first().innerText()).trim());
  await fillPatient(page);
  await page.getByRole("button", { name: "Book Your Spot - €50 / £43" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
});

test("a tap on the booking button before the site script has started is kept and starts the checkout", async ({
  page,
}) => {
  // The page as a slow phone has it: shown, with its end (the site script) not yet run. The
  // script is held until the test lets it go.
  await page.route("**/consultation-event", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="module"[^>]*>)/,
      "$1await new Promise((go) => (window.__release = go));",
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/consultation-event", { waitUntil: "commit" });
  await fillPatient(page);
  await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
  await expect(page.getByRole("button", { name: "Secure Your Spot Now" })).toBeVisible();
  expect(page.url()).toMatch(/\/consultation-event$/);
  await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
});

test("a tap on 'Show Appointment Calendar' before React has hydrated the page is kept for it", async ({
  page,
}) => {
  await bookAndPay(page, "early-tap@example.com");
  const confirmation = page.url();

  // The same page again, as a slow phone has it: painted, the end of the page (where the site
  // script is) and React's scripts not yet arrived. The site script is held until the test lets
  // it go, then React's scripts: the order a slow connection gives them.
  const release = deferred();
  await page.route("**/assets/*.js", async (route) => {
    await release.promise;
    await route.continue();
  });
  await page.route(/\/consultation-success\?/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="module"[^>]*>)/,
      "$1await new Promise((go) => (window.__releaseSite = go));",
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(confirmation, { waitUntil: "commit" });
  const show = page.getByRole("button", { name: "Show Appointment Calendar" });
  await show.click();
  await expect(show).toHaveAttribute("aria-expanded", "false");
  // The site script starts and gives the taps it kept to its own listeners: this one is not its.
  await page.waitForFunction(
    () => typeof (window as { __releaseSite?: () => void }).__releaseSite === "function",
  );
  await page.evaluate(() => (window as unknown as { __releaseSite: () => void }).__releaseSite());
  await page.waitForFunction(() => (window as { __siteListening?: boolean }).__siteListening === true);
  release.resolve();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("button", { name: "Hide Calendar" })).toBeVisible();
  await expect(page.locator("iframe[title='Choose your appointment time']")).toBeVisible();
});

test.describe("on a slow phone", () => {
  test.slow();
  test("a tap on the booking button the moment it shows starts the checkout", async ({ page }) => {
    await gotoHydrated(page, "/prices");
    await emulateSlowPhone(page);
    // A full page load (the page is sent without React): the tap comes as soon as the button can
    // take it, which may be before the rest of the page has arrived.
    await page.getByTestId("navbar").getByRole("link", { name: "Consultation Day", exact: true }).click();
    await fillPatient(page);
    await page.getByRole("button", { name: "Secure Your Spot Now" }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/, { timeout: 20_000 });
  });
});

test("without JavaScript the event page says how to book: by phone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/consultation-event");
  const note = page.getByTestId("booking-without-javascript");
  await expect(note).toBeVisible();
  await expect(note.getByRole("link")).toHaveAttribute("href", /^tel:/);
  await context.close();
});

test("with JavaScript that note is not shown", async ({ page }) => {
  await gotoHydrated(page, "/consultation-event");
  await expect(page.getByTestId("booking-without-javascript")).toHaveCount(0);
});
