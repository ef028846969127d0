import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, recordForeignRequests } from "../support/e2e";
import { analyticsWords } from "../../app/content/staff-analytics";
import { e2eAttendanceDays } from "../support/attendance-e2e-days";
import { staffPage } from "../support/staff-e2e";

/**
 * The clinic's own measurement (decision 0024) as a patient and the clinic see it: a visit that
 * is counted leaves nothing on the phone, and the back office draws where it came from.
 * Playwright's own browser says "HeadlessChrome" and is never counted: the patient here has a
 * real phone's browser string.
 */
test.describe.configure({ mode: "serial" });

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const campaign = `winter-smiles-${Date.now()}`;

test("a counted visit leaves no cookie and nothing in local or session storage", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const foreign = recordForeignRequests(page, baseURL!);
  await page.goto(`/?utm_source=e2e-partner&utm_medium=email&utm_campaign=${campaign}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A second page, reached by a link as a patient would.
  await page.goto("/prices", { referer: `${baseURL}/` });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));
  expect(stored).toEqual({ local: [], session: [] });
  expect(foreign).toEqual([]);
  await context.close();
});

test("the back office shows the visit's source in a chart with its table, and passes axe", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  // Views are written every two seconds: the page is asked again until this visit is in it.
  await expect(async () => {
    await page.goto("/staff/analytics?range=7");
    // The tables are in closed "Show as table" disclosures until opened.
    await expect(
      page.getByRole("table", { name: "Top campaigns by entrances", includeHidden: true }),
    ).toContainText(campaign, { timeout: 500 });
  }).toPass({ timeout: 15_000 });

  const sources = page.getByRole("figure", { name: "Top sources by entrances" });
  await expect(sources.locator("svg")).toBeVisible();
  // The table is the chart's accessible version: closed, it is still in the page; opened, seen.
  const table = page.getByRole("table", { name: "Top sources by entrances" });
  await sources.getByText("Show as table").click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("row", { name: /e2e-partner/ })).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Visitors and page views per day" }).locator("svg"),
  ).toBeVisible();

  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the no-show rate by the reminders patients had, and by month, on the analytics page", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  const [first, last] = e2eAttendanceDays();
  await page.goto(`/staff/analytics?range=custom&from=${first}&to=${last}`);
  await expect(page.getByRole("heading", { name: "Attendance and reminders" })).toBeVisible();
  const byChannel = page.getByRole("table", { name: "No-shows by the reminders the patient had" });
  // Email only: 2 of 4 did not come; SMS: 1 of 4; WhatsApp: 0 of 2 (tests/support/attendance-e2e-days.ts).
  await expect(byChannel.getByRole("row", { name: /Email only/ })).toContainText("50.0%");
  await expect(byChannel.getByRole("row", { name: /Email and SMS/ })).toContainText("25.0%");
  await expect(byChannel.getByRole("row", { name: /Email and WhatsApp/ })).toContainText("0.0%");
  const byMonth = page.getByRole("table", { name: "No-shows by month" });
  // The seed alternates the two days: the first has 1 no-show of 5 marked, the second 2 of 5.
  const month = (day: string) => analyticsWords.attendance.month(day.slice(0, 7));
  if (month(first) === month(last)) {
    await expect(byMonth.locator("tbody tr")).toHaveCount(1);
    await expect(byMonth.getByRole("row", { name: new RegExp(month(first)) })).toContainText("30.0%");
  } else {
    await expect(byMonth.locator("tbody tr")).toHaveCount(2);
    await expect(byMonth.getByRole("row", { name: new RegExp(month(first)) })).toContainText("20.0%");
    await expect(byMonth.getByRole("row", { name: new RegExp(month(last)) })).toContainText("40.0%");
  }
  await expectNoAxeViolations(page);
  await page.context().close();
});
