import { expect, test, type CDPSession, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoAxeViolations, gotoHydrated, waitForEmail } from "../support/e2e";
import { staffPage } from "../support/staff-e2e";

/**
 * Passkeys in a real browser: Chromium's WebAuthn emulation (a virtual platform authenticator
 * with resident keys and a verified user, as a laptop's fingerprint reader) stands in for the
 * person's device. A new colleague, invited by the e2e administrator (whose shared session is
 * left alone), adds a passkey, signs out, and signs in with the passkey alone.
 */

/** A virtual authenticator on this page (it stays through the page's navigations). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a new colleague adds a passkey, signs out, and signs in with the passkey alone", async ({
  browser,
}) => {
  // An invitation, its email, an account, a passkey, a sign-out and a sign-in: several pages.
  test.slow();
  const email = `passkey-${Date.now()}@clinic.example`;
  const password = "a long passkey test password";

  const admin = await staffPage(browser);
  await gotoHydrated(admin, "/staff/accounts");
  await admin.getByLabel("Their email address").fill(email);
  await admin.getByRole("button", { name: "Send the invitation" }).click();
  await expect(admin.getByRole("status")).toHaveText("Invitation sent. It works for 72 hours.");
  await admin.context().close();
  // The outbox worker writes the email within moments.
  const invitation = await waitForEmail(email, "You are invited");
  const link = /https?:\/\/\S+\/staff\/invitation\/[A-Za-z0-9_-]{43}/.exec(invitation)![0];

  const context = await browser.newContext();
  const page = await context.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await gotoHydrated(page, new URL(link).pathname);
  await page.getByLabel("Choose a password").fill(password);
  await page.getByLabel("Type the password again").fill(password);
  const secret = await page.locator('input[name="secret"]').inputValue();
  await page
    .getByLabel("Code from your authenticator app")
    .fill(OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) }));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // The passkeys page, empty, then with the new passkey.
  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectNoAxeViolations(page);
  await page.getByLabel("Name it").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Passkey added. Next time, choose ‘Sign in with a passkey’.",
  );
  const row = page.getByRole("row").filter({ hasText: "Work laptop" });
  await expect(row).toContainText("Never");
  await expectNoAxeViolations(page);
  // A discoverable credential for this site, on the (virtual) device.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

  // Signed out, then in again with the passkey: no email, password or code typed.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await gotoHydrated(page, "/staff/passkeys");
  await expect(page.getByRole("row").filter({ hasText: "Work laptop" })).not.toContainText("Never");
  await context.close();
});
