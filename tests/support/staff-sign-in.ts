import { closeSync, existsSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Browser } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoAxeViolations, gotoHydrated } from "./e2e";

/**
 * One back-office sign-in per e2e server, shared by every spec that needs one. A TOTP code
 * counts once (and no older code after it), and a refused code counts as a failed sign-in, so
 * two specs signing in as the same account at once would fail one another. The first spec to
 * ask signs in and leaves the browser state in a file; the others wait for it and use it.
 */

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

/** Written by scripts/e2e-server.mjs: the server's data directory and its admin account. */
export const e2eInfoPath = () => path.join(tmpdir(), `dental-e2e-${process.env.E2E_PORT ?? "3210"}.json`);
export const e2eInfo = () =>
  JSON.parse(readFileSync(e2eInfoPath(), "utf8")) as {
    dataDir: string;
    staff: { email: string; password: string; secret: string };
  };

export async function staffStorageState(browser: Browser): Promise<StorageState> {
  // The info file is written when the server starts: a new server, a new sign-in.
  const started = Math.floor(statSync(e2eInfoPath()).mtimeMs);
  const statePath = e2eInfoPath().replace(/\.json$/, `-staff-${started}.json`);
  let first = false;
  try {
    closeSync(openSync(`${statePath}.lock`, "wx"));
    first = true;
  } catch {
    // Another spec is signing in (or has).
  }
  if (!first) {
    await expect.poll(() => existsSync(statePath), { timeout: 60_000 }).toBe(true);
    return JSON.parse(readFileSync(statePath, "utf8")) as StorageState;
  }
  const { staff } = e2eInfo();
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, "/staff/leads");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fleads$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page
    .getByLabel("Code from your authenticator app")
    .fill(OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(staff.secret) }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  const state = await context.storageState();
  await context.close();
  writeFileSync(`${statePath}.tmp`, JSON.stringify(state), { mode: 0o600 });
  renameSync(`${statePath}.tmp`, statePath);
  return state;
}
