import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import {
  expectNoAxeViolations,
  fillPatient,
  gotoHydrated,
  suppressNewsletterPopup,
  waitForEmail,
} from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * The receptionist's search: a patient reads their booking reference out on the phone, in
 * pieces and in lower case as it is typed; the search box on any staff page finds the booking
 * and opens the patient's page. And an administrator invites a colleague, who sets up their
 * account from the email. Signed in once for the run (tests/e2e/staff.setup.ts).
 */
test.describe.configure({ mode: "serial" });

const code = (secret: string) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) });

test("a reference read out with spaces finds the booking and opens the patient's page", async ({
  browser,
}) => {
  // A whole paid booking, then two staff pages each scanned by axe: like the day-sheet journey,
  // more than the default 30 s on a busy two-core machine (it ran out there at the second search).
  test.setTimeout(90_000);
  const email = `search-${Date.now()}@example.com`;
  const patient = await browser.newPage();
  await suppressNewsletterPopup(patient);
  await gotoHydrated(patient, "/consultation-event");
  await fillPatient(patient, "Sam Search");
  await patient.getByRole("button", { name: "Book Your Spot - €50 / £43" }).first().click();
  await expect(patient).toHaveURL(/\/test-checkout\/cs_test_/);
  await patient.getByLabel("Email (for your confirmation)").fill(email);
  await patient.getByRole("button", { name: /Pay €50\.00/ }).click();
  const confirmation = await patient.getByTestId("confirmation-id").textContent();
  const reference = confirmation!.match(/BDC-[2-9A-Z]{4}-[2-9A-Z]{4}/)![0];
  await patient.close();

  // axe needs a page of a context of its own.
  const page = await staffPage(browser, { width: 1280, height: 900 });
  const context = page.context();
  await gotoHydrated(page, "/staff/leads");

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

test("an administrator invites a colleague, who sets a password and two-factor from the email", async ({
  browser,
}) => {
  const email = `nurse-${Date.now()}@clinic.example`;
  const page = await staffPage(browser);
  const admin = page.context();
  await gotoHydrated(page, "/staff/accounts");
  await page.getByLabel("Their email address").fill(email);
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toContainText("Invitation sent.");
  await expect(page.getByRole("region", { name: "Invite someone" })).toContainText(email);
  await expectNoAxeViolations(page);
  await admin.close();

  const mail = await waitForEmail(email, "You are invited");
  const link = new URL(/https?:\/\/\S+\/staff\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail)![0]);
  const invitee = await browser.newContext();
  const tab = await invitee.newPage();
  await gotoHydrated(tab, link.pathname);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Set up your back-office account");
  await expect(tab.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(tab);
  const secret = await tab.locator('input[name="secret"]').inputValue();
  await tab.getByLabel("Choose a password").fill("a long new password for the nurse");
  await tab.getByLabel("Type the password again").fill("a long new password for the nurse");
  await tab.getByLabel("Code from your authenticator app").fill(code(secret));
  await tab.getByRole("button", { name: "Create my account" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(tab.getByText(`${email} (staff)`)).toBeVisible();

  // The link worked once.
  await gotoHydrated(tab, link.pathname);
  await expect(tab.getByRole("alert")).toContainText("This invitation has already been used.");
  await invitee.close();
});
