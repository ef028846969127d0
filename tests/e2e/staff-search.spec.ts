import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";

/**
 * The receptionist's search: a patient reads their booking reference out on the phone, in
 * pieces and in lower case as it is typed; the search box on any staff page finds the booking
 * and opens the patient's page.
 */
test.describe.configure({ mode: "serial" });

/** Written by scripts/e2e-server.mjs: the server's admin account. */
const info = () =>
  JSON.parse(
    readFileSync(path.join(tmpdir(), `dental-e2e-${process.env.E2E_PORT ?? "3210"}.json`), "utf8"),
  ) as { staff: { email: string; password: string; secret: string } };

test("a reference read out with spaces finds the booking and opens the patient's page", async ({ browser }) => {
  const email = `search-${Date.now()}@example.com`;
  const patient = await browser.newPage();
  await suppressNewsletterPopup(patient);
  await gotoHydrated(patient, "/consultation-event");
  await patient.getByRole("button", { name: "Book Your Spot - €50 / £42" }).first().click();
  await expect(patient).toHaveURL(/\/test-checkout\/cs_test_/);
  await patient.getByLabel("Email (for your confirmation)").fill(email);
  await patient.getByRole("button", { name: /Pay €50\.00/ }).click();
  const confirmation = await patient.getByTestId("confirmation-id").textContent();
  const reference = confirmation!.match(/BDC-[2-9A-Z]{4}-[2-9A-Z]{4}/)![0];
  await patient.close();

  const { staff } = info();
  // axe needs a page of a context of its own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await suppressNewsletterPopup(page);
  await gotoHydrated(page, "/staff/sign-in");
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page
    .getByLabel("Code from your authenticator app")
    .fill(OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(staff.secret) }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // "b d c, seven k three m, nine q two x": typed as heard.
  const spoken = reference.toLowerCase().replace(/-/g, " ");
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Search patients" })).toBeFocused();
  await page.keyboard.type(spoken);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/staff\/patients\/booking\/[0-9a-f-]{36}\?found=reference$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Consultation bookings" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Paid");
  await expectNoAxeViolations(page);

  // The results page itself, for a part of the address: grouped by person, linked to each page.
  await page.getByRole("searchbox", { name: "Search patients" }).fill(email);
  await page.getByRole("searchbox", { name: "Search patients" }).press("Enter");
  await expect(page).toHaveURL(/\/staff\/search\?q=/);
  await expect(page.getByRole("search", { name: "Search", exact: true })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("1 match for 1 person");
  await expect(page.getByRole("link", { name: "Open day" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
