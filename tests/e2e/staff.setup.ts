import { expect, test as setup } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoAxeViolations, gotoHydrated } from "../support/e2e";
import { staffInfo, staffStateFile } from "../support/staff-e2e";

/**
 * Signs the e2e admin in once, as staff do (a back-office page sends them to sign in and back),
 * and keeps the session for every staff spec (tests/support/staff-e2e.ts says why only once).
 */
setup("the staff account signs in", async ({ page }) => {
  const { staff } = staffInfo();
  await gotoHydrated(page, "/staff/leads");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fleads$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page
    .getByLabel("Code from your authenticator app")
    .fill(OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(staff.secret) }));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.context().storageState({ path: staffStateFile() });
});
